import type { Question } from '#common/schemas/questions.ts';
import { cardName } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';

/** The journal form, prefilled from a reading (docs/product.md §2.16: questionId, category and title). */
export function saveToJournalHref(question: Question, language: string) {
  const params = new URLSearchParams({ questionId: question.id });
  // Journal entries keep the category's canonical (English) name (docs/product.md §3.6).
  if (question.category) params.set('category', question.category.name);
  const title = cardName(question.card, language);
  if (title) params.set('title', title);
  return `${paths.journal}?${params}`;
}
