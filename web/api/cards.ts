import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CardList, CardPage, CardStats, DailyCard, DailyHistory } from '#common/schemas/cards.ts';
import { api } from '#web/lib/api-client.ts';

/** The browser's IANA time zone; the server falls back to UTC without one. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const withZone = (path: string, params: Record<string, string> = {}) => {
  const search = new URLSearchParams(params);
  const zone = browserTimeZone();
  if (zone) search.set('tz', zone);
  return search.size > 0 ? `${path}?${search}` : path;
};

/**
 * Every query about cards lives under ['cards', …]. The deck's texts come in the interface language, so their keys
 * hold it; a member's counts and daily cards are the same in either.
 */
export const cardKeys = {
  all: ['cards'] as const,
  deck: (language: string) => ['cards', 'deck', language] as const,
  one: (key: string, language: string) => ['cards', 'one', key, language] as const,
  today: (language: string) => ['cards', 'today', language] as const,
  daily: (page: number, language: string) => ['cards', 'daily', page, language] as const,
  stats: (language: string) => ['cards', 'stats', language] as const,
};

export const deckQueryOptions = (language: string) =>
  queryOptions({
    queryKey: cardKeys.deck(language),
    queryFn: ({ signal }) => api<CardList>('/api/cards', { signal }),
    staleTime: Infinity,
  });

export const cardPageQueryOptions = (key: string, language: string) =>
  queryOptions({
    queryKey: cardKeys.one(key, language),
    queryFn: ({ signal }) => api<CardPage>(`/api/cards/${encodeURIComponent(key)}`, { signal }),
  });

export const todayCardQueryOptions = (language: string) =>
  queryOptions({
    queryKey: cardKeys.today(language),
    queryFn: ({ signal }) => api<DailyCard>(withZone('/api/cards/today'), { signal }),
  });

export const dailyHistoryQueryOptions = (page: number, language: string) =>
  queryOptions({
    queryKey: cardKeys.daily(page, language),
    queryFn: ({ signal }) => api<DailyHistory>(withZone('/api/cards/daily', { page: String(page) }), { signal }),
    placeholderData: keepPreviousData,
  });

export const cardStatsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: cardKeys.stats(language),
    queryFn: ({ signal }) => api<CardStats>('/api/cards/stats', { signal }),
  });

export const saveTodayNote = (note: string) =>
  api<DailyCard>(withZone('/api/cards/today/note'), { method: 'PUT', body: { note } });
