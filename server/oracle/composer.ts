import { randomInt } from 'node:crypto';
import type { Locale } from '#common/locales.ts';
import type { CardKey, Theme } from '#common/oracle.ts';
import type { Helpline } from '#common/schemas/care.ts';
import { DECK } from './deck/index.ts';
import type { DeckCard } from './deck/types.ts';

/**
 * Draws one card with a cryptographic random source, from the whole deck, or from `only` (end-to-end tests set
 * ORACLE_DRAW_ONLY so a repeated card, and its story line, is certain).
 */
export function drawCard(only?: readonly CardKey[]): DeckCard {
  const deck = only?.length ? DECK.filter((card) => only.includes(card.key)) : DECK;
  return deck[randomInt(deck.length)]!;
}

export type ReadingInput = {
  card: DeckCard;
  theme: Theme;
  locale: Locale;
  categoryName: string | null;
  /** The help lines, when the question screened as crisis and the member chose to continue (docs/care.md). */
  care?: Helpline[];
};

const TEXT = {
  en: {
    // The journal title rule (docs/product.md §4.9) finds the card after "drew:".
    drew: (name: string) => `You drew: ${name}`,
    guidanceFor: (category: string | null) => (category ? `For your question about ${category}` : 'For your question'),
    reflectionTitle: 'A reflection to carry',
    reflections: [
      (word: string) =>
        `Sit quietly for a few breaths with the word “${word}”. Where is it already present in your life?`,
      (word: string) => `Before you sleep tonight, ask yourself what “${word}” would ask of you tomorrow.`,
      (word: string) => `Write one sentence about “${word}” and keep it somewhere you will see it this week.`,
      (word: string) => `Notice one small moment today that feels like “${word}”, and let it be enough.`,
    ],
    affirmation: 'Affirmation',
    care: (lines: string) =>
      `If your heart is heavy right now, you do not have to carry it alone: ${lines} will listen.`,
    or: ' or ',
  },
  th: {
    // "ไพ่ที่คุณจั่วได้:" is our Thai marker for the journal title rule (common/oracle.ts).
    drew: (name: string) => `ไพ่ที่คุณจั่วได้: ${name}`,
    guidanceFor: (category: string | null) => (category ? `สำหรับคำถามเรื่อง${category}` : 'สำหรับคำถามของคุณ'),
    reflectionTitle: 'ข้อคิดติดตัว',
    reflections: [
      (word: string) => `ลองหายใจช้า ๆ สักครู่กับคำว่า “${word}” แล้วสังเกตว่าคำนี้มีอยู่แล้วตรงไหนในชีวิตของคุณ`,
      (word: string) => `ก่อนนอนคืนนี้ ลองถามตัวเองว่า “${word}” อยากชวนให้คุณทำอะไรในวันพรุ่งนี้`,
      (word: string) => `เขียนประโยคสั้น ๆ หนึ่งประโยคเกี่ยวกับ “${word}” แล้ววางไว้ในที่ที่คุณจะเห็นตลอดสัปดาห์นี้`,
      (word: string) => `วันนี้ลองสังเกตช่วงเวลาเล็ก ๆ สักครั้งที่ให้ความรู้สึกถึง “${word}” และปล่อยให้แค่นั้นก็เพียงพอ`,
    ],
    affirmation: 'คำยืนยันเชิงบวก',
    care: (lines: string) => `ถ้าตอนนี้ใจของคุณหนักเกินไป คุณไม่ต้องแบกไว้คนเดียว โทรคุยได้ที่ ${lines}`,
    or: ' หรือ ',
  },
} as const;

/** One short line naming the first two help lines that have a number; above the card, never instead of it. */
export function careLine(care: Helpline[] | undefined, locale: Locale): string | null {
  const lines = (care ?? []).filter((line) => line.phone).slice(0, 2);
  if (lines.length === 0) return null;
  return TEXT[locale].care(lines.map((line) => `${line.name} ${line.phone}`).join(TEXT[locale].or));
}

/** The card's name line, the one the journal title rule reads (docs/product.md §4.9). */
export function drawnLine(card: DeckCard, locale: Locale): string {
  return TEXT[locale].drew(card[locale].name);
}

/** Composes a whole reading from the deck, in the member's language. */
export function composeReading({ card, theme, locale, categoryName, care }: ReadingInput): string {
  const text = TEXT[locale];
  const content = card[locale];
  const keyword = content.keywords[randomInt(content.keywords.length)] ?? content.name;
  const reflection = text.reflections[randomInt(text.reflections.length)]!(keyword);
  return [
    careLine(care, locale),
    drawnLine(card, locale),
    content.message,
    `${text.guidanceFor(categoryName)}: ${content.guidance[theme]}`,
    `${text.reflectionTitle}: ${reflection}`,
    `${text.affirmation}: “${content.affirmation}”`,
  ]
    .filter((part) => part !== null)
    .join('\n\n');
}

/** A reading whose interpretation was written by the language model; the card and affirmation stay the deck's. */
export function composeWithInterpretation({ card, locale, care }: ReadingInput, interpretation: string): string {
  return [
    careLine(care, locale),
    drawnLine(card, locale),
    interpretation.trim(),
    `${TEXT[locale].affirmation}: “${card[locale].affirmation}”`,
  ]
    .filter((part) => part !== null)
    .join('\n\n');
}
