import { useQuery } from '@tanstack/react-query';
import { BookHeart, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { CalendarDateSchema, JOURNAL_LIMITS, type JournalListItem } from '#common/schemas/journal.ts';
import type { Category } from '#common/schemas/questions.ts';
import { type JournalListFilters, journalListQueryOptions } from '#web/api/journal.ts';
import { categoriesQueryOptions } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ListPageHeader } from '#web/components/list-page-header.tsx';
import {
  JOURNAL_PREVIEW_LENGTH,
  SKELETON_CARDS,
  displayCategory,
  formatCalendarDate,
  matchesSearch,
  truncate,
} from './journal-rules.ts';
import { JournalFilterCard } from './journal-filter-card.tsx';

/** The server-side filters from the URL, dropping values the server would refuse (a hand-edited link). */
function filtersFromUrl(params: URLSearchParams): JournalListFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return CalendarDateSchema.safeParse(value).success ? value : undefined;
  };
  const category = (params.get('category') ?? '').slice(0, JOURNAL_LIMITS.categoryMaxLength);
  const from = date('from');
  const to = date('to');
  return { ...(category ? { category } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** /journal-list (docs/product.md §2.17 Journal list): filters by category and dates on the server, text in the browser. */
export function JournalListPage() {
  const { t } = useTranslation('journal');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromUrl(searchParams);
  // The text search runs in the browser (docs/product.md §5.7); it is kept in the URL too, so Back returns to it.
  const [search, setSearch] = useState(() => (searchParams.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH));
  const list = useQuery(journalListQueryOptions(filters));
  const categories = useQuery(categoriesQueryOptions());

  // docs/product.md §8.7: a failed list query leaves the list as it was and shows no message.
  const [shown, setShown] = useState<JournalListItem[] | undefined>(undefined);
  if (list.data && list.data !== shown) setShown(list.data);
  const entries = shown ?? (list.isError ? [] : undefined);
  const visible = entries?.filter((entry) => matchesSearch(entry, search));
  const hasFilters = Boolean(search.trim() || filters.category || filters.from || filters.to);

  function setParam(name: string, value: string, replace = false) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
  }

  function changeSearch(value: string) {
    setSearch(value);
    setParam('q', value.trim(), true);
  }

  function clearFilters() {
    setSearch('');
    setSearchParams({});
  }

  let body;
  if (!visible) {
    body = <LoadingCards />;
  } else if (visible.length === 0) {
    body = <EmptyList filtered={hasFilters} />;
  } else {
    body = (
      <ul className="grid gap-4">
        {visible.map((entry) => (
          <li key={entry.id}>
            <EntryCard entry={entry} categories={categories.data} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>{`${t('list.title')} · ${t('common:app.title')}`}</title>
      <ListPageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        back={{ to: paths.member, label: t('list.backToMember') }}
        action={{ to: paths.journal, label: t('list.newEntry') }}
      />

      <JournalFilterCard
        search={search}
        filters={filters}
        categories={categories.data}
        hasFilters={hasFilters}
        onSearch={changeSearch}
        onFilter={setParam}
        onClear={clearFilters}
      />

      <section aria-labelledby="journal-list-title" className="flex flex-col gap-4">
        <h2 id="journal-list-title" className="sr-only">
          {t('list.entries')}
        </h2>
        {body}
      </section>
    </div>
  );
}

function EntryCard({ entry, categories }: { entry: JournalListItem; categories: Category[] | undefined }) {
  const { t, i18n } = useTranslation('journal');
  return (
    <Card className="relative transition-colors focus-within:border-primary/60 hover:border-primary/40 hover:bg-secondary/30">
      <CardContent padding="compact" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={entry.entry_date} className="text-sm text-muted-foreground">
            {formatCalendarDate(entry.entry_date, i18n.language)}
          </time>
          <Badge variant="secondary">{displayCategory(entry.category, categories, i18n.language)}</Badge>
          {entry.question_id ? (
            <Badge variant="outline" className="gap-1">
              <Link2 aria-hidden="true" className="size-3" />
              {t('list.linkedReading')}
            </Badge>
          ) : null}
        </div>
        <h3 className="text-lg font-semibold wrap-anywhere">
          {/* The whole card opens the entry; the title is the link screen readers and keyboards reach. */}
          <Link
            to={paths.journalEntry(entry.id)}
            className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
          >
            {entry.title}
          </Link>
        </h3>
        <p className="text-muted-foreground wrap-anywhere">{truncate(entry.content, JOURNAL_PREVIEW_LENGTH)}</p>
      </CardContent>
    </Card>
  );
}

function LoadingCards() {
  const { t } = useTranslation('journal');
  return (
    <div role="status">
      <span className="sr-only">{t('list.loading')}</span>
      <ul className="grid gap-4">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Card className="grid gap-3 p-5" data-testid="journal-skeleton">
              <div className="flex gap-2">
                <Skeleton className="h-5 w-28" />
                <Skeleton pill className="h-5 w-24" />
              </div>
              <Skeleton className="h-6 w-3/5" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('journal');
  return (
    <EmptyState
      icon={BookHeart}
      title={t('list.empty.title')}
      description={filtered ? t('list.empty.filtered') : t('list.empty.description')}
      action={{ to: paths.journal, label: t('list.empty.create'), icon: Plus }}
    />
  );
}
