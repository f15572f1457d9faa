import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JournalEntry, JournalEntryInput, JournalListItem, JournalSaved } from '#common/schemas/journal.ts';
import { api } from '#web/lib/api-client.ts';

/** The list's server-side filters (docs/product.md §7.8 Journal entries: List): category name and 'YYYY-MM-DD' dates. */
export type JournalListFilters = { category?: string; from?: string; to?: string };

/** Every query about the journal lives under ['journal', …], so a save or delete can reach them all. */
export const journalKeys = {
  all: ['journal'] as const,
  lists: () => ['journal', 'list'] as const,
  list: (filters: JournalListFilters) => ['journal', 'list', filters] as const,
  one: (id: string) => ['journal', 'one', id] as const,
};

const entryPath = (id: string) => `/api/journal/${encodeURIComponent(id)}`;

export const journalListQueryOptions = (filters: JournalListFilters) =>
  queryOptions({
    queryKey: journalKeys.list(filters),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.category) params.set('category', filters.category);
      if (filters.from) params.set('from', filters.from);
      if (filters.to) params.set('to', filters.to);
      const query = params.size > 0 ? `?${params}` : '';
      return api<JournalListItem[]>(`/api/journal${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const journalEntryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: journalKeys.one(id),
    queryFn: ({ signal }) => api<JournalEntry>(entryPath(id), { signal }),
  });

export const createJournalEntry = (input: JournalEntryInput) => api<JournalSaved>('/api/journal', { body: input });

export const updateJournalEntry = (id: string, input: JournalEntryInput) =>
  api<JournalSaved>(entryPath(id), { method: 'PUT', body: input });

export const deleteJournalEntry = (id: string) => api<null>(entryPath(id), { method: 'DELETE' });
