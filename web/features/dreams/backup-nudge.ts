import { useSyncExternalStore } from 'react';
import type { DreamEntry } from './dream-entry.ts';

/** What the app remembers about backups, in this browser beside the dreams (docs/product.md, backup nudges). */
export type BackupRecord = {
  /** ISO time of the last backup made here; null if never. */
  lastBackupAt: string | null;
  /** Ids of the dreams in a backup: exported here, or restored from a file. */
  backedUp: string[];
  /** ISO time until which the member asked not to be reminded. */
  dismissedUntil: string | null;
};

export const BACKUP_RECORD_KEY = 'dream-backups';
export const EMPTY_RECORD: BackupRecord = { lastBackupAt: null, backedUp: [], dismissedUntil: null };
/** docs/product.md: remind after this many dreams not in a backup… */
export const NUDGE_AFTER_DREAMS = 5;
/** …or when one of them is older than this… */
export const NUDGE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** …unless dismissed less than this long ago. */
export const DISMISS_FOR_MS = 3 * 24 * 60 * 60 * 1000;

const isIso = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Reads a stored record; anything unreadable counts as no backup ever made (the safe side: it reminds). */
export function parseRecord(raw: string | null): BackupRecord {
  if (!raw) return EMPTY_RECORD;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return EMPTY_RECORD;
    const record = data as Record<string, unknown>;
    return {
      lastBackupAt: isIso(record.lastBackupAt) ? record.lastBackupAt : null,
      backedUp: Array.isArray(record.backedUp) ? record.backedUp.filter((id) => typeof id === 'string') : [],
      dismissedUntil: isIso(record.dismissedUntil) ? record.dismissedUntil : null,
    };
  } catch {
    return EMPTY_RECORD;
  }
}

/** The dreams that are in no backup yet. */
export function notBackedUp(entries: readonly DreamEntry[], record: BackupRecord): DreamEntry[] {
  const known = new Set(record.backedUp);
  return entries.filter((entry) => !known.has(entry.id));
}

/**
 * True when the member should be reminded to back up: 5 or more dreams in no backup (all of them, if never backed
 * up), or one of them older than 7 days; not while a dismissal lasts.
 */
export function backupDue(entries: readonly DreamEntry[], record: BackupRecord, now: Date): boolean {
  if (record.dismissedUntil && Date.parse(record.dismissedUntil) > now.getTime()) return false;
  const pending = notBackedUp(entries, record);
  if (pending.length >= NUDGE_AFTER_DREAMS) return true;
  return pending.some((entry) => now.getTime() - Date.parse(entry.date) >= NUDGE_AFTER_MS);
}

/** After a backup of `entries` (every dream stored then): the nudge goes until new dreams call for it. */
export function withBackup(_record: BackupRecord, entries: readonly DreamEntry[], now: Date): BackupRecord {
  // Only the ids still stored: a deleted dream need not be remembered.
  return { lastBackupAt: now.toISOString(), backedUp: entries.map((entry) => entry.id), dismissedUntil: null };
}

/** After a restore: the dreams of that file are in a backup (the file itself). */
export function withRestored(record: BackupRecord, entries: readonly DreamEntry[]): BackupRecord {
  return { ...record, backedUp: [...new Set([...record.backedUp, ...entries.map((entry) => entry.id)])] };
}

export function withDismissal(record: BackupRecord, now: Date): BackupRecord {
  return { ...record, dismissedUntil: new Date(now.getTime() + DISMISS_FOR_MS).toISOString() };
}

// One record for every component, kept in step with other tabs, as the dream store does.
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: BackupRecord = EMPTY_RECORD;

function readRaw(): string | null {
  try {
    return localStorage.getItem(BACKUP_RECORD_KEY);
  } catch {
    return null;
  }
}

export function getBackupRecord(): BackupRecord {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseRecord(raw);
  }
  return cached;
}

function onStorage(event: StorageEvent) {
  if (event.key === BACKUP_RECORD_KEY || event.key === null) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useBackupRecord(): BackupRecord {
  return useSyncExternalStore(subscribe, getBackupRecord, getBackupRecord);
}

/** Stores a changed record. Failing to (storage full) only means the nudge may show again: never worse. */
export function updateBackupRecord(change: (record: BackupRecord) => BackupRecord) {
  try {
    localStorage.setItem(BACKUP_RECORD_KEY, JSON.stringify(change(getBackupRecord())));
  } catch {
    // the reminder is a convenience; the dreams themselves are untouched
  }
  for (const listener of listeners) listener();
}
