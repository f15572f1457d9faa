import { and, count, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '#common/limits.ts';
import type { Theme } from '#common/oracle.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { dailyCards, journalEntries, questions } from '../../db/schema.ts';

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
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${questions} where user_id = ${userId} and card_key = ${cardKey}) as readings,
      (select count(*)::int from ${dailyCards} where user_id = ${userId} and card_key = ${cardKey}) as daily,
      greatest(
        (select max(coalesce(answered_at, created_at)) from ${questions} where user_id = ${userId} and card_key = ${cardKey}),
        (select max(created_at) from ${dailyCards} where user_id = ${userId} and card_key = ${cardKey})
      ) as last_drawn_at`);
  const row = rowsOf<{ readings: number; daily: number; last_drawn_at: Date | string | null }>(result)[0]!;
  return {
    readings: row.readings,
    daily: row.daily,
    lastDrawnAt: row.last_drawn_at === null ? null : new Date(row.last_drawn_at),
  };
}

/** The member's latest readings that drew the card. */
export function readingsWithCard(db: Db, userId: string, cardKey: string) {
  return db
    .select({ id: questions.id, questionText: questions.questionText, createdAt: questions.createdAt })
    .from(questions)
    .where(and(eq(questions.userId, userId), eq(questions.cardKey, cardKey)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(LIMITS.cardLinksMax);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The member's journal entries that mention the card: saved with it, linked to a reading that drew it, or naming
 * it (in either language) in the title or text.
 */
export function journalEntriesWithCard(db: Db, userId: string, cardKey: string, names: readonly string[]) {
  const patterns = names.map((name) => `%${escapeLike(name)}%`);
  const mentions = patterns.map(
    (pattern) => sql`${journalEntries.title} ilike ${pattern} or ${journalEntries.content} ilike ${pattern}`,
  );
  return db
    .select({ id: journalEntries.id, title: journalEntries.title, entryDate: journalEntries.entryDate })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        sql`(${journalEntries.cardKey} = ${cardKey}
          or exists (select 1 from ${questions} q where q.id = ${journalEntries.questionId} and q.card_key = ${cardKey})
          or ${sql.join(mentions, sql` or `)})`,
      ),
    )
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt))
    .limit(LIMITS.cardLinksMax);
}

/** The cards the member drew most, readings and daily cards together, in one grouped query. */
export async function topCards(db: Db, userId: string): Promise<Array<{ cardKey: string; count: number }>> {
  const result = await db.execute(sql`
    select card_key, count(*)::int as count from (
      select card_key from ${questions} where user_id = ${userId} and card_key is not null
      union all
      select card_key from ${dailyCards} where user_id = ${userId}
    ) drawn
    group by card_key order by count desc, card_key asc limit ${LIMITS.cardStatsTop}`);
  return rowsOf<{ card_key: string; count: number }>(result).map((row) => ({
    cardKey: row.card_key,
    count: row.count,
  }));
}

/** The themes of the member's questions, most asked first; a question without a category reads as general. */
export async function topThemes(db: Db, userId: string): Promise<Array<{ theme: Theme; count: number }>> {
  const result = await db.execute(sql`
    select coalesce(c.theme, 'general') as theme, count(*)::int as count
    from ${questions} q left join categories c on c.id = q.category_id
    where q.user_id = ${userId}
    group by 1 order by count desc, theme asc limit ${LIMITS.cardStatsTop}`);
  return rowsOf<{ theme: Theme; count: number }>(result);
}
