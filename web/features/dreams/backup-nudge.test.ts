import { describe, expect, it } from 'vitest';
import {
  backupDue,
  type BackupRecord,
  EMPTY_RECORD,
  parseRecord,
  withBackup,
  withDismissal,
  withRestored,
} from './backup-nudge.ts';
import type { DreamEntry } from './dream-entry.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function dreams(count: number, at = now, prefix = 'd'): DreamEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}${i}`,
    date: at.toISOString(),
    text: `dream ${i}`,
    category: '',
    images: [],
    moonPhase: 'Full Moon',
  }));
}

describe('backup nudges', () => {
  it('reminds a member who never backed up once they have 5 dreams, not before', () => {
    expect(backupDue([], EMPTY_RECORD, now)).toBe(false);
    expect(backupDue(dreams(4), EMPTY_RECORD, now)).toBe(false);
    expect(backupDue(dreams(5), EMPTY_RECORD, now)).toBe(true);
  });

  it('counts only the dreams made since the last backup', () => {
    const backedUp = withBackup(EMPTY_RECORD, dreams(5), daysAgo(1));
    expect(backedUp.lastBackupAt).toBe(daysAgo(1).toISOString());
    expect(backupDue(dreams(5), backedUp, now)).toBe(false);
    const fresh = [...dreams(5), ...dreams(4, now, 'new')];
    expect(backupDue(fresh, backedUp, now)).toBe(false);
    expect(backupDue([...fresh, ...dreams(1, now, 'fifth')], backedUp, now)).toBe(true);
  });

  it('reminds when a dream in no backup is 7 days old, even alone', () => {
    expect(backupDue(dreams(1, daysAgo(6.9)), EMPTY_RECORD, now)).toBe(false);
    expect(backupDue(dreams(1, daysAgo(7)), EMPTY_RECORD, now)).toBe(true);
    // The same old dream, once backed up, no longer counts.
    const old = dreams(1, daysAgo(30));
    expect(backupDue(old, withBackup(EMPTY_RECORD, old, daysAgo(20)), now)).toBe(false);
  });

  it('stays quiet for 3 days after a dismissal, then reminds again', () => {
    const dismissed = withDismissal(EMPTY_RECORD, now);
    expect(backupDue(dreams(8), dismissed, now)).toBe(false);
    expect(backupDue(dreams(8), dismissed, new Date(now.getTime() + 3 * DAY - 1))).toBe(false);
    expect(backupDue(dreams(8), dismissed, new Date(now.getTime() + 3 * DAY))).toBe(true);
  });

  it('a backup ends a dismissal; restored dreams count as backed up', () => {
    const backedUp = withBackup(withDismissal(EMPTY_RECORD, now), dreams(2), now);
    expect(backedUp.dismissedUntil).toBeNull();
    const restored = withRestored(EMPTY_RECORD, dreams(6, daysAgo(40)));
    expect(restored.lastBackupAt).toBeNull();
    expect(backupDue(dreams(6, daysAgo(40)), restored, now)).toBe(false);
  });

  it('reads a stored record leniently: anything unreadable means never backed up', () => {
    const record: BackupRecord = withBackup(EMPTY_RECORD, dreams(2), now);
    expect(parseRecord(JSON.stringify(record))).toEqual(record);
    for (const raw of [null, '', 'not json', '[]', '42', '{"lastBackupAt":"soon","backedUp":"d1"}']) {
      expect(parseRecord(raw)).toEqual(EMPTY_RECORD);
    }
    expect(parseRecord('{"backedUp":["a",3,"b"]}').backedUp).toEqual(['a', 'b']);
  });
});
