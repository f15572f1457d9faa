import { useQuery } from '@tanstack/react-query';
import { SearchX, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { THEMES, type Theme } from '#common/oracle.ts';
import type { CardSummary } from '#common/schemas/cards.ts';
import { deckQueryOptions } from '#web/api/cards.ts';
import { paths } from '#web/app/paths.ts';
import { CardFrame } from '#web/components/cards/card-frame.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FilterField } from '#web/components/ui/filter-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

const isTheme = (value: string | null): value is Theme => (THEMES as readonly string[]).includes(value ?? '');

/** Case- and accent-insensitive matching, for names and keywords in either language. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

function matches(card: CardSummary, query: string, theme: Theme | null) {
  if (theme && !card.themes.includes(theme)) return false;
  if (!query) return true;
  const needle = fold(query);
  return fold(card.name).includes(needle) || card.keywords.some((keyword) => fold(keyword).includes(needle));
}

/** /cards: the whole deck with art, name and keywords; search and theme filter live in the URL. */
export function LibraryPage() {
  const { t, i18n } = useTranslation('cards');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').slice(0, 100);
  const themeParam = params.get('theme');
  const theme = isTheme(themeParam) ? themeParam : null;
  const deck = useQuery(deckQueryOptions(i18n.language));

  const set = (name: 'q' | 'theme', value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  let body;
  if (deck.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{t('library.loading')}</span>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-[2/3] w-full" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (deck.isError) {
    body = (
      <LoadError
        message={t('library.error')}
        retryLabel={t('library.retry')}
        onRetry={() => void deck.refetch()}
        retrying={deck.isFetching}
      />
    );
  } else {
    const shown = deck.data.cards.filter((card) => matches(card, query.trim(), theme));
    body = (
      <>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('library.shown', { shown: shown.length, total: deck.data.cards.length })}
        </p>
        {shown.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
            <p>{t('library.noMatch')}</p>
            <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
              {t('library.clear')}
            </Button>
          </Card>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="card-library">
            {shown.map((card) => (
              <li key={card.key}>
                <Link
                  to={paths.card(card.key)}
                  className="group flex h-full flex-col gap-2 rounded-lg p-2 hover:bg-secondary/40"
                >
                  <CardFrame cardKey={card.key} className="w-full" />
                  <span className="font-semibold group-hover:underline">{card.name}</span>
                  <span className="text-xs text-muted-foreground">{card.keywords.join(' · ')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>{`${t('meta.library')} · ${t('common:app.title')}`}</title>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('library.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('library.subtitle')}</p>
        </div>
        <Button asChild variant="accent">
          <Link to={paths.cardsToday}>
            <Sparkles aria-hidden="true" />
            {t('library.toToday')}
          </Link>
        </Button>
      </header>
      <Card className="grid gap-4 p-4 sm:grid-cols-[2fr_1fr]">
        <FilterField id={`${id}q`} label={t('library.searchLabel')}>
          <SearchInput
            id={`${id}q`}
            value={query}
            maxLength={100}
            placeholder={t('library.searchPlaceholder')}
            onChange={(event) => set('q', event.target.value)}
          />
        </FilterField>
        <FilterField id={`${id}theme`} label={t('library.themeLabel')}>
          <NativeSelect id={`${id}theme`} value={theme ?? ''} onChange={(event) => set('theme', event.target.value)}>
            <option value="">{t('library.allThemes')}</option>
            {THEMES.map((value) => (
              <option key={value} value={value}>
                {t(`themes.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </Card>
      {body}
    </div>
  );
}
