import { describe, expect, it } from 'vitest';
import { buildBackup, type DreamEntry, normalizeEntry, parseBackup } from './dream-entry.ts';

const dream: DreamEntry = {
  id: 'd1',
  date: '2024-05-01T06:00:00.000Z',
  text: 'A lighthouse made of ice',
  category: 'visionary',
  mood: 7,
  intensity: 4,
  clarity: 9,
  images: [{ id: 'i1', src: 'data:image/webp;base64,UklGRg==', name: 'lighthouse.webp' }],
  moonPhase: 'Waxing Gibbous',
};

describe('normalizeEntry', () => {
  it('keeps a complete entry as it is', () => {
    expect(normalizeEntry(dream)).toEqual(dream);
  });

  it('refuses an entry without id or with an impossible date', () => {
    expect(normalizeEntry({ ...dream, id: '' })).toBeNull();
    expect(normalizeEntry({ ...dream, date: 'yesterday' })).toBeNull();
    expect(normalizeEntry('dream')).toBeNull();
  });

  it('drops slider values outside 1-10 and pictures that are not embedded', () => {
    const entry = normalizeEntry({
      ...dream,
      mood: 11,
      images: [...dream.images, { id: 'x', src: 'https://example.com/track.png', name: 'remote' }],
    });
    expect(entry?.mood).toBeUndefined();
    expect(entry?.images).toEqual(dream.images);
  });
});

describe('parseBackup', () => {
  it('reads back what buildBackup wrote', () => {
    expect(parseBackup(buildBackup([dream]))).toEqual({ ok: true, entries: [dream] });
  });

  it('accepts a bare list, as the earlier app stored dream-entries', () => {
    expect(parseBackup(JSON.stringify([dream]))).toEqual({ ok: true, entries: [dream] });
  });

  it('refuses text that is not JSON, JSON that is not a backup, and any bad entry', () => {
    expect(parseBackup('{oops')).toEqual({ ok: false, problem: 'notJson' });
    expect(parseBackup('{"dreams": []}')).toEqual({ ok: false, problem: 'notBackup' });
    expect(parseBackup(JSON.stringify([dream, { id: 'no-date' }]))).toEqual({
      ok: false,
      problem: 'badEntry',
      position: 2,
    });
  });

  it('refuses a file whose picture points at the network', () => {
    const remote = { ...dream, images: [{ id: 'x', src: 'https://example.com/track.png', name: 'x' }] };
    expect(parseBackup(JSON.stringify([remote]))).toMatchObject({ ok: false, problem: 'badEntry' });
  });
});
