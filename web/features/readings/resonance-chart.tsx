import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { followUpThemesQueryOptions } from '#web/api/follow-ups.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const percent = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);

/**
 * docs/product.md §11: per card theme, the share of followed-up readings that resonated (yes, and partly beside it).
 * Plain CSS bars for the eye; a table for screen readers says the same in text.
 */
export function ResonanceChart() {
  const { t } = useTranslation('member');
  const stats = useQuery(followUpThemesQueryOptions());
  const themes = stats.data?.themes ?? [];
  const themeName = (theme: string) => t(`cards:themes.${theme}`);

  let body;
  if (stats.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('resonance.loading')}</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-6 w-full" />
        ))}
      </div>
    );
  } else if (stats.isError) {
    body = (
      <LoadError
        message={t('resonance.error')}
        retryLabel={t('resonance.retry')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  } else if (themes.length === 0) {
    body = <p className="text-muted-foreground">{t('resonance.empty')}</p>;
  } else {
    body = (
      <>
        <ul aria-hidden="true" className="grid gap-3" data-testid="resonance-bars">
          {themes.map((row) => (
            <li key={row.theme} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-3 text-sm">
              <span className="truncate">{themeName(row.theme)}</span>
              <span className="flex h-4 overflow-hidden rounded-full bg-muted">
                <span className="h-full bg-primary" style={{ width: `${percent(row.yes, row.total)}%` }} />
                <span className="h-full bg-primary/40" style={{ width: `${percent(row.partly, row.total)}%` }} />
              </span>
              <span className="text-right tabular-nums">
                {t('resonance.share', { percent: percent(row.yes, row.total) })}
              </span>
            </li>
          ))}
        </ul>
        <p aria-hidden="true" className="flex gap-4 text-xs text-muted-foreground">
          <span className="flex items-center gap-1">
            <span className="size-3 rounded-sm bg-primary" />
            {t('resonance.legendYes')}
          </span>
          <span className="flex items-center gap-1">
            <span className="size-3 rounded-sm bg-primary/40" />
            {t('resonance.legendPartly')}
          </span>
        </p>
        <table className="sr-only">
          <caption>{t('resonance.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('resonance.theme')}</th>
              <th scope="col">{t('resonance.yes')}</th>
              <th scope="col">{t('resonance.partly')}</th>
              <th scope="col">{t('resonance.no')}</th>
            </tr>
          </thead>
          <tbody>
            {themes.map((row) => (
              <tr key={row.theme}>
                <th scope="row">{themeName(row.theme)}</th>
                <td>{`${row.yes} (${t('resonance.share', { percent: percent(row.yes, row.total) })})`}</td>
                <td>{row.partly}</td>
                <td>{row.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </>
    );
  }

  return (
    <section aria-labelledby="member-resonance-title" className="flex flex-col gap-4">
      <div>
        <h2 id="member-resonance-title" className="text-xl font-semibold">
          {t('resonance.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('resonance.description')}</p>
      </div>
      <Card>
        <CardContent padding="compact" className="grid gap-3">
          {body}
        </CardContent>
      </Card>
    </section>
  );
}
