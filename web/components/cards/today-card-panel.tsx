import { useQuery } from '@tanstack/react-query';
import { Flame, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayCardQueryOptions } from '#web/api/cards.ts';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { LunarDate } from '#web/components/lunar-date.tsx';
import { CardFrame } from './card-frame.tsx';
import { MemberPanel } from './member-panel.tsx';

/** The member area's card of the day (docs/product.md, Card of the day): drawn the first time it is shown. */
export function TodayCardPanel() {
  const { t, i18n } = useTranslation('cards');
  const today = useQuery(todayCardQueryOptions(i18n.language));
  let body;
  if (today.isPending) {
    body = (
      <div role="status" className="flex gap-4">
        <span className="sr-only">{t('today.drawing')}</span>
        <Skeleton className="aspect-[2/3] w-20" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
    );
  } else if (today.isError) {
    body = <TodayCardLoadError query={today} />;
  } else {
    const { card, streak, day } = today.data;
    body = (
      <div className="flex gap-4">
        <CardFrame cardKey={card.key} className="w-20" />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-lg font-semibold" data-testid="today-card-name">
            {card.name}
          </p>
          <p className="text-sm text-muted-foreground">{card.keywords.join(' · ')}</p>
          <LunarDate date={day} full={false} className="text-sm" />
          {streak > 1 ? (
            <p className="flex items-center gap-1 text-sm">
              <Flame aria-hidden="true" className="size-4 text-accent" />
              {t('today.streak', { days: streak })}
            </p>
          ) : null}
          <div>
            <Button asChild size="sm" variant="secondary">
              <Link to={paths.cardsToday}>{t('today.openToday')}</Link>
            </Button>
          </div>
        </div>
      </div>
    );
  }
  return (
    <MemberPanel id="today-card-title" icon={Sparkles} title={t('today.panelTitle')}>
      {body}
    </MemberPanel>
  );
}

/** The card of the day could not be loaded: says so, with a retry (the member area and /cards/today). */
export function TodayCardLoadError({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  const { t } = useTranslation('cards');
  return (
    <LoadError
      message={t('today.error')}
      retryLabel={t('today.retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
