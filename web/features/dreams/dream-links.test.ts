import { beforeEach, describe, expect, it } from 'vitest';
import {
  dreamAskedAbout,
  dreamOfReading,
  linkReadingToDream,
  normalizeLinks,
  rememberReadingCard,
} from '#web/lib/dream-threads.ts';
import { buildBackup, type DreamEntry, parseBackup } from './dream-entry.ts';
import { DREAM_STORAGE_KEY, getDreamSnapshot, importDreams } from './dream-store.ts';

// docs/product.md §1.5.2: the dream → reading link lives in the dream's own record on this device, and in backups.
const Q1 = '3f2b8c1e-7d4a-4e6b-9a10-1c2d3e4f5a61';
const Q2 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c62';
const lantern = { key: 'lantern', name: 'The Lantern', name_th: 'ตะเกียง' };

const dream: DreamEntry = {
  id: 'night-1',
  date: '2026-11-20T05:30:00.000Z',
  text: 'A violet walrus sang under the bridge',
  category: 'visionary',
  mood: 6,
  intensity: 8,
  clarity: 7,
  images: [],
  moonPhase: 'Full Moon',
};

const stored = () => JSON.parse(localStorage.getItem(DREAM_STORAGE_KEY) ?? '[]') as Record<string, unknown>[];

beforeEach(() => {
  localStorage.clear();
});

describe('reading links on the device', () => {
  it('keeps the question id in the dream record and finds the dream of a reading', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([dream, { ...dream, id: 'night-2' }]));
    expect(linkReadingToDream('night-1', Q1, new Date('2026-11-20T07:00:00Z'))).toBe(true);
    expect(stored()[0]!.readings).toEqual([{ questionId: Q1, askedAt: '2026-11-20T07:00:00.000Z' }]);
    expect(stored()[1]!.readings).toBeUndefined();
    // Asked again (the same reading): kept once.
    linkReadingToDream('night-1', Q1);
    expect(stored()[0]!.readings).toHaveLength(1);

    expect(dreamOfReading(Q1)).toMatchObject({ dreamId: 'night-1', date: dream.date });
    expect(dreamOfReading(Q2)).toBeNull();
    // The store's snapshot sees the link at once.
    const entry = getDreamSnapshot().status === 'ok' ? (getDreamSnapshot() as { entries: DreamEntry[] }).entries : [];
    expect(entry[0]!.readings).toEqual([{ questionId: Q1, askedAt: '2026-11-20T07:00:00.000Z' }]);
  });

  it('remembers the card of a linked reading once, and nothing for a reading of no dream', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([dream]));
    linkReadingToDream('night-1', Q1);
    expect(rememberReadingCard(Q1, lantern)).toBe(true);
    expect(rememberReadingCard(Q1, lantern)).toBe(false);
    expect(rememberReadingCard(Q2, lantern)).toBe(false);
    expect(dreamOfReading(Q1)?.link.card).toEqual(lantern);
  });

  it('links nothing for an unknown dream, a bad question id or an unreadable log', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([dream]));
    expect(linkReadingToDream('no-such-dream', Q1)).toBe(false);
    expect(linkReadingToDream('night-1', 'not-a-uuid')).toBe(false);
    expect(stored()[0]!.readings).toBeUndefined();
    localStorage.setItem(DREAM_STORAGE_KEY, '{broken');
    expect(linkReadingToDream('night-1', Q1)).toBe(false);
    expect(localStorage.getItem(DREAM_STORAGE_KEY)).toBe('{broken');
    expect(dreamOfReading(Q1)).toBeNull();
  });

  it('ignores corrupt links (wrong type, bad id or date, a foreign card) and keeps the good ones', () => {
    expect(normalizeLinks('everything')).toEqual([]);
    expect(normalizeLinks(undefined)).toEqual([]);
    expect(
      normalizeLinks([
        null,
        42,
        { questionId: 7, askedAt: '2026-11-20T07:00:00Z' },
        { questionId: "1'; drop table questions; --", askedAt: '2026-11-20T07:00:00Z' },
        { questionId: Q2, askedAt: 'tomorrow' },
        { questionId: Q1, askedAt: '2026-11-21T07:00:00Z', card: { key: 'https://evil.example/x', name: 1 } },
      ]),
    ).toEqual([{ questionId: Q1, askedAt: '2026-11-21T07:00:00Z' }]);
  });

  it('reads the dream id of an ask page opened from a dream only from a well-formed history state', () => {
    expect(dreamAskedAbout({ fromDream: 'night-1' })).toBe('night-1');
    expect(dreamAskedAbout(null)).toBeNull();
    expect(dreamAskedAbout({ fromDream: 3 })).toBeNull();
    expect(dreamAskedAbout('night-1')).toBeNull();
  });
});

describe('backups with reading links', () => {
  const linked: DreamEntry = {
    ...dream,
    readings: [{ questionId: Q1, askedAt: '2026-11-20T07:00:00.000Z', card: lantern }],
  };

  it('exports version 2 with the links, and imports them back', () => {
    const file = JSON.parse(buildBackup([linked], new Date('2026-11-25T00:00:00Z')));
    expect(file).toMatchObject({ format: 'penguin-oracle-dreams', version: 2 });
    expect(file.dreams[0].readings).toEqual(linked.readings);
    const parsed = parseBackup(JSON.stringify(file));
    expect(parsed).toEqual({ ok: true, entries: [linked] });
    expect(importDreams(parsed.ok ? parsed.entries : [])).toEqual({ ok: true, added: 1, skipped: 0 });
    expect(dreamOfReading(Q1)).toMatchObject({ dreamId: 'night-1', link: { card: lantern } });
  });

  it('still imports a version 1 file without links', () => {
    const file = JSON.stringify({
      format: 'penguin-oracle-dreams',
      version: 1,
      exportedAt: dream.date,
      dreams: [dream],
    });
    expect(parseBackup(file)).toEqual({ ok: true, entries: [dream] });
  });

  it('imports a dream whose links are corrupt, without them, never failing the file', () => {
    const file = JSON.stringify({
      format: 'penguin-oracle-dreams',
      version: 2,
      dreams: [
        { ...dream, readings: 'lots' },
        { ...dream, id: 'night-2', readings: [{ questionId: 'x' }, { questionId: Q2, askedAt: dream.date }] },
      ],
    });
    const parsed = parseBackup(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.entries[0]!.readings).toBeUndefined();
    expect(parsed.entries[1]!.readings).toEqual([{ questionId: Q2, askedAt: dream.date }]);
  });

  it('adds the file’s links to a dream already on the device (counted as already there)', () => {
    localStorage.setItem(
      DREAM_STORAGE_KEY,
      JSON.stringify([{ ...dream, readings: [{ questionId: Q2, askedAt: dream.date }] }]),
    );
    expect(importDreams([linked])).toEqual({ ok: true, added: 0, skipped: 1 });
    expect(normalizeLinks(stored()[0]!.readings).map((link) => link.questionId)).toEqual([Q2, Q1]);
  });
});
