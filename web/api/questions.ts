import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnswerLogPage, AskInput, BotcheckChallenge, Category, Question } from '#common/schemas/questions.ts';
import type { FollowUpFilter } from '#common/schemas/follow-ups.ts';
import { api } from '#web/lib/api-client.ts';

/** Every query about questions lives under ['questions', …], so live events and asks can reach them all. */
export const questionKeys = {
  all: ['questions'] as const,
  one: (id: string) => ['questions', 'one', id] as const,
  recent: () => ['questions', 'recent'] as const,
  choices: () => ['questions', 'choices'] as const,
  log: (filters: AnswerLogFilters) => ['questions', 'log', filters] as const,
};

export type AnswerLogFilters = {
  page: number;
  category?: string;
  status?: 'pending' | 'answered';
  q?: string;
  /** docs/product.md §11: followed up, or waiting for a follow-up. */
  followUp?: FollowUpFilter;
  /** A shorter page (the member area's due follow-ups). */
  limit?: number;
};

export const questionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionKeys.one(id),
    queryFn: ({ signal }) => api<Question>(`/api/questions/${encodeURIComponent(id)}`, { signal }),
  });

export const recentQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.recent(),
    queryFn: ({ signal }) => api<Question[]>('/api/questions/recent', { signal }),
  });

export const questionChoicesQueryOptions = () =>
  queryOptions({
    queryKey: questionKeys.choices(),
    queryFn: ({ signal }) => api<Question[]>('/api/questions/choices', { signal }),
  });

export const answerLogQueryOptions = (filters: AnswerLogFilters) =>
  queryOptions({
    queryKey: questionKeys.log(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.category) params.set('category', filters.category);
      if (filters.status) params.set('status', filters.status);
      if (filters.q) params.set('q', filters.q);
      if (filters.followUp) params.set('followUp', filters.followUp);
      if (filters.limit) params.set('limit', String(filters.limit));
      return api<AnswerLogPage>(`/api/questions?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api<Category[]>('/api/categories', { signal }),
    staleTime: 5 * 60_000,
  });

export const askQuestion = (input: AskInput) =>
  api<{ question_id: string; new_balance: number }>('/api/questions', { body: input });

export const fetchBotcheckChallenge = () => api<BotcheckChallenge>('/api/botcheck/challenge');

/** The category's name in the interface language. */
export function categoryName(category: Pick<Category, 'name' | 'name_th'> | null | undefined, language: string) {
  if (!category) return null;
  return language === 'th' ? category.name_th : category.name;
}

/** The card's name in the interface language. */
export function cardName(card: Question['card'], language: string) {
  if (!card) return null;
  return language === 'th' ? card.name_th : card.name;
}

/** docs/product.md §4.1: the waiting page treats a question as done only when answered with a non-empty answer. */
export function isAnswered(question: Pick<Question, 'status' | 'answer_text'> | undefined) {
  return question?.status === 'answered' && Boolean(question.answer_text?.trim());
}
