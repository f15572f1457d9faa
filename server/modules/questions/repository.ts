import { and, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LIMITS } from '#common/limits.ts';
import type { Locale } from '#common/locales.ts';
import type { Theme } from '#common/oracle.ts';
import type { AnswerLogQuery, Question } from '#common/schemas/questions.ts';
import { containing, rowsOf, type Db } from '../../db/client.ts';
import { questions } from '../../db/schema.ts';
import { cardByKey } from '../../oracle/deck/index.ts';
import { dailyDrawsBetween } from '../cards/repository.ts';
import { categoryActive, categoryFieldsOf, categoryNames } from '../categories/repository.ts';
import { balanceExpression } from '../tokens/repository.ts';
import { followUpFilter, followUpJson, toFollowUp } from './follow-up-repository.ts';

const columns = {
  id: questions.id,
  questionText: questions.questionText,
  answerText: questions.answerText,
  status: questions.status,
  createdAt: questions.createdAt,
  answeredAt: questions.answeredAt,
  spentTokens: questions.spentTokens,
  cardKey: questions.cardKey,
  categoryId: categoryNames.id,
  categoryName: categoryNames.name,
  categoryNameTh: categoryNames.nameTh,
  followUp: followUpJson,
};

type Row = {
  id: string;
  questionText: string;
  answerText: string | null;
  status: string;
  createdAt: Date;
  answeredAt: Date | null;
  spentTokens: number;
  cardKey: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categoryNameTh: string | null;
  followUp: Parameters<typeof toFollowUp>[0];
};

function toQuestion(row: Row): Question {
  const card = row.cardKey ? cardByKey(row.cardKey) : undefined;
  return {
    id: row.id,
    question_text: row.questionText,
    answer_text: row.answerText,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    spent_tokens: row.spentTokens,
    category: row.categoryId ? { id: row.categoryId, name: row.categoryName!, name_th: row.categoryNameTh! } : null,
    card: card ? { key: card.key, name: card.en.name, name_th: card.th.name } : null,
    follow_up: toFollowUp(row.followUp),
  };
}

function selectQuestions(db: Db) {
  return db.select(columns).from(questions).leftJoin(categoryNames, eq(categoryNames.id, questions.categoryId));
}

export async function insertQuestion(
  db: Db,
  input: { userId: string; categoryId: string | null; questionText: string; locale: Locale; spentTokens: number },
): Promise<string> {
  const [row] = await db.insert(questions).values(input).returning({ id: questions.id });
  return row!.id;
}

/**
 * What asking checks before the bot check, in one round trip: the member's balance, how many questions they asked
 * in the ask limit's window (the per-member ask limit; holds across instances) and whether the chosen category is active.
 */
