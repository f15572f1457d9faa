import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LIMITS } from '#common/limits.ts';
import type { FollowUp, FollowUpInput, FollowUpThemes } from '#common/schemas/follow-ups.ts';
import type { ProfileSettings, Profile } from '#common/schemas/profile.ts';
import { api } from '#web/lib/api-client.ts';
import { answerLogQueryOptions, questionKeys } from './questions.ts';

/** Follow-ups on readings (docs/product.md §11): the due list is the answer log's query, so one way to ask. */
export const dueFollowUpsQueryOptions = () =>
  answerLogQueryOptions({ page: 1, followUp: 'due', limit: LIMITS.memberDueFollowUps });

export const followUpThemesQueryOptions = () =>
  queryOptions({
    queryKey: ['follow-ups', 'themes'],
    queryFn: ({ signal }) => api<FollowUpThemes>('/api/follow-ups/themes', { signal }),
  });

export const saveFollowUp = (questionId: string, input: FollowUpInput) =>
  api<FollowUp>(`/api/questions/${encodeURIComponent(questionId)}/follow-up`, { method: 'PUT', body: input });

export const dismissFollowUp = (questionId: string) =>
  api<null>(`/api/questions/${encodeURIComponent(questionId)}/follow-up`, { method: 'DELETE' });

/** After a follow-up changes: every reading list, the reading itself and the theme chart load again. */
export function refreshFollowUps(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: questionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['follow-ups'] }),
  ]);
}

/** PATCH /api/profile: the follow-up setting; due follow-ups change with it. */
export const updateProfileSettings = (settings: ProfileSettings) =>
  api<Profile>('/api/profile', { method: 'PATCH', body: settings });
