import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestionMark, MoonStar, SearchX, X } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIMITS, SEARCH_MAX_LENGTH } from '#common/limits.ts';
import { type Question, type QuestionStatus, QUESTION_STATUSES, UUID_PATTERN } from '#common/schemas/questions.ts';
import { FOLLOW_UP_FILTERS, type FollowUpFilter } from '#common/schemas/follow-ups.ts';
import { type AnswerLogFilters, answerLogQueryOptions, isAnswered } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/utils.ts';
import { answerPreview, formatDateTime } from './format.ts';
import { Pager } from './pager.tsx';
import { ReadingDialog } from './reading-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ListPageHeader } from '#web/components/list-page-header.tsx';
import { AnswerLogFilterCard, type FilterName } from './answer-log-filter-card.tsx';

const SKELETON_CARDS = 3;

/** Reads page and filters from the URL, dropping values the server would reject (a hand-edited or stale link). */
function filtersFromUrl(params: URLSearchParams): AnswerLogFilters {
  const page = Number(params.get('page'));
  const category = params.get('category') ?? '';
  const status = params.get('status') ?? '';
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const followUp = params.get('followUp') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...(UUID_PATTERN.test(category) ? { category } : {}),
    ...((QUESTION_STATUSES as readonly string[]).includes(status) ? { status: status as QuestionStatus } : {}),
    ...(q ? { q } : {}),
    ...((FOLLOW_UP_FILTERS as readonly string[]).includes(followUp) ? { followUp: followUp as FollowUpFilter } : {}),
  };
}

/** docs/product.md §2.19 Answer log: the member's readings, filtered on the server, 10 a page; page and filters live in the URL. */
export function AnswerLogPage() {
  const { t } = useTranslation('answerLog');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromUrl(searchParams);
  const hasFilters = Boolean(filters.q || filters.category || filters.status || filters.followUp);
  const log = useQuery(answerLogQueryOptions(filters));
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  /** Sets or clears filters; any change of filter starts again at page 1. */
  const setFilters = useCallback(
    (changes: Partial<Record<FilterName, string>>) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  function clearFilters() {
    setSearchParams({});
  }

  function goToPage(page: number) {
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      return next;
    });
    // Keyboard and screen-reader users land at the top of the new page, not on a pager button far below it.
    listHeadingRef.current?.focus();
  }

  const data = log.data;
  const pageSize = data?.page_size || LIMITS.answerLogPageSize;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  // A link to a page past the end (readings filtered away, or an old bookmark) moves to the last page.
  const pastTheEnd = Boolean(data && !log.isPlaceholderData && data.total > 0 && filters.page > totalPages);
  useEffect(() => {
    if (!pastTheEnd) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (totalPages > 1) next.set('page', String(totalPages));
        else next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [pastTheEnd, totalPages, setSearchParams]);

  const loadError = (
    <LoadError
      message={t('error.title')}
      retryLabel={t('error.retry')}
      onRetry={() => void log.refetch()}
      retrying={log.isFetching}
    />
  );

  let body;
  if (log.isPending) {
    body = <LoadingCards />;
  } else if (log.isError && !data) {
    body = loadError;
  } else if (data && data.total === 0 && !hasFilters) {
    body = <EmptyLog />;
  } else if (data && data.items.length === 0) {
    body = pastTheEnd ? <LoadingCards /> : <NoMatch onClear={clearFilters} />;
  } else if (data) {
    body = (
      <ul className={cn('grid gap-4 transition-opacity', log.isPlaceholderData && 'opacity-60')}>
        {data.items.map((question) => (
          <li key={question.id}>
            <ReadingCard question={question} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>{`${t('meta.title')} · ${t('common:app.title')}`}</title>
      <ListPageHeader
        title={t('header.title')}
        subtitle={t('header.subtitle')}
        back={{ to: paths.member, label: t('header.backToMember') }}
        action={{ to: paths.ask, label: t('header.newReading') }}
      />

      <AnswerLogFilterCard filters={filters} hasFilters={hasFilters} onChange={setFilters} onClear={clearFilters} />

      <section
        aria-labelledby="answer-log-list-title"
        aria-busy={log.isPlaceholderData}
        className="flex flex-col gap-4"
      >
        <h2
          id="answer-log-list-title"
          ref={listHeadingRef}
          tabIndex={-1}
          className="scroll-mt-4 text-xl font-semibold focus-visible:outline-none"
        >
          {data ? t('list.heading', { total: data.total }) : t('list.title')}
        </h2>
        {log.isError && data ? loadError : null}
        {body}
        {data && data.items.length > 0 ? (
          <Pager page={filters.page} totalPages={totalPages} onPageChange={goToPage} className="pt-2" />
        ) : null}
      </section>
    </div>
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

function LoadingCards() {
  const { t } = useTranslation('answerLog');
  return (
    <div role="status">
      <span className="sr-only">{t('list.loading')}</span>
      <ul className="grid gap-4">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <Card className="grid gap-3 p-5">
              <div className="flex justify-between gap-4">
                <Skeleton className="h-5 w-3/5" />
                <Skeleton className="h-5 w-20 rounded-full" />
              </div>
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-9 w-32" />
            </Card>
          </li>
        ))}
      </ul>
    </div>
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

function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('answerLog');
  return (
    <Card className="flex flex-col items-center gap-3 px-5 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 className="text-lg font-semibold">{t('noMatch.title')}</h3>
      <p className="max-w-sm text-muted-foreground">{t('noMatch.description')}</p>
      <Button variant="outline" className="mt-2" onClick={onClear}>
        <X aria-hidden="true" />
        {t('filters.clear')}
      </Button>
    </Card>
  );
}
