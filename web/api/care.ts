import { queryOptions } from '@tanstack/react-query';
import type { Care, Helpline } from '#common/schemas/care.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

/** The operator's help lines of a language, for the help card under a journal entry or a dream. */
export const helplinesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['care', 'helplines', locale],
    queryFn: ({ signal }) =>
      api<{ helplines: Helpline[] }>(`/api/care/helplines?locale=${encodeURIComponent(locale)}`, { signal }),
    staleTime: Infinity,
    retry: 1,
  });

/** The care a 409 CARE_SUGGESTED carries (checked by hand: no zod on the ask page). */
export function careOf(error: unknown): Care | null {
  if (!(error instanceof ApiError) || error.code !== 'CARE_SUGGESTED') return null;
  const care = (error.details as { care?: Care } | undefined)?.care;
  return care && typeof care.kind === 'string' && Array.isArray(care.helplines) ? care : null;
}
