import { useSyncExternalStore } from 'react';
import { moonPhase } from '#common/dreams.ts';
import { DREAM_STORAGE_KEY, mergeLinks, onDreamLinksWritten } from '#web/lib/dream-threads.ts';
import { type DreamEntry, type DreamImage, newId, normalizeEntry } from './dream-entry.ts';

/** docs/product.md §3.8: dreams live only in this browser, under this localStorage key, as a JSON array of entries. */
export { DREAM_STORAGE_KEY };

/**
 * What browsers allow one origin in localStorage: about 5 million characters (Chromium, Firefox, Safari).
 * Our values are JSON and base64 text, so a character is about a byte.
 */
export const STORAGE_QUOTA_ESTIMATE = 5 * 1024 * 1024;

export type DreamStoreSnapshot =
  /** `unreadable`: stored items that are not dream entries; they are kept untouched on every write. */
  | { status: 'ok'; entries: DreamEntry[]; unreadable: number; usedChars: number }
  /** The stored value is not a JSON array: nothing is written until the member exports or resets it. */
  | { status: 'corrupt'; raw: string; usedChars: number }
  /** localStorage itself is blocked (a privacy setting). */
  | { status: 'unavailable' };

export type WriteFailure = 'quota' | 'corrupt' | 'unavailable';
export type WriteResult<T = object> = ({ ok: true } & T) | { ok: false; reason: WriteFailure };

type Stored =
  | { status: 'ok'; items: unknown[]; raw: string | null }
  | { status: 'corrupt'; raw: string }
  | { status: 'unavailable' };

function readStored(): Stored {
  let raw: string | null;
  try {
    raw = localStorage.getItem(DREAM_STORAGE_KEY);
  } catch {
    return { status: 'unavailable' };
  }
  if (raw === null) return { status: 'ok', items: [], raw };
  try {
    const items: unknown = JSON.parse(raw);
    return Array.isArray(items) ? { status: 'ok', items, raw } : { status: 'corrupt', raw };
  } catch {
    return { status: 'corrupt', raw };
  }
}

function usedChars(raw: string | null) {
  return raw === null ? 0 : DREAM_STORAGE_KEY.length + raw.length;
}

function toSnapshot(stored: Stored): DreamStoreSnapshot {
  if (stored.status !== 'ok') {
    return stored.status === 'corrupt'
      ? { status: 'corrupt', raw: stored.raw, usedChars: usedChars(stored.raw) }
      : { status: 'unavailable' };
  }
  const entries: DreamEntry[] = [];
  let unreadable = 0;
  for (const item of stored.items) {
    const entry = normalizeEntry(item);
    if (entry) entries.push(entry);
    else unreadable += 1;
  }
  return { status: 'ok', entries, unreadable, usedChars: usedChars(stored.raw) };
}

/** True for the error every browser throws when an origin's storage is full. */
export function isQuotaExceeded(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

// One parsed snapshot, shared by every component, until storage changes (here or in another tab).
let cached: DreamStoreSnapshot | null = null;
let cachedRaw: string | null | undefined;
const listeners = new Set<() => void>();

function changed() {
  cached = null;
  for (const listener of listeners) listener();
}

// A reading linked to a dream (the ask and reading pages) changes the stored entries too.
onDreamLinksWritten(changed);

function onStorageEvent(event: StorageEvent) {
  // key null: another tab cleared the whole storage.
  if (event.key === DREAM_STORAGE_KEY || event.key === null) changed();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorageEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorageEvent);
  };
}

export function getDreamSnapshot(): DreamStoreSnapshot {
  // Without listeners no event keeps the cache current: trust it only while the stored text is the same.
  if (cached && listeners.size === 0 && cachedRaw !== currentRaw()) cached = null;
  if (!cached) {
    const stored = readStored();
    cachedRaw = stored.status === 'unavailable' ? undefined : stored.raw;
    cached = toSnapshot(stored);
  }
  return cached;
}

/** The stored text, null when absent, undefined when storage is blocked. */
function currentRaw(): string | null | undefined {
  try {
    return localStorage.getItem(DREAM_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

/** The member's dreams, kept in step with this tab's writes and with other tabs (the 'storage' event). */
export function useDreams(): DreamStoreSnapshot {
  return useSyncExternalStore(subscribe, getDreamSnapshot, getDreamSnapshot);
}

/**
 * Read, change and write back the stored array. Items this app cannot read stay as they are, and a
 * value that is not an array is never overwritten.
 */
function update(change: (items: unknown[]) => unknown[]): WriteResult {
  const stored = readStored();
  if (stored.status !== 'ok') return { ok: false, reason: stored.status };
  try {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(change(stored.items)));
  } catch (error) {
    // setItem is all or nothing: on a full storage the saved dreams are exactly as they were.
    return { ok: false, reason: isQuotaExceeded(error) ? 'quota' : 'unavailable' };
  } finally {
    changed();
  }
  return { ok: true };
}

export type NewDream = {
  text: string;
  category: string;
  mood: number;
  intensity: number;
  clarity: number;
  images: Omit<DreamImage, 'id'>[];
};

/** Saves a captured dream (docs/product.md §3.8 format), newest first as the earlier app kept them. */
export function saveDream(dream: NewDream, now = new Date()): WriteResult<{ entry: DreamEntry }> {
  const entry: DreamEntry = {
    id: newId(),
    date: now.toISOString(),
    text: dream.text.trim(),
    category: dream.category,
    mood: dream.mood,
    intensity: dream.intensity,
    clarity: dream.clarity,
    images: dream.images.map((image) => ({ id: newId(), src: image.src, name: image.name })),
    moonPhase: moonPhase(now),
  };
  const result = update((items) => [entry, ...items]);
  return result.ok ? { ok: true, entry } : result;
}

const storedId = (item: unknown) => normalizeEntry(item)?.id;

export function deleteDream(id: string): WriteResult {
  return update((items) => items.filter((item) => storedId(item) !== id));
}

/**
 * Adds imported entries, skipping any whose id is already stored (or repeated in the file); a skipped dream still
 * gains the file's reading links (docs/product.md §1.5.2).
 */
export function importDreams(entries: readonly DreamEntry[]): WriteResult<{ added: number; skipped: number }> {
  let added = 0;
  const result = update((items) => {
    const known = new Set(items.map(storedId).filter((id): id is string => id !== undefined));
    const linksOf = new Map(entries.filter((entry) => entry.readings?.length).map((e) => [e.id, e.readings]));
    const kept = items.map((item) => {
      const id = storedId(item);
      const links = id === undefined ? undefined : linksOf.get(id);
      if (!links || typeof item !== 'object' || item === null) return item;
      return { ...item, readings: mergeLinks((item as { readings?: unknown }).readings, links) };
    });
    const fresh = entries.filter((entry) => {
      if (known.has(entry.id)) return false;
      known.add(entry.id);
      return true;
    });
    added = fresh.length;
    return [...kept, ...fresh];
  });
  return result.ok ? { ok: true, added, skipped: entries.length - added } : result;
}

/** Removes the stored value; the member asks for it explicitly after a corrupt value (and may export it first). */
export function resetDreams(): WriteResult {
  try {
    localStorage.removeItem(DREAM_STORAGE_KEY);
    return { ok: true };
  } catch {
    return { ok: false, reason: 'unavailable' };
  } finally {
    changed();
  }
}
