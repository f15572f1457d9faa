import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardStatsQueryOptions } from '#web/api/cards.ts';
import { paths } from '#web/app/paths.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { CardFrame } from './card-frame.tsx';
import { MemberPanel } from './member-panel.tsx';

/** "Your card story" (docs/product.md): the cards drawn most and the themes asked most, counted by the server. */
export function CardStoryPanel() {
  const { t, i18n } = useTranslation('cards');
  const stats = useQuery(cardStatsQueryOptions(i18n.language));
  let body;
  if (stats.isPending) {
    body = (
      <div className="grid gap-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  } else if (stats.isError) {
    body = (
      <LoadError
        message={t('card.error')}
        retryLabel={t('card.retry')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  } else if (stats.data.top_cards.length === 0 && stats.data.top_themes.length === 0) {
    body = <p className="text-muted-foreground">{t('story.empty')}</p>;
  } else {
    body = (
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          <h3 className="text-sm font-semibold text-muted-foreground">{t('story.topCards')}</h3>
          <ol className="grid gap-2">
            {stats.data.top_cards.map((card) => (
              <li key={card.key}>
                <Link to={paths.card(card.key)} className="flex items-center gap-3 rounded-md hover:bg-secondary/40">
                  <CardFrame cardKey={card.key} className="w-8" />
                  <span className="flex-1 font-medium">{card.name}</span>
                  <span className="text-sm text-muted-foreground">{t('story.times', { times: card.count })}</span>
                </Link>
              </li>
            ))}
          </ol>
        </div>
        <div className="grid content-start gap-3">
          <h3 className="text-sm font-semibold text-muted-foreground">{t('story.topThemes')}</h3>
          <ol className="grid gap-2">
            {stats.data.top_themes.map((theme) => (
              <li key={theme.theme} className="flex items-center justify-between gap-3">
                <span className="font-medium">{t(`themes.${theme.theme}`)}</span>
                <span className="text-sm text-muted-foreground">{t('story.questions', { count: theme.count })}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    );
  }
  return (
    <MemberPanel id="card-story-title" icon={BookOpen} title={t('story.title')}>
      {body}
    </MemberPanel>
  );
}
