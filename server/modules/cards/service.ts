import { CARD_THEMES, type CardKey } from '#common/oracle.ts';
import type { Locale } from '#common/locales.ts';
import { localDay, type CardDetail, type CardPage, type CardSummary, type DailyCard } from '#common/schemas/cards.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { drawCard } from '../../oracle/composer.ts';
import { cardByKey, DECK } from '../../oracle/deck/index.ts';
import type { DeckCard } from '../../oracle/deck/types.ts';
import { entriesWithCard } from '../journal/repository.ts';
import { readingsWithCard } from '../questions/repository.ts';
import { cardCounts, dailyCardOf, dailyStreak, insertDailyCard, updateDailyNote, type DailyRow } from './repository.ts';

export const cardNotFound = () => notFound('Card not found');
const dailyCardNotDrawn = () => notFound('Today’s card has not been drawn yet');

export function summaryOf(card: DeckCard, locale: Locale): CardSummary {
  const text = card[locale];
  return { key: card.key, name: text.name, keywords: text.keywords, themes: [...CARD_THEMES[card.key as CardKey]] };
}

export function detailOf(card: DeckCard, locale: Locale): CardDetail {
  const text = card[locale];
  return { ...summaryOf(card, locale), message: text.message, guidance: text.guidance, affirmation: text.affirmation };
}

/** The deck from the same modules readings draw from, in the request's language. */
export function deckIn(locale: Locale): CardSummary[] {
  return DECK.map((card) => summaryOf(card, locale));
}

/** The card and this member's story with it; an unknown key answers 404. */
export async function cardPage(db: Db, userId: string, key: string, locale: Locale): Promise<CardPage> {
  const card = cardByKey(key);
  if (!card) throw cardNotFound();
  const [counts, readings, entries] = await Promise.all([
    cardCounts(db, userId, card.key),
    readingsWithCard(db, userId, card.key),
    entriesWithCard(db, userId, card.key, [card.en.name, card.th.name]),
  ]);
  return {
    card: detailOf(card, locale),
    counts: {
      readings: counts.readings,
      daily: counts.daily,
      total: counts.readings + counts.daily,
      last_drawn_at: counts.lastDrawnAt?.toISOString() ?? null,
    },
    readings: readings.map((row) => ({
      id: row.id,
      question_text: row.questionText,
      created_at: row.createdAt.toISOString(),
    })),
    journal_entries: entries.map((row) => ({ id: row.id, title: row.title, entry_date: row.entryDate })),
  };
}

async function toDailyCard(db: Db, userId: string, row: DailyRow, today: string, locale: Locale): Promise<DailyCard> {
  const card = cardByKey(row.cardKey);
  // Rows only ever hold keys drawn from the deck; a missing one is a programming error.
  if (!card) throw new Error(`daily card ${row.cardKey} is not in the deck`);
  return { day: row.day, card: detailOf(card, locale), note: row.note, streak: await dailyStreak(db, userId, today) };
}

/**
 * The member's card of their local day (docs/product.md, Card of the day): drawn with the readings' fair draw on
 * the first call, the same afterwards. Concurrent first calls each draw, but the unique (user_id, day) row keeps
 * only the first, and every caller then reads that row.
 */
export async function cardOfTheDay(
  db: Db,
  userId: string,
  { zone, now, locale, drawOnly }: { zone: string; now: Date; locale: Locale; drawOnly?: readonly CardKey[] },
): Promise<DailyCard> {
  const day = localDay(now, zone);
  let row = await dailyCardOf(db, userId, day);
  if (!row) {
    await insertDailyCard(db, { userId, day, cardKey: drawCard(drawOnly).key, timeZone: zone });
    row = await dailyCardOf(db, userId, day);
  }
  return toDailyCard(db, userId, row!, day, locale);
}

/** Writes the note on today's card; 404 before the card is drawn. */
export async function noteOnToday(
  db: Db,
  userId: string,
  note: string,
  { zone, now, locale }: { zone: string; now: Date; locale: Locale },
): Promise<DailyCard> {
  const day = localDay(now, zone);
  const row = await updateDailyNote(db, userId, day, note === '' ? null : note);
  if (!row) throw dailyCardNotDrawn();
  return toDailyCard(db, userId, row, day, locale);
}
