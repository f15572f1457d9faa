import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookHeart, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { THEMES } from '#common/oracle.ts';
import { cardPageQueryOptions } from '#web/api/cards.ts';
import { paths } from '#web/app/paths.ts';
import { NotFound } from '#web/components/not-found.tsx';
import { PageLoading } from '#web/app/root-layout.tsx';
import { CardFrame, dayAsDate } from '#web/components/cards/card-frame.tsx';
import { CardStoryPanel } from '#web/components/cards/card-story-panel.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { dateTimeFormat } from '#web/lib/intl.ts';

/** /cards/{key}: the whole card and this member's story with it; an unknown key shows the not-found page. */
export function CardPage() {
  const { t, i18n } = useTranslation('cards');
  const { key = '' } = useParams();
  const page = useQuery(cardPageQueryOptions(key, i18n.language));

  if (page.error instanceof ApiError && page.error.status === 404) return <CardNotFound />;
  if (page.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <LoadError
          message={t('card.error')}
          retryLabel={t('card.retry')}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      </div>
    );
  }
  if (!page.data) return <PageLoading />;
  const { card, counts, readings, journal_entries: entries } = page.data;
  const formatDate = (date: Date) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(date);
  const formatDay = (day: string) =>
    dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(dayAsDate(day));

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10">
      <title>{`${card.name} · ${t('common:app.title')}`}</title>
      <Button variant="ghost" size="sm" asChild className="-ml-3 self-start">
        <Link to={paths.cards}>
          <ArrowLeft aria-hidden="true" />
          {t('card.backToLibrary')}
        </Link>
      </Button>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <CardFrame cardKey={card.key} title={card.name} className="mx-auto w-48 md:w-full" />
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-semibold tracking-tight">{card.name}</h1>
          <div>
            <h2 className="sr-only">{t('card.keywords')}</h2>
            <ul className="flex flex-wrap gap-2">
              {card.keywords.map((keyword) => (
                <li key={keyword}>
                  <Badge variant="secondary">{keyword}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <section aria-labelledby="card-message">
            <h2 id="card-message" className="mb-2 text-lg font-semibold">
              {t('card.message')}
            </h2>
            <p className="leading-relaxed">{card.message}</p>
          </section>
          <Card tone="quiet">
            <CardContent padding="full">
              <h2 className="text-sm font-semibold text-muted-foreground">{t('card.affirmation')}</h2>
              <p className="mt-1 text-lg italic">“{card.affirmation}”</p>
            </CardContent>
          </Card>
        </div>
      </div>

      <section aria-labelledby="card-guidance" className="flex flex-col gap-3">
        <h2 id="card-guidance" className="text-xl font-semibold">
          {t('card.guidance')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          {THEMES.map((theme) => (
            <div key={theme} className="rounded-lg border p-4">
              <dt className="font-semibold">{t(`themes.${theme}`)}</dt>
              <dd className="mt-1 text-sm leading-relaxed">{card.guidance[theme]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="card-you" className="flex flex-col gap-3" data-testid="card-counts">
        <h2 id="card-you" className="text-xl font-semibold">
          {t('card.yourStory')}
        </h2>
        {counts.total === 0 ? (
          <p className="text-muted-foreground">{t('card.neverDrawn')}</p>
        ) : (
          <p>
            {t('card.drawn', { total: counts.total, readings: counts.readings, daily: counts.daily })}{' '}
            {counts.last_drawn_at ? t('card.lastDrawn', { date: formatDate(new Date(counts.last_drawn_at)) }) : null}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-2 flex items-center gap-2 font-semibold">
              <ScrollText aria-hidden="true" className="size-4" />
              {t('card.readings')}
            </h3>
            {readings.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('card.noReadings')}</p>
            ) : (
              <ul className="grid gap-1">
                {readings.map((reading) => (
                  <li key={reading.id}>
                    <Link to={paths.reading(reading.id)} className="text-primary underline-offset-4 hover:underline">
                      {reading.question_text}
                    </Link>{' '}
                    <span className="text-xs text-muted-foreground">{formatDate(new Date(reading.created_at))}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="mb-2 flex items-center gap-2 font-semibold">
              <BookHeart aria-hidden="true" className="size-4" />
              {t('card.journal')}
            </h3>
            {entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('card.noJournal')}</p>
            ) : (
              <ul className="grid gap-1">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Link to={paths.journalEntry(entry.id)} className="text-primary underline-offset-4 hover:underline">
                      {entry.title}
                    </Link>{' '}
                    <span className="text-xs text-muted-foreground">{formatDay(entry.entry_date)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>
      <CardStoryPanel />
    </article>
  );
}

function CardNotFound() {
  const { t } = useTranslation('cards');
  return <NotFound backTo={paths.cards} backLabel={t('card.backToLibrary')} />;
}
