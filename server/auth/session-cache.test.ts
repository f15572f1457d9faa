import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase, query, sleep } from '../test/process-helpers.ts';
import { createMember, createTestApp, type TestApp } from '../test/test-app.ts';
import { waitUntil } from '../faults/harness.ts';
import { connectSessionCache, createSessionCache, SESSION_REVOKED_CHANNEL } from './session-cache.ts';
import { sessionCookieOf } from './session.ts';

const silent = pino({ level: 'silent' });

describe('the session cache itself', () => {
  const entry = (memberId: string, sessionExpiresAt = Number.POSITIVE_INFINITY) => ({ memberId, sessionExpiresAt });

  it('answers only while live, and forgets everything when it stops being live', () => {
    const cache = createSessionCache<string>();
    cache.set('k', 'alice', entry('a'), cache.begin());
    expect(cache.get('k')).toBeUndefined(); // not live: nothing stored
    cache.setLive(true);
    cache.set('k', 'alice', entry('a'), cache.begin());
    expect(cache.get('k')).toBe('alice');
    cache.setLive(false);
    expect(cache.size).toBe(0);
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps an entry no longer than its time to live nor its session', () => {
    let now = 1_000;
    const cache = createSessionCache<string>({ ttlMs: 100, now: () => now });
    cache.setLive(true);
    cache.set('short', 's', entry('a', 1_050), cache.begin());
    cache.set('long', 'l', entry('b'), cache.begin());
    now = 1_049;
    expect(cache.get('short')).toBe('s');
    now = 1_050;
    expect(cache.get('short')).toBeUndefined(); // the session expired
    expect(cache.get('long')).toBe('l');
    now = 1_100;
    expect(cache.get('long')).toBeUndefined(); // the cache's own limit
    cache.set('gone', 'g', entry('c', 1_000), cache.begin());
    expect(cache.size).toBe(0); // an already expired session is never stored
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = createSessionCache<string>({ maxEntries: 2 });
    cache.setLive(true);
    cache.set('1', 'one', entry('a'), cache.begin());
    cache.set('2', 'two', entry('b'), cache.begin());
    expect(cache.get('1')).toBe('one'); // now the most recent
    cache.set('3', 'three', entry('c'), cache.begin());
    expect([cache.get('1'), cache.get('2'), cache.get('3')]).toEqual(['one', undefined, 'three']);
  });

  it('forgets every session of a member, and never stores a lookup that a revocation overtook', () => {
    const cache = createSessionCache<string>();
    cache.setLive(true);
    cache.set('laptop', 'a1', entry('a'), cache.begin());
    cache.set('phone', 'a2', entry('a'), cache.begin());
    cache.set('other', 'b1', entry('b'), cache.begin());
    const started = cache.begin(); // a lookup reads the session row…
    cache.forgetMember('a'); // …the member signs out everywhere before it answers
    cache.set('tablet', 'a3', entry('a'), started);
    expect([cache.get('laptop'), cache.get('phone'), cache.get('tablet'), cache.get('other')]).toEqual([
      undefined,
      undefined,
      undefined,
      'b1',
    ]);
  });

  it('reads the session cookie from a Cookie header, and refuses to pick one of two', () => {
    const name = 'better-auth.session_token';
    expect(sessionCookieOf(`theme=dark; ${name}=abc.sig%3D; x=1`, name)).toBe('abc.sig%3D');
    expect(sessionCookieOf('theme=dark', name)).toBeUndefined();
    expect(sessionCookieOf(`${name}=`, name)).toBeUndefined();
    expect(sessionCookieOf(`${name}=a; ${name}=b`, name)).toBeUndefined();
    expect(sessionCookieOf(`__Secure-${name}=a`, name)).toBeUndefined();
  });
});

describe('the session cache in the app (PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // Whatever removes a session (better-auth, our own routes, an operator's SQL), the trigger announces it.
  const cases = [
    ['a session row deleted with plain SQL', (userId: string) => sql`delete from "session" where user_id = ${userId}`],
    [
      'a session cut short with plain SQL',
      (userId: string) => sql`update "session" set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    ],
    ['the member deleted', (userId: string) => sql`delete from "user" where id = ${userId}`],
  ] as const;

  for (const [what, statement] of cases) {
    it(`a cached session stops working at once: ${what}`, async () => {
      const { client } = await createMember(app);
      const userId = (await client.get('/api/auth/get-session')).body.user.id as string;
      expect((await client.get('/api/tokens')).status).toBe(200);
      expect((await client.get('/api/tokens')).status).toBe(200); // served from the cache
      await app.database.db.execute(statement(userId));
      // PGlite delivers the notification with the statement; PostgreSQL a moment later, far within a second.
      await waitUntil(
        'the revoked session answering 401',
        async () => (await client.get('/api/tokens')).status === 401,
        2_000,
        5,
      );
    });
  }
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the session cache when the LISTEN connection drops (PostgreSQL)',
  () => {
    it('empties itself, stays bypassed while the listener is away, and goes live again after it reconnects', async () => {
      // A database of its own: terminating "the" listener must not touch other test files' listeners.
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'h20_session_cache');
      const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
      try {
        const cache = createSessionCache<string>();
        const stop = await connectSessionCache(cache, database, silent);
        expect(cache.live).toBe(true);
        cache.set('k', 'alice', { memberId: 'a', sessionExpiresAt: Number.POSITIVE_INFINITY }, cache.begin());
        expect(cache.get('k')).toBe('alice');

        await query(
          scratch.url,
          `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
        );
        await waitUntil('the cache to notice the lost listener', () => !cache.live, 5_000, 5);
        expect(cache.size).toBe(0);
        cache.set('k', 'alice', { memberId: 'a', sessionExpiresAt: Number.POSITIVE_INFINITY }, cache.begin());
        expect(cache.get('k')).toBeUndefined(); // bypassed: nothing is stored, nothing answered

        await waitUntil('the listener to reconnect', () => cache.live, 10_000, 20);
        cache.set('k', 'bob', { memberId: 'b', sessionExpiresAt: Number.POSITIVE_INFINITY }, cache.begin());
        expect(cache.get('k')).toBe('bob');
        // …and it hears revocations again.
        await query(scratch.url, `select pg_notify('${SESSION_REVOKED_CHANNEL}', 'b')`);
        await waitUntil('the notification after the reconnect', () => cache.get('k') === undefined, 5_000, 5);
        await stop();
      } finally {
        await database.close();
        await sleep(10);
        await scratch.drop();
      }
    }, 60_000);
  },
);
