import { describe, expect, it } from 'vitest';
import { CARDS, titleFromReading } from './oracle.ts';

describe('the card list', () => {
  it('has 44 cards with unique keys', () => {
    expect(CARDS).toHaveLength(44);
    expect(new Set(CARDS.map((c) => c.key)).size).toBe(44);
  });
});

describe('titleFromReading (docs/product.md §4.9 journal title rule)', () => {
  it.each([
    ['You drew: First Light\n\nA message…', 'First Light'],
    ['The card: The Huddle.\nMore', 'The Huddle'],
    ['Today you pulled: Moon Watch', 'Moon Watch'],
    ['ไพ่ที่คุณจั่วได้: แสงแรกแห่งรุ่งอรุณ\n\nข้อความ', 'แสงแรกแห่งรุ่งอรุณ'],
    ['YOU DREW:   Still Water  ', 'Still Water'],
  ])('finds the card name in %j', (answer, title) => {
    expect(titleFromReading(answer, 'Any question')).toBe(title);
  });

  it('falls back to the first 50 characters of the question and an ellipsis', () => {
    const question = 'Where should I put my energy in the coming weeks, and what should I let go of?';
    expect(titleFromReading('An answer without a marker', question)).toBe(`${question.slice(0, 50)}…`);
    expect(titleFromReading(null, 'Short')).toBe('Short…');
  });
});
