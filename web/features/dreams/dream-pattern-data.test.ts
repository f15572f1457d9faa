import { describe, expect, it } from 'vitest';
import { moonPhase } from '#common/dreams.ts';
import { cardsAfterDreams, dreamWords, levelsByMoonPhase, phaseOf, recurringWords } from './dream-pattern-data.ts';

const UUID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('dream words', () => {
  it('splits English into lower-case words without punctuation, numbers, one-letter words or stop words', () => {
    expect(dreamWords('I dreamt of a Whale, 3 whales; and the OCEAN was dark!', 'en')).toEqual([
      'whale',
      'whales',
      'ocean',
      'dark',
    ]);
  });

  it('splits Thai, written without spaces, into words and leaves out its common words', () => {
    expect(dreamWords('ฉันฝันเห็นงูใหญ่ในแม่น้ำ', 'th')).toEqual(['งู', 'ใหญ่', 'แม่น้ำ']);
  });

  it('reads Thai and English in one dream', () => {
    expect(dreamWords('งูตัวใหญ่ on the bridge', 'en')).toEqual(['งู', 'ใหญ่', 'bridge']);
  });
});

describe('recurring words', () => {
  it('counts the dreams a word appears in and its uses, keeps those in two dreams or more, most dreams first', () => {
    const entries = [
      { text: 'The whale sang. The whale swam under the ice.' },
      { text: 'A whale and a lantern on the ice.' },
      { text: 'A lantern in the snow, then ice again.' },
      { text: 'Only snow.' },
    ];
    expect(recurringWords(entries, 'en')).toEqual([
      { word: 'ice', dreams: 3, times: 3 },
      { word: 'whale', dreams: 2, times: 3 },
      { word: 'lantern', dreams: 2, times: 2 },
      { word: 'snow', dreams: 2, times: 2 },
    ]);
  });

  it('finds the recurring Thai words', () => {
    const entries = [{ text: 'ฉันฝันเห็นงูใหญ่ในแม่น้ำ' }, { text: 'งูสีขาวว่ายน้ำในแม่น้ำ' }, { text: 'ฉันเดินบนสะพานข้ามแม่น้ำ' }];
    const words = recurringWords(entries, 'th');
    expect(words[0]).toEqual({ word: 'แม่น้ำ', dreams: 3, times: 3 });
    expect(words).toContainEqual({ word: 'งู', dreams: 2, times: 2 });
    expect(words.map((word) => word.word)).not.toContain('ฉัน');
  });

  it('has nothing to show for no dreams, empty dreams or words said once', () => {
    expect(recurringWords([], 'en')).toEqual([]);
    expect(recurringWords([{ text: '' }, { text: '   ' }], 'th')).toEqual([]);
    expect(recurringWords([{ text: 'whale whale whale' }], 'en')).toEqual([]);
  });

  it('keeps at most `limit` words', () => {
    const text = Array.from({ length: 40 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`).join(' ');
    expect(recurringWords([{ text }, { text }], 'en', { limit: 5 })).toHaveLength(5);
  });
});

describe('mood and intensity by moon phase', () => {
  it('averages each phase over the dreams that have the level, every phase listed in order', () => {
    const rows = levelsByMoonPhase([
      { date: '2026-01-01T00:00:00Z', moonPhase: 'Full Moon', mood: 8, intensity: 3 },
      { date: '2026-01-02T00:00:00Z', moonPhase: 'Full Moon', mood: 5 },
      { date: '2026-01-03T00:00:00Z', moonPhase: 'New Moon', mood: 2, intensity: 9 },
    ]);
    expect(rows.map((row) => row.phase)).toEqual([
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
    ]);
    expect(rows[4]).toEqual({ phase: 'Full Moon', dreams: 2, mood: 6.5, intensity: 3 });
    expect(rows[0]).toEqual({ phase: 'New Moon', dreams: 1, mood: 2, intensity: 9 });
    expect(rows[1]).toEqual({ phase: 'Waxing Crescent', dreams: 0, mood: null, intensity: null });
  });

  it('works out the phase from the date when the stored one is unknown (the shared moon code)', () => {
    const date = '2026-03-03T12:00:00Z';
    expect(phaseOf({ date, moonPhase: 'Blue Moon' })).toBe(moonPhase(new Date(date)));
    expect(phaseOf({ date, moonPhase: 'New Moon' })).toBe('New Moon');
  });
});

describe('cards after dreams', () => {
  const card = (key: string) => ({ key, name: key.toUpperCase(), name_th: `ไพ่ ${key}` });
  it('lists per category the cards its dreams led to, most often first, and counts the ones not seen here', () => {
    const groups = cardsAfterDreams([
      {
        category: 'nightmare',
        readings: [
          { questionId: UUID(1), askedAt: '2026-01-01T00:00:00Z', card: card('lantern') },
          { questionId: UUID(2), askedAt: '2026-01-02T00:00:00Z' },
        ],
      },
      { category: 'journey', readings: [{ questionId: UUID(3), askedAt: '2026-01-03T00:00:00Z', card: card('tide') }] },
      {
        category: 'nightmare',
        readings: [{ questionId: UUID(4), askedAt: '2026-01-04T00:00:00Z', card: card('lantern') }],
      },
      { category: 'mundane' },
      { category: 'unknown', readings: [{ questionId: UUID(5), askedAt: '2026-01-05T00:00:00Z', card: card('egg') }] },
    ]);
    expect(groups).toEqual([
      { category: 'journey', cards: [{ ...card('tide'), times: 1 }], unseen: 0 },
      { category: 'nightmare', cards: [{ ...card('lantern'), times: 2 }], unseen: 1 },
      { category: '', cards: [{ ...card('egg'), times: 1 }], unseen: 0 },
    ]);
  });

  it('is empty without links', () => {
    expect(cardsAfterDreams([{ category: 'journey' }, { category: 'journey', readings: [] }])).toEqual([]);
  });
});
