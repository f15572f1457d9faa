import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FollowUp, FollowUpFilter, Resonated } from '#common/schemas/follow-ups.ts';
import type { Db } from '../../db/client.ts';
import { questionFollowUps, questions } from '../../db/schema.ts';
import { followUpDaysOf } from '../profile/repository.ts';

/**
 * A reading's follow-up as JSON, or null (docs/product.md §11): read beside each reading of the questions
 * repository. A dismissed follow-up without an answer is null.
 */
export const followUpJson = sql<{ resonated: Resonated; note: string | null; updated_at: string } | null>`(
  select json_build_object('resonated', f.resonated, 'note', f.note, 'updated_at', f.updated_at)
  from ${questionFollowUps} f
  where f.question_id = ${questions.id} and f.resonated is not null
)`;

/** The JSON column as the API answers it: the timestamp in the ISO form of every other date. */
export function toFollowUp(value: { resonated: Resonated; note: string | null; updated_at: string } | null) {
  if (!value) return null;
  return { resonated: value.resonated, note: value.note, updated_at: new Date(value.updated_at).toISOString() };
}

/**
 * The answer log's follow-up filter (docs/product.md §11). done: the member answered the follow-up. due: answered at
 * or before now minus the member's follow-up days, with no follow-up and not dismissed; none while follow-ups are off.
 */
export function followUpFilter(filter: FollowUpFilter): SQL {
  if (filter === 'done') {
    return sql`exists (select 1 from ${questionFollowUps} f where f.question_id = ${questions.id} and f.resonated is not null)`;
  }
  return sql`${questions.status} = 'answered' and ${questions.answeredAt} <= now() - make_interval(days => ${followUpDaysOf(sql`${questions.userId}`)})
    and not exists (select 1 from ${questionFollowUps} f where f.question_id = ${questions.id})`;
}

/** The member's own reading's status, for the follow-up rules; undefined when it is not theirs (or unknown). */
export async function ownReadingStatus(db: Db, userId: string, questionId: string) {
  const [row] = await db
    .select({ status: questions.status })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.userId, userId)));
  return row?.status;
}

/** Creates or changes the reading's follow-up; an answer clears an earlier dismissal. */
export async function saveFollowUp(
  db: Db,
  input: { questionId: string; userId: string; resonated: Resonated; note: string | null },
): Promise<FollowUp> {
  const now = new Date();
  const [row] = await db
    .insert(questionFollowUps)
    .values({ ...input, dismissedAt: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: questionFollowUps.questionId,
      set: { resonated: input.resonated, note: input.note, dismissedAt: null, updatedAt: now },
    })
    .returning();
  return { resonated: row!.resonated!, note: row!.note, updated_at: row!.updatedAt.toISOString() };
}

/** Dismisses the reading's follow-up: it is no longer due, and any answer it had is removed. */
export async function dismissFollowUp(db: Db, input: { questionId: string; userId: string }) {
  const now = new Date();
  await db
    .insert(questionFollowUps)
    .values({ ...input, resonated: null, note: null, dismissedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: questionFollowUps.questionId,
      set: { resonated: null, note: null, dismissedAt: now, updatedAt: now },
    });
}

/** How the member's followed-up readings turned out, counted per card and answer (the theme chart folds them). */
export async function resonanceByCard(db: Db, userId: string) {
  return db
    .select({
      cardKey: questions.cardKey,
      resonated: questionFollowUps.resonated,
      n: sql<number>`count(*)::int`,
    })
    .from(questionFollowUps)
    .innerJoin(questions, eq(questions.id, questionFollowUps.questionId))
    .where(and(eq(questionFollowUps.userId, userId), isNotNull(questionFollowUps.resonated)))
    .groupBy(questions.cardKey, questionFollowUps.resonated);
}
