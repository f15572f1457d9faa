import type { Question } from '#common/schemas/questions.ts';
import { cardName } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';

/** The journal form, prefilled from a reading (SPEC §2: questionId, category and title). */
export function saveToJournalHref(question: Question, language: string) {
  const params = new URLSearchParams({ questionId: question.id });
  // Journal entries keep the category's canonical (English) name (SPEC §3).
  if (question.category) params.set('category', question.category.name);
  const title = cardName(question.card, language);
  if (title) params.set('title', title);
  return `${paths.journal}?${params}`;
}
