import type { CardKey, Theme } from '#common/oracle.ts';

/** One language's text of a card. */
export type CardText = {
  /** The card's name. */
  name: string;
  /** Three to five keywords. */
  keywords: string[];
  /** About 100 words: the card's message, warm and gentle, never fatalistic. */
  message: string;
  /** Two or three sentences of guidance for each category theme. */
  guidance: Record<Theme, string>;
  /** One short first-person affirmation. */
  affirmation: string;
};

export type DeckCard = { key: CardKey; en: CardText; th: CardText };
