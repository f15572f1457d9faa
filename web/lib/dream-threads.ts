import { useSyncExternalStore } from 'react';

/**
 * docs/product.md §1.5.2 Night to morning: the link from a dream to the readings asked about it. It lives only in
 * the dream's own record in this browser's `localStorage['dream-entries']` (docs/product.md §3.8), never on the
 * server: neither the dream's text nor its id goes into any request. Shared here because the ask and reading pages
 * write and read it, and features never import each other.
 */
export const DREAM_STORAGE_KEY = 'dream-entries';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How "Ask the oracle about this dream" tells the ask page which dream it came from: in the browser's history state
 * (this tab's session history, on the device), not in the URL, so no request, Referer or reload carries the id.
 */
export type AskFromDreamState = { fromDream: string };

/** The dream id of an ask page opened from a dream, or null. */
export function dreamAskedAbout(state: unknown): string | null {
  return isRecord(state) && typeof state.fromDream === 'string' && state.fromDream ? state.fromDream : null;
}

/** What a dream keeps of a reading asked about it: the question's id, when it was asked and, once seen, its card. */
export type DreamReadingLink = {
  questionId: string;
  /** ISO timestamp of the ask. */
  askedAt: string;
  /** The card drawn, remembered when this device showed the answered reading (names as the server gave them). */
  card?: { key: string; name: string; name_th: string };
};

/** The server's question ids are UUIDs (server/http/row-id.ts); anything else cannot be one of the member's readings. */
const QUESTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CARD_KEY = /^[a-z0-9-]{1,64}$/;
const MAX_LINKS = 50;

function normalizeCard(raw: unknown): DreamReadingLink['card'] {
  if (!isRecord(raw) || typeof raw.key !== 'string' || !CARD_KEY.test(raw.key)) return undefined;
  if (typeof raw.name !== 'string' || typeof raw.name_th !== 'string') return undefined;
  return { key: raw.key, name: raw.name.slice(0, 100), name_th: raw.name_th.slice(0, 100) };
}

/** One stored or imported link, or null when it is not one (a wrong type, a bad id or date): it is then left out. */
export function normalizeLink(raw: unknown): DreamReadingLink | null {
  if (!isRecord(raw)) return null;
  if (typeof raw.questionId !== 'string' || !QUESTION_ID.test(raw.questionId)) return null;
  if (typeof raw.askedAt !== 'string' || Number.isNaN(Date.parse(raw.askedAt))) return null;
  const link: DreamReadingLink = { questionId: raw.questionId.toLowerCase(), askedAt: raw.askedAt };
  const card = normalizeCard(raw.card);
  if (card) link.card = card;
  return link;
}

/**
 * A dream's `readings`: the valid links, once each, oldest first. Anything else (missing in older entries and
 * exports, not an array, corrupt items) reads as no links, never as an error.
 */
export function normalizeLinks(raw: unknown): DreamReadingLink[] {
  if (!Array.isArray(raw)) return [];
  const byId = new Map<string, DreamReadingLink>();
  for (const item of raw.slice(0, MAX_LINKS * 2)) {
    const link = normalizeLink(item);
    if (!link) continue;
    const known = byId.get(link.questionId);
    byId.set(link.questionId, known ? { ...known, card: known.card ?? link.card } : link);
  }
  return [...byId.values()].sort((a, b) => Date.parse(a.askedAt) - Date.parse(b.askedAt)).slice(0, MAX_LINKS);
}

/** The union of two link lists (an import into a device that already holds the dream). */
export function mergeLinks(a: unknown, b: unknown): DreamReadingLink[] {
  return normalizeLinks([...normalizeLinks(a), ...normalizeLinks(b)]);
}

const storedId = (item: unknown) =>
  isRecord(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? String(item.id) : undefined;

// Written here, read by the dream store's snapshot: it is told so that open dream pages follow at once.
const writeListeners = new Set<() => void>();
let version = 0;

/** Calls `listener` after this module changed `dream-entries`; returns the unsubscribe. */
export function onDreamLinksWritten(listener: () => void) {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function readItems(): unknown[] | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY) ?? 'null');
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Changes the stored item of one dream; false when the log cannot be read or written or holds no such dream. */
function updateDream(dreamId: string, change: (item: Record<string, unknown>) => Record<string, unknown>) {
  const items = readItems();
  if (!items) return false;
  const index = items.findIndex((item) => storedId(item) === dreamId);
  const item = items[index];
  if (!isRecord(item)) return false;
  const next = [...items];
  next[index] = change(item);
  try {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  version += 1;
  for (const listener of writeListeners) listener();
  return true;
}

/** Keeps "this reading was asked about that dream" in the dream's record. */
export function linkReadingToDream(dreamId: string, questionId: string, now = new Date()): boolean {
  const link = normalizeLink({ questionId, askedAt: now.toISOString() });
  if (!link) return false;
  return updateDream(dreamId, (item) => ({ ...item, readings: mergeLinks(item.readings, [link]) }));
}

export type DreamOfReading = { dreamId: string; date: string; link: DreamReadingLink };

/** The dream on this device that a reading was asked about, or null (another device, or no dream). */
export function dreamOfReading(questionId: string): DreamOfReading | null {
  const wanted = questionId.toLowerCase();
  for (const item of readItems() ?? []) {
    if (!isRecord(item) || typeof item.date !== 'string' || Number.isNaN(Date.parse(item.date))) continue;
    const id = storedId(item);
    const link = normalizeLinks(item.readings).find((candidate) => candidate.questionId === wanted);
    if (id && link) return { dreamId: id, date: item.date, link };
  }
  return null;
}

/** Remembers the card of a linked reading once it is answered, so the dream pages can name it without asking. */
export function rememberReadingCard(questionId: string, card: NonNullable<DreamReadingLink['card']>): boolean {
  const found = dreamOfReading(questionId);
  if (!found || found.link.card?.key === card.key) return false;
  return updateDream(found.dreamId, (item) => ({
    ...item,
    readings: normalizeLinks(item.readings).map((link) =>
      link.questionId === found.link.questionId ? { ...link, card: normalizeCard(card) } : link,
    ),
  }));
}

function subscribe(listener: () => void) {
  // Whatever changed while nothing listened (the log deleted the dream, another tab wrote) is read afresh now.
  version += 1;
  const stop = onDreamLinksWritten(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DREAM_STORAGE_KEY || event.key === null) {
      version += 1;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

// One answer per reading until something writes the dreams, so a render does not re-read the whole log.
const cache = new Map<string, { version: number; value: DreamOfReading | null }>();

/** The dream of a reading on this device, kept current when the link is written here or in another tab. */
export function useDreamOfReading(questionId: string): DreamOfReading | null {
  const read = () => {
    const hit = cache.get(questionId);
    if (hit && hit.version === version) return hit.value;
    const value = dreamOfReading(questionId);
    cache.set(questionId, { version, value });
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}
