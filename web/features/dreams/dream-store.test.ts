import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DreamEntry } from './dream-entry.ts';
import {
  DREAM_STORAGE_KEY,
  deleteDream,
  getDreamSnapshot,
  importDreams,
  resetDreams,
  saveDream,
  useDreams,
} from './dream-store.ts';

const stored = () => localStorage.getItem(DREAM_STORAGE_KEY);
const storedEntries = () => JSON.parse(stored() ?? '[]') as DreamEntry[];

const newDream = {
  text: '  I flew over a frozen sea  ',
  category: 'journey',
  mood: 8,
  intensity: 6,
  clarity: 3,
  images: [{ src: 'data:image/webp;base64,AAAA', name: 'sea.png' }],
};

function quotaError() {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saveDream', () => {
  it('stores the entry in docs/product.md §3.8 format under dream-entries, newest first', () => {
    localStorage.setItem(
      DREAM_STORAGE_KEY,
      JSON.stringify([{ id: 'old', date: '2024-03-01T08:00:00.000Z', text: 'older' }]),
    );
    const result = saveDream(newDream, new Date('2024-01-26T18:00:00Z'));
    expect(result.ok).toBe(true);
    const [entry, old] = storedEntries();
    expect(old?.id).toBe('old');
    expect(entry).toEqual({
      id: expect.any(String),
      date: '2024-01-26T18:00:00.000Z',
      text: 'I flew over a frozen sea',
      category: 'journey',
      mood: 8,
      intensity: 6,
      clarity: 3,
      images: [{ id: expect.any(String), src: 'data:image/webp;base64,AAAA', name: 'sea.png' }],
      moonPhase: 'Full Moon',
    });
  });

  it('reports a full storage and leaves every saved dream as it was', () => {
    const before = JSON.stringify([{ id: 'kept', date: '2024-03-01T08:00:00.000Z', text: 'kept' }]);
    localStorage.setItem(DREAM_STORAGE_KEY, before);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(saveDream(newDream)).toEqual({ ok: false, reason: 'quota' });
    expect(stored()).toBe(before);
  });

  it('never overwrites a stored value that is not JSON', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, '{"id": "half-written');
    expect(saveDream(newDream)).toEqual({ ok: false, reason: 'corrupt' });
    expect(stored()).toBe('{"id": "half-written');
  });

  it('never overwrites stored JSON that is not a list', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, '{"dreams": []}');
    expect(saveDream(newDream)).toEqual({ ok: false, reason: 'corrupt' });
    expect(deleteDream('x')).toEqual({ ok: false, reason: 'corrupt' });
    expect(importDreams([])).toEqual({ ok: false, reason: 'corrupt' });
    expect(stored()).toBe('{"dreams": []}');
  });

  it('keeps stored items it cannot read untouched when writing', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([{ note: 'not a dream' }, 42]));
    saveDream(newDream);
    expect(JSON.parse(stored()!).slice(1)).toEqual([{ note: 'not a dream' }, 42]);
  });
});

describe('reading', () => {
  it('reads entries the earlier app wrote: numeric ids, no mood, no moon phase', () => {
    localStorage.setItem(
      DREAM_STORAGE_KEY,
      JSON.stringify([
        { id: 1706292000000, date: '2024-01-26T18:00:00.000Z', text: 'legacy', category: 'mundane', images: [] },
      ]),
    );
    const snapshot = getDreamSnapshot();
    expect(snapshot.status).toBe('ok');
    if (snapshot.status !== 'ok') return;
    expect(snapshot.entries[0]).toMatchObject({ id: '1706292000000', moonPhase: 'Full Moon', text: 'legacy' });
    expect(snapshot.entries[0]?.mood).toBeUndefined();
    expect(snapshot.unreadable).toBe(0);
  });

  it('reports a corrupt value with its raw text, and blocked storage as unavailable', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, 'not json');
    const { result, unmount } = renderHook(() => useDreams());
    expect(result.current).toEqual({ status: 'corrupt', raw: 'not json', usedChars: 'dream-entries'.length + 8 });
    unmount();

    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const blocked = renderHook(() => useDreams());
    expect(blocked.result.current).toEqual({ status: 'unavailable' });
  });

  it('follows writes from this tab and from other tabs (the storage event)', () => {
    const { result } = renderHook(() => useDreams());
    expect(result.current).toMatchObject({ status: 'ok', entries: [] });

    act(() => void saveDream(newDream));
    expect(result.current.status === 'ok' && result.current.entries).toHaveLength(1);

    act(() => {
      localStorage.setItem(DREAM_STORAGE_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: DREAM_STORAGE_KEY }));
    });
    expect(result.current).toMatchObject({ status: 'ok', entries: [] });
  });
});

describe('deleteDream, importDreams and resetDreams', () => {
  const entry = (id: string): DreamEntry => ({
    id,
    date: '2024-05-01T06:00:00.000Z',
    text: `dream ${id}`,
    category: 'visionary',
    mood: 5,
    intensity: 5,
    clarity: 5,
    images: [],
    moonPhase: 'Waxing Gibbous',
  });

  it('deletes by id', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([entry('a'), entry('b')]));
    expect(deleteDream('a').ok).toBe(true);
    expect(storedEntries().map((dream) => dream.id)).toEqual(['b']);
  });

  it('imports new entries and skips ids already stored or repeated', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([entry('a')]));
    expect(importDreams([entry('a'), entry('b'), entry('b'), entry('c')])).toEqual({ ok: true, added: 2, skipped: 2 });
    expect(storedEntries().map((dream) => dream.id)).toEqual(['a', 'b', 'c']);
  });

  it('imports nothing when storage is full', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, JSON.stringify([entry('a')]));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    expect(importDreams([entry('b')])).toEqual({ ok: false, reason: 'quota' });
    expect(storedEntries().map((dream) => dream.id)).toEqual(['a']);
  });

  it('resets only on request', () => {
    localStorage.setItem(DREAM_STORAGE_KEY, 'garbage');
    expect(resetDreams().ok).toBe(true);
    expect(stored()).toBeNull();
  });
});