export async function askPreconditions(
  db: Db,
  userId: string,
  categoryId: string | null,
  windowSeconds: number,
): Promise<{ balance: number; recent: number; categoryActive: boolean }> {
  const [row] = await db
    .select({
      balance: balanceExpression(userId),
      recent: sql<number>`(select count(*)::int from ${questions} where ${questions.userId} = ${userId} and ${questions.createdAt} > now() - make_interval(secs => ${windowSeconds}))`,
      categoryActive: categoryId === null ? sql<boolean>`true` : categoryActive(categoryId),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/**
 * How often the reading's card came to the member in the story window up to the reading (docs/product.md, Your card
 * story): their readings and cards of the day, this reading included.
 */
function cardStoryTimes() {
  const drawnAt = sql`coalesce(${questions.answeredAt}, ${questions.createdAt})`;
  const from = sql`${drawnAt} - make_interval(days => ${LIMITS.cardStoryDays})`;
  return sql<number>`(
  select (
    select count(*) from ${questions} o
    where o.user_id = ${questions.userId} and o.card_key = ${questions.cardKey}
      and coalesce(o.answered_at, o.created_at) between ${from} and ${drawnAt}
  ) + ${dailyDrawsBetween(questions.userId, questions.cardKey, from, drawnAt)})::int`;
}

/** One reading of the member, with its card story (a gentle line when the card came up before). */
export async function questionOf(db: Db, userId: string, id: string): Promise<Question | undefined> {
  const [row] = await db
    .select({ ...columns, storyTimes: cardStoryTimes() })
    .from(questions)
    .leftJoin(categoryNames, eq(categoryNames.id, questions.categoryId))
    .where(and(eq(questions.id, id), eq(questions.userId, userId)));
  if (!row) return undefined;
  const question = toQuestion(row);
  return { ...question, card_story: row.cardKey && row.storyTimes > 1 ? { times: row.storyTimes } : null };
}

export async function recentQuestions(db: Db, userId: string, limit: number): Promise<Question[]> {
  const rows = await selectQuestions(db)
    .where(eq(questions.userId, userId))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(limit);
  return rows.map(toQuestion);
}

/** The total of an answer-log page's filter, carried by each of its rows (counted once, over the member's index). */
const totalOf = (where: SQL | undefined) => sql<number>`(select count(*)::int from ${questions} where ${where})`;

// The unfiltered page, the one every visit of the answer log opens with: a named statement per connection, which
// PostgreSQL parses and plans once and drizzle builds once (not per request).
const unfilteredPages = new WeakMap<Db, ReturnType<typeof prepareUnfilteredPage>>();
function prepareUnfilteredPage(db: Db) {
  const where = eq(questions.userId, sql.placeholder('userId'));
  return db
    .select({ ...columns, total: totalOf(where) })
    .from(questions)
    .leftJoin(categoryNames, eq(categoryNames.id, questions.categoryId))
    .where(where)
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('answer_log_page');
}

/**
 * One answer-log page with the exact total; the search covers all of the member's readings. One statement: the total
 * rides along every row as a scalar subquery; only a page past the end, which has no rows to carry it, counts on its
 * own.
 */
export async function answerLogPage(db: Db, userId: string, query: AnswerLogQuery) {
  const filters: SQL[] = [eq(questions.userId, userId)];
  if (query.category) filters.push(eq(questions.categoryId, query.category));
  if (query.status) filters.push(eq(questions.status, query.status));
  if (query.followUp) filters.push(followUpFilter(query.followUp));
  if (query.q) {
    const pattern = containing(query.q);
    filters.push(or(ilike(questions.questionText, pattern), ilike(questions.answerText, pattern))!);
  }
  const where = and(...filters);
  const pageSize = query.limit ?? LIMITS.answerLogPageSize;
  const offset = (query.page - 1) * pageSize;
  let rows: Array<Row & { total: number }>;
  if (filters.length === 1) {
    let prepared = unfilteredPages.get(db);
    if (!prepared) unfilteredPages.set(db, (prepared = prepareUnfilteredPage(db)));
    rows = await prepared.execute({ userId, limit: pageSize, offset });
  } else {
    rows = await db
      .select({ ...columns, total: totalOf(where) })
      .from(questions)
      .leftJoin(categoryNames, eq(categoryNames.id, questions.categoryId))
      .where(where)
      .orderBy(desc(questions.createdAt), desc(questions.id))
      .limit(pageSize)
      .offset(offset);
  }
  const total = rows[0]?.total ?? (await db.select({ n: count() }).from(questions).where(where))[0]?.n ?? 0;
  return { items: rows.map(toQuestion), total, page: query.page, page_size: pageSize };
}

/** A question's live state, for the event stream. */
export async function questionState(db: Db, id: string) {
  const [row] = await db
    .select({
      id: questions.id,
      userId: questions.userId,
      status: questions.status,
      answerText: questions.answerText,
      cardKey: questions.cardKey,
    })
    .from(questions)
    .where(eq(questions.id, id));
  return row;
}

/** The tokens the member spent on questions in all, and their latest `usageLimit` questions (token history). */
export async function spendingOf(db: Db, userId: string, usageLimit: number) {
  const [totals] = await db
    .select({ spent: sql<number>`coalesce(sum(${questions.spentTokens}), 0)::int` })
    .from(questions)
    .where(eq(questions.userId, userId));
  const usage = await db
    .select({
      id: questions.id,
      spentTokens: questions.spentTokens,
      createdAt: questions.createdAt,
      questionText: questions.questionText,
      status: questions.status,
      categoryId: questions.categoryId,
    })
    .from(questions)
    .where(eq(questions.userId, userId))
    .orderBy(desc(questions.createdAt))
    .limit(usageLimit);
  return {
    total: totals?.spent ?? 0,
    usage: usage.map((row) => ({
      id: row.id,
      spent_tokens: row.spentTokens,
      created_at: row.createdAt.toISOString(),
      question_text: row.questionText,
      status: row.status,
      category_id: row.categoryId,
    })),
  };
}

/**
 * Whether the question is the member's own, holding it against deletion until the transaction ends,
 * so a journal entry's link cannot point at a reading removed in between.
 */
export async function lockOwnQuestion(db: Db, userId: string, questionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.userId, userId)))
    .for('key share');
  return row !== undefined;
}

