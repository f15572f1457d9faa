import { isMoonPhase, moonPhase, sliderValue } from '#common/dreams.ts';
import { type DreamReadingLink, normalizeLinks } from '#web/lib/dream-threads.ts';

/** docs/product.md §3.8 Dream entry, as kept in localStorage `dream-entries` (and as the earlier app wrote it). */
export type DreamImage = { id: string; src: string; name: string };
export type DreamEntry = {
  id: string;
  /** ISO timestamp of the capture. */
  date: string;
  text: string;
  /** One of DREAM_CATEGORIES, or '' when the member picked none (an unknown value is kept as written). */
  category: string;
  /** Emotional tone, 1-10; may be missing in entries written by the earlier app. */
  mood?: number;
  intensity?: number;
  clarity?: number;
  images: DreamImage[];
  /** The English phase name (docs/product.md §4.10), as the earlier app stored it; translated when shown. */
  moonPhase: string;
  /** Readings asked about this dream (docs/product.md §1.5.2), kept only here; absent in older entries. */
  readings?: DreamReadingLink[];
};

/** Only embedded pictures: a remote `src` would make the browser fetch it, and dream data never goes over the network. */
const EMBEDDED_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function normalizeImage(raw: unknown, index: number): DreamImage | null {
  if (!isRecord(raw) || typeof raw.src !== 'string' || !EMBEDDED_IMAGE.test(raw.src)) return null;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : `image-${index}`;
  return { id, src: raw.src, name: typeof raw.name === 'string' ? raw.name : '' };
}

/**
 * Reads one stored or imported entry. Lenient where the earlier app may differ (a numeric id, a missing mood,
 * no moon phase); null when the entry has no id or no valid date. With `strict`, an image that is not an
 * embedded picture also refuses the entry (used for imports, so a file cannot smuggle in remote URLs).
 */
export function normalizeEntry(raw: unknown, { strict = false } = {}): DreamEntry | null {
  if (!isRecord(raw)) return null;
  const id =
    typeof raw.id === 'string' || (typeof raw.id === 'number' && Number.isFinite(raw.id)) ? String(raw.id) : '';
  if (!id.trim()) return null;
  if (typeof raw.date !== 'string' || Number.isNaN(Date.parse(raw.date))) return null;
  if (raw.text !== undefined && typeof raw.text !== 'string') return null;
  if (raw.images !== undefined && !Array.isArray(raw.images)) return null;

  const rawImages: unknown[] = Array.isArray(raw.images) ? raw.images : [];
  const images = rawImages.map(normalizeImage);
  if (strict && images.some((image) => image === null)) return null;

  const entry: DreamEntry = {
    id,
    date: raw.date,
    text: typeof raw.text === 'string' ? raw.text : '',
    category: typeof raw.category === 'string' ? raw.category : '',
    images: images.filter((image): image is DreamImage => image !== null),
    moonPhase:
      typeof raw.moonPhase === 'string' && raw.moonPhase.trim() ? raw.moonPhase : moonPhase(new Date(raw.date)),
  };
  for (const key of ['mood', 'intensity', 'clarity'] as const) {
    const value = sliderValue(raw[key]);
    if (value !== undefined) entry[key] = value;
  }
  // A corrupt link is left out, never a reason to refuse the dream (an import stays all-or-nothing on dreams only).
  const readings = normalizeLinks(raw.readings);
  if (readings.length) entry.readings = readings;
  return entry;
}

/** The phase to translate, or null for a text this app does not know (shown as written). */
export function knownMoonPhase(entry: Pick<DreamEntry, 'moonPhase'>) {
  return isMoonPhase(entry.moonPhase) ? entry.moonPhase : null;
}

/** Newest first, by capture date. */
export function newestFirst(entries: readonly DreamEntry[]): DreamEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** An id for a new entry or image; `crypto.randomUUID` exists only in secure contexts. */
export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export const BACKUP_FORMAT = 'penguin-oracle-dreams';
/** 2 adds each dream's `readings` (docs/product.md §1.5.2); version 1 files, without links, still import. */
export const BACKUP_VERSION = 2;

/** The backup file: every readable dream, in the entry format of docs/product.md §3.8, with its reading links. */
export function buildBackup(entries: readonly DreamEntry[], now = new Date()): string {
  return JSON.stringify(
    { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: now.toISOString(), dreams: entries },
    null,
    2,
  );
}

export type BackupProblem = 'notJson' | 'notBackup' | 'badEntry';
export type ParsedBackup =
  { ok: true; entries: DreamEntry[] } | { ok: false; problem: BackupProblem; position?: number };

/**
 * Validates a backup file: our own export, or a bare array of entries (a raw `dream-entries` value of the
 * earlier app). One bad entry refuses the whole file, so an import never half-happens.
 */
export function parseBackup(text: string): ParsedBackup {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  let items: unknown;
  if (Array.isArray(data)) items = data;
  else if (isRecord(data) && data.format === BACKUP_FORMAT && Array.isArray(data.dreams)) items = data.dreams;
  else return { ok: false, problem: 'notBackup' };

  const entries: DreamEntry[] = [];
  for (const [index, item] of (items as unknown[]).entries()) {
    const entry = normalizeEntry(item, { strict: true });
    if (!entry) return { ok: false, problem: 'badEntry', position: index + 1 };
    entries.push(entry);
  }
  return { ok: true, entries };
}
