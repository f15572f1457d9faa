import { useQuery } from '@tanstack/react-query';
import { BookHeart, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { JournalListQuerySchema, type JournalListItem } from '#common/schemas/journal.ts';
import type { Category } from '#common/schemas/questions.ts';
import { journalListQueryOptions } from '#web/api/journal.ts';
import { categoriesQueryOptions } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ItemList, ListPage, ListSection, LoadingList } from '#web/components/list-page.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useUrlFilters } from '#web/lib/use-url-filters.ts';
import {
  JOURNAL_PREVIEW_LENGTH,
  SKELETON_CARDS,
  displayCategory,
  formatCalendarDate,
  matchesSearch,
  truncate,
} from './journal-rules.ts';
import { JournalFilterCard } from './journal-filter-card.tsx';

/** The list's params: the server's filters (docs/product.md §2.17), and the text search the browser runs (§5.7). */
const FILTER_FIELDS = { ...JournalListQuerySchema.shape, q: z.string().max(SEARCH_MAX_LENGTH) };

/** /journal-list (docs/product.md §2.17 Journal list): filters by category and dates on the server, text in the browser. */
export function JournalListPage() {
  const { t } = useTranslation('journal');
  const { filters: fromUrl, setFilters, clearFilters } = useUrlFilters(FILTER_FIELDS);
  const { q, ...filters } = fromUrl;
  // What is typed is searched at once; the URL keeps it trimmed, so Back returns to it.
  const [search, setSearch] = useState(() => q ?? '');
  const list = useQuery(journalListQueryOptions(filters));
  const categories = useQuery(categoriesQueryOptions());

  // docs/product.md §8.7: a failed list query leaves the list as it was and shows no message.
  const [shown, setShown] = useState<JournalListItem[] | undefined>(undefined);
  if (list.data && list.data !== shown) setShown(list.data);
  const entries = shown ?? (list.isError ? [] : undefined);
  const visible = entries?.filter((entry) => matchesSearch(entry, search));
  const hasFilters = Boolean(search.trim() || filters.category || filters.from || filters.to);

  function changeSearch(value: string) {
    setSearch(value);
    setFilters({ q: value.trim() }, { replace: true });
  }

  function clear() {
    setSearch('');
    clearFilters();
  }

  let body;
  if (!visible) {
    body = (
      <LoadingList label={t('list.loading')} count={SKELETON_CARDS} testId="journal-skeleton">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-28" />
          <Skeleton pill className="h-5 w-24" />
        </div>
        <Skeleton className="h-6 w-3/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </LoadingList>
    );
  } else if (visible.length === 0) {
    body = <EmptyList filtered={hasFilters} />;
  } else {
    body = (
      <ItemList items={visible} itemKey={(entry) => entry.id}>
        {(entry) => <EntryCard entry={entry} categories={categories.data} />}
      </ItemList>
    );
  }

  return (
    <ListPage
      title={t('list.title')}
      header={{
        title: t('list.title'),
        subtitle: t('list.subtitle'),
        back: { to: paths.member, label: t('list.backToMember') },
        action: { to: paths.journal, label: t('list.newEntry') },
      }}
    >
      <JournalFilterCard
        search={search}
        filters={filters}
        categories={categories.data}
        hasFilters={hasFilters}
        onSearch={changeSearch}
        onFilter={(name, value) => setFilters({ [name]: value })}
        onClear={clear}
      />

      <ListSection id="journal-list-title" title={t('list.entries')} hideTitle>
        {body}
      </ListSection>
    </ListPage>
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