/** End-to-end tests only (server/http/e2e-helpers.ts): moves a reading, its answer included, `days` back in time. */
export async function moveReadingBack(db: Db, id: string, days: number): Promise<boolean> {
  const rows = await db
    .update(questions)
    .set({
      createdAt: sql`${questions.createdAt} - make_interval(days => ${days})`,
      answeredAt: sql`${questions.answeredAt} - make_interval(days => ${days})`,
    })
    .where(eq(questions.id, id))
    .returning({ id: questions.id });
  return rows.length > 0;
}

/** The member's readings that drew the card: how many, and when the latest was answered (or asked), as SQL. */
export function readingDrawsOf(userId: string, cardKey: string) {
  return {
    count: sql<number>`(select count(*)::int from ${questions} where user_id = ${userId} and card_key = ${cardKey})`,
    lastAt: sql`(select max(coalesce(answered_at, created_at)) from ${questions} where user_id = ${userId} and card_key = ${cardKey})`,
  };
}

/** The card keys of the member's answered readings, one row a reading, as a subselect for another module's query. */
export const readingCardKeys = (userId: string) =>
  sql`select card_key from ${questions} where user_id = ${userId} and card_key is not null`;

/** Whether the reading `questionId` (a column of another module's row) drew the card, as an SQL expression. */
export const readingDrewCard = (questionId: SQLWrapper, cardKey: string) =>
  sql`exists (select 1 from ${questions} q where q.id = ${questionId} and q.card_key = ${cardKey})`;

/** The member's latest readings that drew the card. */
export function readingsWithCard(db: Db, userId: string, cardKey: string) {
  return db
    .select({ id: questions.id, questionText: questions.questionText, createdAt: questions.createdAt })
    .from(questions)
    .where(and(eq(questions.userId, userId), eq(questions.cardKey, cardKey)))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(LIMITS.cardLinksMax);
}

/** The themes of the member's questions, most asked first; a question without a category reads as general. */
export async function topThemes(db: Db, userId: string): Promise<Array<{ theme: Theme; count: number }>> {
  const result = await db.execute(sql`
    select coalesce(${categoryNames.theme}, 'general') as theme, count(*)::int as count
    from ${questions} q left join ${categoryNames} on ${categoryNames.id} = q.category_id
    where q.user_id = ${userId}
    group by 1 order by count desc, theme asc limit ${LIMITS.cardStatsTop}`);
  return rowsOf<{ theme: Theme; count: number }>(result);
}

export type ClaimedQuestion = {
  id: string;
  question_text: string;
  locale: string;
  created_at: Date | string;
  theme: string | null;
  category_name: string | null;
  category_name_th: string | null;
};

/**
 * The reading workers' queue: claims up to `limit` pending questions, oldest first, with FOR UPDATE SKIP LOCKED and
 * a lease of `leaseSeconds`; a question whose lease expired (a worker that died mid-reading) is claimed again.
 */
export async function claimPendingQuestions(
  db: Db,
  { limit, leaseSeconds }: { limit: number; leaseSeconds: number },
): Promise<ClaimedQuestion[]> {
  const category = categoryFieldsOf(sql`q.category_id`);
  const result = await db.execute(sql`
    update questions q
    set lease_until = now() + make_interval(secs => ${leaseSeconds}), attempts = q.attempts + 1
    from (
      select id from questions
      where status = 'pending' and (lease_until is null or lease_until < now())
      order by created_at
      limit ${limit}
      for update skip locked
    ) due
    where q.id = due.id
    returning q.id, q.question_text, q.locale, q.created_at,
      ${category.theme} as theme, ${category.name} as category_name, ${category.nameTh} as category_name_th`);
  return rowsOf<ClaimedQuestion>(result);
}

/** Writes the whole answer in one statement, and only while the question is still pending: never twice. */
export async function writeAnswer(db: Db, id: string, { text, cardKey }: { text: string; cardKey: string }) {
  const result = await db.execute(sql`
    update questions
    set answer_text = ${text}, card_key = ${cardKey}, status = 'answered', answered_at = now(), lease_until = null
    where id = ${id} and status = 'pending'
    returning id`);
  return rowsOf(result).length === 1;
}
