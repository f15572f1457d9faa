import { CARD_KEYS } from '#common/oracle.ts';
import { CARDS_A } from './cards-a.ts';
import { CARDS_B1 } from './cards-b1.ts';
import { CARDS_B2 } from './cards-b2.ts';
import { CARDS_B3 } from './cards-b3.ts';
import type { DeckCard } from './types.ts';

/** The 44 cards of the penguin oracle deck, in the order of common/oracle.ts. */
export const DECK: readonly DeckCard[] = [...CARDS_A, ...CARDS_B1, ...CARDS_B2, ...CARDS_B3];

const byKey = new Map(DECK.map((card) => [card.key as string, card]));

export function cardByKey(key: string): DeckCard | undefined {
  return byKey.get(key);
}

// A deck out of step with the card list is a programming error: fail at start-up, not mid-reading.
if (DECK.length !== CARD_KEYS.length || DECK.some((card, i) => card.key !== CARD_KEYS[i])) {
  throw new Error('The oracle deck does not match common/oracle.ts CARDS');
}
