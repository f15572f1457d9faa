import { describe, expect, it } from 'vitest';
import { CARDS, THEMES } from '#common/oracle.ts';
import { composeReading } from '../composer.ts';
import { DECK } from './index.ts';

const words = (text: string) => text.trim().split(/\s+/).length;
// A guard for the house rules: no directives a member could take as medical, legal or financial advice.
const FORBIDDEN =
  /\b(medication|prescription|diagnos\w*|lawsuit|sue\b|invest(ment|ing)?\b|stocks?\b|crypto|guaranteed|curse|doom)/i;

describe('the penguin oracle deck', () => {
  it('holds the 44 cards of the card list, in order', () => {
    expect(DECK.map((c) => c.key)).toEqual(CARDS.map((c) => c.key));
  });

  it.each(DECK.map((card) => [card.key, card] as const))('%s is complete in English and Thai', (_key, card) => {
    const listed = CARDS.find((c) => c.key === card.key)!;
    expect(card.en.name).toBe(listed.name);
    for (const text of [card.en, card.th]) {
      expect(text.name.trim()).not.toBe('');
      expect(text.keywords.length).toBeGreaterThanOrEqual(3);
      expect(text.affirmation.trim()).not.toBe('');
      for (const theme of THEMES) expect(text.guidance[theme]?.trim(), `${card.key} ${theme}`).toBeTruthy();
    }
    expect(words(card.en.message)).toBeGreaterThanOrEqual(70);
    expect(words(card.en.message)).toBeLessThanOrEqual(140);
    expect(card.th.message.length).toBeGreaterThan(150);
    const english = [card.en.message, card.en.affirmation, ...Object.values(card.en.guidance)].join(' ');
    expect(english).not.toMatch(FORBIDDEN);
  });

  it('composes a reading whose card line the journal rule can read, in both languages', () => {
    const card = DECK[0]!;
    const en = composeReading({ card, theme: 'love', locale: 'en', categoryName: 'Love & Relationships' });
    expect(en.split('\n')[0]).toBe(`You drew: ${card.en.name}`);
    expect(en).toContain(card.en.guidance.love);
    const th = composeReading({ card, theme: 'general', locale: 'th', categoryName: null });
    expect(th.split('\n')[0]).toBe(`ไพ่ที่คุณจั่วได้: ${card.th.name}`);
    expect(th).toContain(card.th.guidance.general);
  });
});
