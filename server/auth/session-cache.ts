import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** The channel the session table's trigger announces a member's changed or revoked sessions on (migration 0007). */
export const SESSION_REVOKED_CHANNEL = 'session_revoked';

export const SESSION_CACHE_DEFAULTS = { maxEntries: 10_000, ttlMs: 60_000 } as const;

type Entry<T> = { value: T; memberId: string; expiresAt: number };

/**
 * Resolved sessions of this instance (ADR 0015), keyed by the signed session cookie, for at most `ttlMs` and never
 * past the session's own expiry, the least recently used dropped beyond `maxEntries`. It answers only while it is
 * `live`, that is while this instance listens for revocations; `forgetMember` (a notification, or a revoking request
 * on this instance) and `clear` (the listener lost) also void every lookup still in flight, so that a session read
 * just before its revocation is never stored after it.
 */
export function createSessionCache<T>({
  maxEntries = SESSION_CACHE_DEFAULTS.maxEntries,
  ttlMs = SESSION_CACHE_DEFAULTS.ttlMs,
  now = Date.now,
}: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry<T>>();
  const keysOfMember = new Map<string, Set<string>>();
  let live = false;
  let epoch = 0;

  function remove(key: string, entry: Entry<T>) {
    entries.delete(key);
    const keys = keysOfMember.get(entry.memberId);
    keys?.delete(key);
    if (keys?.size === 0) keysOfMember.delete(entry.memberId);
  }

  return {
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    /** The cached session of a cookie, or undefined (absent, expired, or the cache is not live). */
    get(key: string): T | undefined {
      if (!live) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key, entry);
        return undefined;
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    /** The member a cached cookie belongs to, without touching its recency. */
    memberOfKey(key: string): string | undefined {
      return entries.get(key)?.memberId;
    },
    /** Marks the start of a lookup; hand the answer to `set` with what the lookup resolved. */
    begin(): number {
      return epoch;
    },
    /** Stores a lookup's answer, unless the cache was cleared or any member forgotten since `begin`. */
    set(
      key: string,
      value: T,
      { memberId, sessionExpiresAt }: { memberId: string; sessionExpiresAt: number },
      started: number,
    ) {
      if (!live || started !== epoch) return;
      const expiresAt = Math.min(now() + ttlMs, sessionExpiresAt);
      if (expiresAt <= now()) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      entries.set(key, { value, memberId, expiresAt });
      const keys = keysOfMember.get(memberId) ?? new Set();
      keys.add(key);
      keysOfMember.set(memberId, keys);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value as string;
        remove(oldest, entries.get(oldest)!);
      }
    },
    /** Forgets every cached session of a member (one of their sessions changed or went). */
    forgetMember(memberId: string) {
      epoch++;
      for (const key of keysOfMember.get(memberId) ?? []) entries.delete(key);
      keysOfMember.delete(memberId);
    },
    clear() {
      epoch++;
      entries.clear();
      keysOfMember.clear();
    },
    /** Live: answers and stores. Not live: empty, bypassed. */
    setLive(on: boolean) {
      if (!on) this.clear();
      live = on;
    },
  };
}

export type SessionCache<T> = ReturnType<typeof createSessionCache<T>>;

/**
 * Keeps `cache` in step with the database: forgets a member on every `session_revoked` notification, empties itself
 * and stays bypassed while the LISTEN connection is lost, and goes live again once it listens again. PGlite
 * delivers the same notifications in-process. Resolves to a stop function.
 */
export async function connectSessionCache<T>(
  cache: SessionCache<T>,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const stopLost = database.onListenerLost(() => {
    cache.setLive(false);
    log.warn('session cache bypassed: the LISTEN connection was lost');
  });
  const stopReconnect = database.onListenerReconnect(() => cache.setLive(true));
  let unlisten: () => Promise<void> = async () => {};
  try {
    unlisten = await database.listen(SESSION_REVOKED_CHANNEL, (memberId) => cache.forgetMember(memberId));
    cache.setLive(true);
  } catch (error) {
    log.warn({ err: error }, 'session cache off: could not listen for revocations');
  }
  return async () => {
    stopLost();
    stopReconnect();
    cache.setLive(false);
    await unlisten();
  };
}
