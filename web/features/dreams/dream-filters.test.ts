import { describe, expect, it } from 'vitest';
import type { DreamEntry } from './dream-entry.ts';
import { filterDreams, filtersActive, localDay, NO_FILTERS } from './dream-filters.ts';

const at = (id: string, localDate: [number, number, number], text: string, category: string): DreamEntry => ({
  id,
  // Local noon, so the day is the same in every time zone the tests run in.
  date: new Date(localDate[0], localDate[1] - 1, localDate[2], 12).toISOString(),
  text,
  category,
  images: [],
  moonPhase: 'New Moon',
});

const dreams = [
  at('a', [2025, 3, 1], 'A whale sang under the ICE', 'encounter'),
  at('b', [2025, 3, 5], 'Lost keys, again', 'mundane'),
  at('c', [2025, 3, 9], 'The ice cracked and I ran', 'nightmare'),
];
const ids = (list: DreamEntry[]) => list.map((dream) => dream.id);

describe('filterDreams', () => {
  it('finds text case-insensitively', () => {
    expect(ids(filterDreams(dreams, { ...NO_FILTERS, q: ' ice ' }))).toEqual(['a', 'c']);
  });

  it('filters by category', () => {
    expect(ids(filterDreams(dreams, { ...NO_FILTERS, category: 'nightmare' }))).toEqual(['c']);
  });

  it('applies dates only when both are set, inclusive, either way round', () => {
    expect(ids(filterDreams(dreams, { ...NO_FILTERS, from: '2025-03-05' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterDreams(dreams, { ...NO_FILTERS, to: '2025-03-01' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterDreams(dreams, { ...NO_FILTERS, from: '2025-03-05', to: '2025-03-09' }))).toEqual(['b', 'c']);
    expect(ids(filterDreams(dreams, { ...NO_FILTERS, from: '2025-03-05', to: '2025-03-01' }))).toEqual(['a', 'b']);
  });

  it('combines filters', () => {
    expect(
      ids(filterDreams(dreams, { q: 'ice', category: 'encounter', from: '2025-03-01', to: '2025-03-31' })),
    ).toEqual(['a']);
  });
});

describe('filtersActive and localDay', () => {
  it('counts a date range only when complete', () => {
    expect(filtersActive(NO_FILTERS)).toBe(false);
    expect(filtersActive({ ...NO_FILTERS, from: '2025-03-01' })).toBe(false);
    expect(filtersActive({ ...NO_FILTERS, from: '2025-03-01', to: '2025-03-02' })).toBe(true);
    expect(filtersActive({ ...NO_FILTERS, q: '  ' })).toBe(false);
  });

  it('gives the local calendar day', () => {
    expect(localDay(new Date(2025, 0, 31, 23, 30).toISOString())).toBe('2025-01-31');
  });
});
