import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Coins, MessageCircleQuestionMark, RotateCw } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import type { TokenHistory } from '#common/schemas/profile.ts';
import { tokenHistoryQueryOptions } from '#web/api/profile.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTime, formatMoney, formatNumber, preview } from './format.ts';

/** docs/product.md §9.1: the usage list previews 50 characters of each question. */
const QUESTION_PREVIEW_LENGTH = 50;

// docs/product.md §8.5: when the history cannot be fetched, the page still shows, with zeros and empty lists.
const EMPTY_HISTORY: TokenHistory = { balance: 0, total_refilled: 0, total_spent: 0, refills: [], usage: [] };

type Refill = TokenHistory['refills'][number];
type Usage = TokenHistory['usage'][number];

/** docs/product.md §2.15 Token history: balance and totals, refills and the latest questions' spending. */
export function TokenHistoryPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const history = useQuery(tokenHistoryQueryOptions());

  useEffect(() => {
    // docs/product.md §8.5: fetch errors are logged, not shown as a toast.
    if (history.error) console.warn('Token history could not be loaded.', history.error);
  }, [history.error]);

  // The first entry of a visit has the key "default": there is nothing in the app to go back to.
  function goBack() {
    if (location.key === 'default') void navigate(paths.profile);
    else void navigate(-1);
  }

  const data = history.data ?? EMPTY_HISTORY;
  const loading = history.isPending;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>{`${t('history.title')} · ${t('common:app.title')}`}</title>
      <div>
        <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          {t('history.back')}
        </Button>
      </div>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t('history.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('history.subtitle')}</p>
      </header>

      {history.isError ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-md border border-dashed px-4 py-2 text-sm text-muted-foreground"
        >
          <p>{t('history.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()} disabled={history.isFetching}>
            <RotateCw aria-hidden="true" />
            {t('history.retry')}
          </Button>
        </div>
      ) : null}

      {loading ? (
        <HistorySkeleton />
      ) : (
        <>
          <Stats history={data} />
          <RefillList refills={data.refills} />
          <UsageList usage={data.usage} />
        </>
      )}
    </div>
  );
}

function HistorySkeleton() {
  const { t } = useTranslation('account');
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{t('history.loading')}</span>
      <div className="grid gap-3 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} className="grid gap-3 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-16" />
          </Card>
        ))}
      </div>
      {Array.from({ length: 2 }, (_, index) => (
        <Card key={index} className="grid gap-4 p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </Card>
      ))}
    </div>
  );
}

function Stats({ history }: { history: TokenHistory }) {
  const { t, i18n } = useTranslation('account');
  const tiles = [
    { key: 'balance', label: t('history.stats.balance'), value: history.balance },
    { key: 'refilled', label: t('history.stats.refilled'), value: history.total_refilled },
    { key: 'spent', label: t('history.stats.spent'), value: history.total_spent },
  ];
  return (
    <section aria-label={t('history.stats.label')}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {tiles.map(({ key, label, value }) => (
          <Card key={key} className="flex flex-col gap-1 p-5">
            <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
            <dd className="text-3xl font-semibold tabular-nums">{formatNumber(value, i18n.language)}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

function HistorySection({
  id,
  title,
  description,
  empty,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  empty: ReactNode;
  children: ReactNode[];
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children.length ? <ul className="divide-y border-t">{children}</ul> : empty}
      </section>
    </Card>
  );
}

function EmptyList({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 pb-8 text-center text-muted-foreground">
      {icon}
      <p className="max-w-sm">{text}</p>
    </div>
  );
}

function RefillList({ refills }: { refills: Refill[] }) {
  const { t } = useTranslation('account');
  return (
    <HistorySection
      id="token-history-refills"
      title={t('history.refills.title')}
      empty={<EmptyList icon={<Coins aria-hidden="true" className="size-8" />} text={t('history.refills.empty')} />}
    >
      {refills.map((refill) => (
        <RefillItem key={refill.id} refill={refill} />
      ))}
    </HistorySection>
  );
}

function RefillItem({ refill }: { refill: Refill }) {
  const { t, i18n } = useTranslation('account');
  const kindLabel = {
    purchase: t('history.refills.purchase'),
    test_grant: t('history.refills.test_grant'),
    admin_grant: t('history.refills.admin_grant'),
  }[refill.kind];
  return (
    <li className="flex items-start justify-between gap-4 px-6 py-4">
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold text-success">
          {t('history.refills.added', {
            count: refill.tokens_granted,
            value: formatNumber(refill.tokens_granted, i18n.language),
          })}
        </p>
        <time dateTime={refill.created_at} className="text-sm text-muted-foreground">
          {formatDateTime(refill.created_at, i18n.language)}
        </time>
        {refill.order_reference ? (
          <p className="text-xs wrap-anywhere text-muted-foreground">
            {/* docs/product.md §9.1: the last 8 characters of the payment session id. */}
            {t('history.refills.order', { reference: refill.order_reference.slice(-8) })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge variant={refill.kind === 'purchase' ? 'secondary' : 'outline'}>{kindLabel}</Badge>
        <span className="text-sm tabular-nums">{formatMoney(refill.amount_cents, i18n.language)}</span>
      </div>
    </li>
  );
}

function UsageList({ usage }: { usage: Usage[] }) {
  const { t } = useTranslation('account');
  return (
    <HistorySection
      id="token-history-usage"
      title={t('history.usage.title')}
      description={t('history.usage.description', { limit: LIMITS.tokenHistoryQuestions })}
      empty={
        <EmptyList
          icon={<MessageCircleQuestionMark aria-hidden="true" className="size-8" />}
          text={t('history.usage.empty')}
        />
      }
    >
      {usage.slice(0, LIMITS.tokenHistoryQuestions).map((question) => (
        <UsageItem key={question.id} question={question} />
      ))}
    </HistorySection>
  );
}

function UsageItem({ question }: { question: Usage }) {
  const { t, i18n } = useTranslation('account');
  return (
    <li className="flex items-start justify-between gap-4 px-6 py-4">
      <div className="grid min-w-0 gap-1">
        <p className="wrap-anywhere">{preview(question.question_text, QUESTION_PREVIEW_LENGTH)}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <UsageStatus status={question.status} />
          <time dateTime={question.created_at}>{formatDateTime(question.created_at, i18n.language)}</time>
        </div>
      </div>
      <span className="shrink-0 font-semibold whitespace-nowrap tabular-nums">
        {t('history.usage.spent', {
          count: question.spent_tokens,
          value: formatNumber(question.spent_tokens, i18n.language),
        })}
      </span>
    </li>
  );
}

/** docs/product.md §4.1: Answered, Pending, or the raw status in an outline badge. */
function UsageStatus({ status }: { status: string }) {
  const { t } = useTranslation('account');
  if (status === 'answered') return <Badge variant="success">{t('history.usage.answered')}</Badge>;
  if (status === 'pending') return <Badge variant="accent">{t('history.usage.pending')}</Badge>;
  return <Badge variant="outline">{status}</Badge>;
}
