import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TokenHistory } from '#common/schemas/profile.ts';
import { tokenHistoryQueryOptions } from '#web/api/profile.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatNumber } from './format.ts';
import { RefillList, UsageList } from './token-history-lists.tsx';

// docs/product.md §8.5: when the history cannot be fetched, the page still shows, with zeros and empty lists.
const EMPTY_HISTORY: TokenHistory = { balance: 0, total_refilled: 0, total_spent: 0, refills: [], usage: [] };

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
