import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Question } from '#common/schemas/questions.ts';
import { dueFollowUpsQueryOptions } from '#web/api/follow-ups.ts';
import { cardName } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { FollowUpCard } from './follow-up-card.tsx';
import { formatDateTime, preview } from './format.ts';

/** docs/product.md §11: the member area's "How did it turn out?", at most 5 due follow-ups, each with its form. */
export function FollowUpPanel() {
  const { t } = useTranslation('member');
  const due = useQuery(dueFollowUpsQueryOptions());
  const items = due.data?.items ?? [];
  const more = (due.data?.total ?? 0) - items.length;

  let body;
  if (due.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{t('followUps.loading')}</span>
        <Card className="grid gap-3 p-5">
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-20 w-full" />
        </Card>
      </div>
    );
  } else if (due.isError) {
    body = (
      <LoadError
        message={t('followUps.error')}
        retryLabel={t('followUps.retry')}
        onRetry={() => void due.refetch()}
        retrying={due.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = <p className="text-muted-foreground">{t('followUps.empty')}</p>;
  } else {
    body = (
      <ul className="grid gap-4">
        {items.map((question) => (
          <li key={question.id}>
            <DueFollowUp question={question} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="member-follow-ups-title" className="flex flex-col gap-4" data-testid="follow-up-panel">
      <div>
        <h2 id="member-follow-ups-title" className="text-xl font-semibold">
          {t('followUps.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('followUps.description')}</p>
      </div>
      {body}
      {more > 0 ? (
        <p className="text-sm">
          {t('followUps.more', { count: more })}{' '}
          <Link
            to={`${paths.answerLog}?followUp=due`}
            className="inline-flex items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('followUps.seeAll')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function DueFollowUp({ question }: { question: Question }) {
  const { t, i18n } = useTranslation('member');
  const card = cardName(question.card, i18n.language);
  return (
    <Card>
      <CardContent padding="compact" className="grid gap-4">
        <div className="grid gap-1">
          <h3 className="font-medium wrap-anywhere">
            <Link to={paths.reading(question.id)} className="underline-offset-4 hover:underline">
              {preview(question.question_text, 150)}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {card ? `${card} · ` : null}
            {t('followUps.answeredOn', {
              date: formatDateTime(question.answered_at ?? question.created_at, i18n.language),
            })}
          </p>
        </div>
        <FollowUpCard question={question} dismissible />
      </CardContent>
    </Card>
  );
}
