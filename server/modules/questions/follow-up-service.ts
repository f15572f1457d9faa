import { CARD_THEMES, THEMES, type CardKey, type Theme } from '#common/oracle.ts';
import type { FollowUp, FollowUpInputSchema, FollowUpThemes } from '#common/schemas/follow-ups.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { dismissFollowUp, ownReadingStatus, resonanceByCard, saveFollowUp } from './follow-up-repository.ts';

export const readingNotFound = () => notFound('Reading not found');

/** Only the member's own answered readings take a follow-up: another member's is 404, a waiting one 409. */
async function requireAnswered(db: Db, userId: string, questionId: string) {
  const status = await ownReadingStatus(db, userId, questionId);
  if (!status) throw readingNotFound();
  if (status !== 'answered') {
    throw new AppError('READING_NOT_ANSWERED', 409, 'This reading has not been answered yet.');
  }
}

/** Records how the reading turned out (docs/product.md §11), creating or changing its follow-up. */
export async function recordFollowUp(
  db: Db,
  input: { userId: string; questionId: string; body: z.output<typeof FollowUpInputSchema> },
): Promise<FollowUp> {
  await requireAnswered(db, input.userId, input.questionId);
  return saveFollowUp(db, {
    questionId: input.questionId,
    userId: input.userId,
    resonated: input.body.resonated,
    note: input.body.note,
  });
}

/** Dismisses the reading's follow-up (docs/product.md §11): not asked again. */
export async function dismiss(db: Db, input: { userId: string; questionId: string }): Promise<void> {
  await requireAnswered(db, input.userId, input.questionId);
  await dismissFollowUp(db, input);
}

/** Per card theme (common/oracle.ts CARD_THEMES), how the member's followed-up readings turned out. */
export async function followUpThemes(db: Db, userId: string): Promise<FollowUpThemes> {
  const counts = new Map<Theme, { yes: number; partly: number; no: number }>();
  for (const row of await resonanceByCard(db, userId)) {
    const themes = row.cardKey ? (CARD_THEMES[row.cardKey as CardKey] ?? []) : [];
    for (const theme of themes) {
      const entry = counts.get(theme) ?? { yes: 0, partly: 0, no: 0 };
      entry[row.resonated!] += row.n;
      counts.set(theme, entry);
    }
  }
  return {
    themes: THEMES.flatMap((theme) => {
      const entry = counts.get(theme);
      return entry ? [{ theme, ...entry, total: entry.yes + entry.partly + entry.no }] : [];
    }),
  };
}
