import { z } from 'zod';
import { DREAM_CATEGORIES } from '#common/dreams.ts';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { CalendarDateSchema } from '#common/schemas/journal.ts';
import type { DreamEntry } from './dream-entry.ts';

/** The log's search and filter card (docs/product.md §2.21): dates are the YYYY-MM-DD values of date inputs. */
export type DreamFilters = { q: string; category: string; from: string; to: string };
export const NO_FILTERS: DreamFilters = { q: '', category: '', from: '', to: '' };

/** The log's filters as URL search params (useUrlFilters): all of them run on the device, none reaches a server. */
export const DREAM_FILTER_FIELDS = {
  q: z.string().max(SEARCH_MAX_LENGTH),
  category: z.enum(DREAM_CATEGORIES),
  from: CalendarDateSchema,
  to: CalendarDateSchema,
};

/** The calendar day of an ISO timestamp in the member's own time zone, as YYYY-MM-DD. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True when some filter narrows the list (docs/product.md §5.7: a date range counts only with both dates). */
export function filtersActive(filters: DreamFilters): boolean {
  return Boolean(filters.q.trim() || filters.category || (filters.from && filters.to));
}

/**
 * docs/product.md §2.21 and §5: text (case-insensitive, in the dream's text), category, and a From-To range of days,
 * inclusive, applied only when both dates are set. A range typed backwards is read the right way round.
 */
export function filterDreams(entries: readonly DreamEntry[], filters: DreamFilters): DreamEntry[] {
  const query = filters.q.trim().toLocaleLowerCase();
  const range =
    filters.from && filters.to
      ? filters.from <= filters.to
        ? [filters.from, filters.to]
        : [filters.to, filters.from]
      : null;
  return entries.filter((entry) => {
    if (query && !entry.text.toLocaleLowerCase().includes(query)) return false;
    if (filters.category && entry.category !== filters.category) return false;
    if (range) {
      const day = localDay(entry.date);
      if (day < range[0]! || day > range[1]!) return false;
    }
    return true;
  });
}
