import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '#common/limits.ts';
import type { JournalEntry, JournalEntryValues, JournalListItem, JournalListQuery } from '#common/schemas/journal.ts';
import { containing, type Db } from '../../db/client.ts';
import { journalEntries } from '../../db/schema.ts';
import { readingDrewCard } from '../questions/repository.ts';

type Row = typeof journalEntries.$inferSelect;

function toEntry(row: Row): JournalEntry {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    mood: row.mood,
    entry_date: row.entryDate,
    question_id: row.questionId,
    card_key: row.cardKey,
    card_meaning: row.cardMeaning,
    mini_reflection: row.miniReflection,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a form save writes (docs/product.md §7.8 Journal entries: insert and update share one payload). */
function toColumns(input: JournalEntryValues) {
  return {
    title: input.title,
    content: input.content,
    category: input.category,
    mood: input.mood,
    entryDate: input.entry_date,
    questionId: input.question_id ?? null,
    cardKey: input.card_key ?? null,
    cardMeaning: input.card_meaning ?? null,
    miniReflection: input.mini_reflection ?? null,
  };
}

const ownEntry = (userId: string, id: string) => and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));

/** The member's entries, newest entry date first, then newest created (docs/product.md §7.8 Journal entries: List). */
export async function listEntries(db: Db, userId: string, query: JournalListQuery): Promise<JournalListItem[]> {
  const filters: SQL[] = [eq(journalEntries.userId, userId)];
  if (query.category) filters.push(eq(journalEntries.category, query.category));
  if (query.from) filters.push(gte(journalEntries.entryDate, query.from));
  if (query.to) filters.push(lte(journalEntries.entryDate, query.to));
  const rows = await db
    .select({
      id: journalEntries.id,
      title: journalEntries.title,
      content: journalEntries.content,
      category: journalEntries.category,
      entryDate: journalEntries.entryDate,
      createdAt: journalEntries.createdAt,
      questionId: journalEntries.questionId,
      mood: journalEntries.mood,
    })
    .from(journalEntries)
    .where(and(...filters))
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt), desc(journalEntries.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    entry_date: row.entryDate,
    created_at: row.createdAt.toISOString(),
    question_id: row.questionId,
    mood: row.mood,
  }));
}

export async function entryOf(db: Db, userId: string, id: string): Promise<JournalEntry | undefined> {
  const [row] = await db.select().from(journalEntries).where(ownEntry(userId, id));
  return row ? toEntry(row) : undefined;
}

/** Locks the member's entry for the rest of the transaction; false when it is missing or another member's. */
export async function lockEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(ownEntry(userId, id))
    .for('update');
  return row !== undefined;
}

export async function insertEntry(db: Db, userId: string, input: JournalEntryValues): Promise<JournalEntry> {
  const [row] = await db
    .insert(journalEntries)
    .values({ userId, ...toColumns(input) })
    .returning();
  return toEntry(row!);
}

/** Rewrites the member's entry; `updated_at` moves to now, `created_at` stays. */
export async function updateEntry(
  db: Db,
  userId: string,
  id: string,
  input: JournalEntryValues,
): Promise<JournalEntry | undefined> {
  const [row] = await db
    .update(journalEntries)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(ownEntry(userId, id))
    .returning();
  return row ? toEntry(row) : undefined;
}

/** Deletes the member's entry; false when it is missing or another member's. */
export async function deleteEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(journalEntries).where(ownEntry(userId, id)).returning({ id: journalEntries.id });
  return rows.length > 0;
}

/**
 * The member's entries that mention the card (their card story): saved with it, linked to a reading that drew it,
 * or naming it (in either language) in the title or text.
 */
export function entriesWithCard(db: Db, userId: string, cardKey: string, names: readonly string[]) {
  const patterns = names.map(containing);
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
          or ${readingDrewCard(journalEntries.questionId, cardKey)}
          or ${sql.join(mentions, sql` or `)})`,
      ),
    )
    .orderBy(desc(journalEntries.entryDate), desc(journalEntries.createdAt))
    .limit(LIMITS.cardLinksMax);
}
