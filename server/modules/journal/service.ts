import { screen } from '#common/care/screen.ts';
import type { JournalEntry, JournalSaved, JournalEntryValues } from '#common/schemas/journal.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordCareOffer } from '../care/repository.ts';
import { lockOwnQuestion } from '../questions/repository.ts';
import { insertEntry, lockEntry, updateEntry } from './repository.ts';

export const entryNotFound = () => notFound('Journal entry not found');

// An unknown and another member's reading answer alike, so a link reveals nothing about others.
const invalidLink = () => new AppError('INVALID_LINK', 400, 'The linked reading was not found among your readings.');

/** Refuses a link to a reading that is not the member's own; holds the reading until the transaction ends. */
async function checkLink(db: Db, userId: string, questionId: string | null | undefined): Promise<void> {
  if (questionId && !(await lockOwnQuestion(db, userId, questionId))) throw invalidLink();
}

/**
 * The entry as saved, with the help its words call for: screened like a question (docs/care.md), the offer counted
 * by day and kind, nothing of the text kept beyond the entry itself.
 */
async function screened(db: Db, entry: JournalEntry): Promise<JournalSaved> {
  const care = screen(`${entry.title}\n${entry.content}`)?.kind ?? null;
  if (care) await recordCareOffer(db, care);
  return { ...entry, care };
}

export async function createEntry(db: Db, userId: string, input: JournalEntryValues): Promise<JournalSaved> {
  const entry = await db.transaction(async (tx) => {
    await checkLink(tx, userId, input.question_id);
    return insertEntry(tx, userId, input);
  });
  return screened(db, entry);
}

/** Rewrites the member's own entry: another member's or a missing one answers 404 before the link is judged. */
export async function reviseEntry(
  db: Db,
  userId: string,
  id: string,
  input: JournalEntryValues,
): Promise<JournalSaved> {
  const entry = await db.transaction(async (tx) => {
    if (!(await lockEntry(tx, userId, id))) throw entryNotFound();
    await checkLink(tx, userId, input.question_id);
    const updated = await updateEntry(tx, userId, id, input);
    if (!updated) throw entryNotFound();
    return updated;
  });
  return screened(db, entry);
}
