import { and, count, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { LIMITS } from '#common/limits.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { dailyCards } from '../../db/schema.ts';
import { readingCardKeys, readingDrawsOf } from '../questions/repository.ts';

export type DailyRow = { day: string; cardKey: string; note: string | null };

/**
 * Records the member's card for `day` unless one is there already: the unique (user_id, day) index makes the first
 * writer win, and a concurrent caller's insert waits for it, then does nothing.
 */
export async function insertDailyCard(
  db: Db,
  row: { userId: string; day: string; cardKey: string; timeZone: string },
): Promise<void> {
  await db
    .insert(dailyCards)
    .values(row)
    .onConflictDoNothing({ target: [dailyCards.userId, dailyCards.day] });
}

export async function dailyCardOf(db: Db, userId: string, day: string): Promise<DailyRow | undefined> {
  const [row] = await db
    .select({ day: dailyCards.day, cardKey: dailyCards.cardKey, note: dailyCards.note })
    .from(dailyCards)
    .where(and(eq(dailyCards.userId, userId), eq(dailyCards.day, day)));
  return row;
}

/** Sets the note of the member's card of `day`; undefined when that card was not drawn. */
export async function updateDailyNote(
  db: Db,
  userId: string,
  day: string,
  note: string | null,
): Promise<DailyRow | undefined> {
  const [row] = await db
    .update(dailyCards)
    .set({ note, updatedAt: sql`now()` })
    .where(and(eq(dailyCards.userId, userId), eq(dailyCards.day, day)))
    .returning({ day: dailyCards.day, cardKey: dailyCards.cardKey, note: dailyCards.note });
  return row;
}

/**
 * How many consecutive days, up to `today` (or yesterday, when today's card is not drawn yet), the member drew a
 * card of the day. Days are distinct and descending, so the run is the rows whose day is `latest - (rank - 1)`.
 */
export async function dailyStreak(db: Db, userId: string, today: string): Promise<number> {
  const result = await db.execute(sql`
    with d as (
      select day, row_number() over (order by day desc) as rn
      from ${dailyCards} where user_id = ${userId} and day <= ${today}::date
    ), latest as (select max(day) as day from d)
    select count(*)::int as streak from d, latest
    where latest.day >= ${today}::date - 1 and d.day = latest.day - (d.rn - 1)::int`);
  return rowsOf<{ streak: number }>(result)[0]?.streak ?? 0;
}

export async function dailyHistory(db: Db, userId: string, page: number) {
  const pageSize = LIMITS.dailyCardsPageSize;
  const [rows, [total]] = await Promise.all([
    db
      .select({ day: dailyCards.day, cardKey: dailyCards.cardKey, note: dailyCards.note })
      .from(dailyCards)
      .where(eq(dailyCards.userId, userId))
      .orderBy(desc(dailyCards.day))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(dailyCards).where(eq(dailyCards.userId, userId)),
  ]);
  return { rows, total: total?.n ?? 0, pageSize };
}

/** The member's draws of one card, readings and daily cards, in one query. */
export async function cardCounts(db: Db, userId: string, cardKey: string) {
  const readings = readingDrawsOf(userId, cardKey);
  const result = await db.execute(sql`
    select
      ${readings.count} as readings,
      (select count(*)::int from ${dailyCards} where user_id = ${userId} and card_key = ${cardKey}) as daily,
      greatest(
        ${readings.lastAt},
        (select max(created_at) from ${dailyCards} where user_id = ${userId} and card_key = ${cardKey})
      ) as last_drawn_at`);
  const row = rowsOf<{ readings: number; daily: number; last_drawn_at: Date | string | null }>(result)[0]!;
  return {
    readings: row.readings,
    daily: row.daily,
    lastDrawnAt: row.last_drawn_at === null ? null : new Date(row.last_drawn_at),
  };
}

/**
 * How many cards of the day the member (`userId`, a column of another module's row) drew of the card between
 * `from` and `to`, as an SQL expression: the daily half of a reading's card story.
 */
export function dailyDrawsBetween(userId: SQLWrapper, cardKey: SQLWrapper, from: SQLWrapper, to: SQLWrapper) {
  return sql<number>`(
    select count(*) from ${dailyCards} d
    where d.user_id = ${userId} and d.card_key = ${cardKey} and d.created_at between ${from} and ${to}
  )`;
}

/** The cards the member drew most, readings and daily cards together, in one grouped query. */
export async function topCards(db: Db, userId: string): Promise<Array<{ cardKey: string; count: number }>> {
  const result = await db.execute(sql`
    select card_key, count(*)::int as count from (
      ${readingCardKeys(userId)}
      union all
      select card_key from ${dailyCards} where user_id = ${userId}
    ) drawn
    group by card_key order by count desc, card_key asc limit ${LIMITS.cardStatsTop}`);
  return rowsOf<{ card_key: string; count: number }>(result).map((row) => ({
    cardKey: row.card_key,
    count: row.count,
  }));
}
