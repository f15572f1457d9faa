import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestionMark, MoonStar } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '#common/limits.ts';
import { AnswerLogQuerySchema, type Question } from '#common/schemas/questions.ts';
import { type AnswerLogFilters, answerLogQueryOptions, isAnswered } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ClearFiltersButton } from '#web/components/filter-card.tsx';
import { ItemList, ListPage, ListSection, LoadingList, NoMatch } from '#web/components/list-page.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useUrlFilters } from '#web/lib/use-url-filters.ts';
import { answerPreview, formatDateTime } from './format.ts';
import { Pager } from './pager.tsx';
import { ReadingDialog } from './reading-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { AnswerLogFilterCard } from './answer-log-filter-card.tsx';

/** The answer log's params, as the server reads them (docs/product.md §2.19) but its page size; `page` is 1 unless the URL says more. */
const FILTER_FIELDS = AnswerLogQuerySchema.omit({ limit: true }).shape;

/** docs/product.md §2.19 Answer log: the member's readings, filtered on the server, 10 a page; page and filters live in the URL. */
export function AnswerLogPage() {
  const { t } = useTranslation('answerLog');
  const { filters: fromUrl, setFilters, clearFilters } = useUrlFilters(FILTER_FIELDS);
  const filters: AnswerLogFilters = { ...fromUrl, page: fromUrl.page ?? 1 };
  const hasFilters = Boolean(filters.q || filters.category || filters.status || filters.followUp);
  const log = useQuery(answerLogQueryOptions(filters));
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  function goToPage(page: number) {
    setFilters({ page: page > 1 ? String(page) : '' });
    // Keyboard and screen-reader users land at the top of the new page, not on a pager button far below it.
    listHeadingRef.current?.focus();
  }

  const data = log.data;
  const pageSize = data?.page_size || LIMITS.answerLogPageSize;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  // A link to a page past the end (readings filtered away, or an old bookmark) moves to the last page.
  const pastTheEnd = Boolean(data && !log.isPlaceholderData && data.total > 0 && filters.page > totalPages);
  useEffect(() => {
    if (pastTheEnd) setFilters({ page: totalPages > 1 ? String(totalPages) : '' }, { replace: true });
  }, [pastTheEnd, totalPages, setFilters]);

  const loadError = (
    <LoadError
      message={t('error.title')}
      retryLabel={t('error.retry')}
      onRetry={() => void log.refetch()}
      retrying={log.isFetching}
    />
  );
  const loading = (
    <LoadingList label={t('list.loading')}>
      <div className="flex justify-between gap-4">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-36" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-9 w-32" />
    </LoadingList>
  );

  let body;
  if (log.isPending) {
    body = loading;
  } else if (log.isError && !data) {
    body = loadError;
  } else if (data && data.total === 0 && !hasFilters) {
    body = <EmptyLog />;
  } else if (data && data.items.length === 0) {
    body = pastTheEnd ? (
      loading
    ) : (
      <NoMatch
        title={t('noMatch.title')}
        description={t('noMatch.description')}
        action={<ClearFiltersButton label={t('filters.clear')} onClear={clearFilters} className="mt-2" />}
      />
    );
  } else if (data) {
    body = (
      <ItemList items={data.items} itemKey={(question) => question.id} dimmed={log.isPlaceholderData}>
        {(question) => <ReadingCard question={question} />}
      </ItemList>
    );
  }

  return (
    <ListPage
      title={t('meta.title')}
      header={{
        title: t('header.title'),
        subtitle: t('header.subtitle'),
        back: { to: paths.member, label: t('header.backToMember') },
        action: { to: paths.ask, label: t('header.newReading') },
      }}
    >
      <AnswerLogFilterCard filters={filters} hasFilters={hasFilters} onChange={setFilters} onClear={clearFilters} />

      <ListSection
        id="answer-log-list-title"
        title={data ? t('list.heading', { total: data.total }) : t('list.title')}
        headingRef={listHeadingRef}
        busy={log.isPlaceholderData}
      >
        {log.isError && data ? loadError : null}
        {body}
        {data && data.items.length > 0 ? (
          <Pager page={filters.page} totalPages={totalPages} onPageChange={goToPage} className="pt-2" />
        ) : null}
      </ListSection>
    </ListPage>
  );
}

function ReadingCard({ question }: { question: Question }) {
  const { t, i18n } = useTranslation('answerLog');
  return (
    <Card>
      <CardContent padding="compact" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h3 className="min-w-0 flex-1 basis-56 font-semibold wrap-anywhere">{question.question_text}</h3>
          <StatusBadge status={question.status} />
        </div>
        <time dateTime={question.created_at} className="text-sm text-muted-foreground">
          {formatDateTime(question.created_at, i18n.language)}
        </time>
        {isAnswered(question) ? (
          <p className="whitespace-pre-line wrap-anywhere">{answerPreview(question.answer_text, 200)}</p>
        ) : (
          <p className="text-muted-foreground">{t('list.inProgress')}</p>
        )}
        <div>
          <ReadingDialog question={question} />
        </div>
      </CardContent>
    </Card>
  );
}

function EmptyLog() {
  const { t } = useTranslation('answerLog');
  return (
    <EmptyState
      icon={MoonStar}
      title={t('empty.title')}
      description={t('empty.description')}
      action={{ to: paths.ask, label: t('empty.ask'), icon: MessageCircleQuestionMark }}
    />
  );
}
