import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flame, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Link } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { type DailyCard, DailyNoteInputSchema, type DailyNoteInput } from '#common/schemas/cards.ts';
import { cardKeys, dailyHistoryQueryOptions, saveTodayNote, todayCardQueryOptions } from '#web/api/cards.ts';
import { paths } from '#web/app/paths.ts';
import { CardFrame, dayAsDate } from '#web/components/cards/card-frame.tsx';
import { TodayCardLoadError } from '#web/components/cards/today-card-panel.tsx';
import { LunarDate } from '#web/components/lunar-date.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { useValidationMessage } from '#web/lib/use-validation-message.ts';
import { dateTimeFormat } from '#web/lib/intl.ts';

const formatDay = (day: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(dayAsDate(day));

/** /cards/today: the card of the member's day, a one-line note on it, and the past days with the streak. */
export function TodayPage() {
  const { t, i18n } = useTranslation('cards');
  const today = useQuery(todayCardQueryOptions(i18n.language));

  let body;
  if (today.isPending) {
    body = (
      <div role="status" className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <span className="sr-only">{t('today.drawing')}</span>
        <Skeleton className="mx-auto aspect-[2/3] w-48 md:w-full" />
        <div className="grid content-start gap-3">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    );
  } else if (today.isError) {
    body = <TodayCardLoadError query={today} />;
  } else {
    body = <TodayCard daily={today.data} />;
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:py-14">
      <title>{`${t('meta.today')} · ${t('common:app.title')}`}</title>
      <header>
        <h1 className="text-3xl font-semibold tracking-tight">{t('today.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('today.subtitle')}</p>
      </header>
      {body}
      <History />
    </div>
  );
}

function TodayCard({ daily }: { daily: DailyCard }) {
  const { t, i18n } = useTranslation('cards');
  const { card } = daily;
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <CardFrame cardKey={card.key} title={card.name} className="mx-auto w-48 md:w-full" />
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t('today.forDay', { date: formatDay(daily.day, i18n.language) })}
        </p>
        <LunarDate date={daily.day} className="text-sm" />
        <h2 className="text-2xl font-semibold" data-testid="today-card-name">
          {card.name}
        </h2>
        <p className="text-sm text-muted-foreground">{card.keywords.join(' · ')}</p>
        {daily.streak > 1 ? (
          <p className="flex items-center gap-1 text-sm">
            <Flame aria-hidden="true" className="size-4 text-accent" />
            {t('today.streak', { days: daily.streak })}
          </p>
        ) : null}
        <p className="leading-relaxed">{card.message}</p>
        <p className="text-lg italic">“{card.affirmation}”</p>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.card(card.key)}>{t('today.openCard')}</Link>
          </Button>
        </div>
        <NoteForm key={daily.day} daily={daily} />
      </div>
    </div>
  );
}

function NoteForm({ daily }: { daily: DailyCard }) {
  const { t } = useTranslation('cards');
  const id = useId();
  const queryClient = useQueryClient();
  const describeError = useDescribeError('cards');
  const validationMessage = useValidationMessage('cards');
  // The server's own rules (docs/product.md, Card of the day): one line, at most LIMITS.dailyNoteMaxLength.
  const form = useForm<DailyNoteInput, unknown, z.output<typeof DailyNoteInputSchema>>({
    resolver: zodResolver(DailyNoteInputSchema),
    defaultValues: { note: daily.note ?? '' },
  });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (value: string) => saveTodayNote(value),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
  const error = save.error ? describeError(save.error) : null;

  const submit = form.handleSubmit(({ note }) => {
    setSaved(false);
    save.mutate(note);
  });

  return (
    <Card tone="quiet">
      <CardContent padding="full">
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <Field
            id={`${id}note`}
            label={
              <span className="flex items-center gap-2 text-base">
                <NotebookPen aria-hidden="true" className="size-4" />
                {t('today.noteLabel')}
              </span>
            }
            hint={t('today.noteHint', { max: LIMITS.dailyNoteMaxLength })}
            error={validationMessage(form.formState.errors.note?.message)}
          >
            <Input
              maxLength={LIMITS.dailyNoteMaxLength}
              placeholder={t('today.notePlaceholder')}
              {...form.register('note', { onChange: () => setSaved(false) })}
            />
          </Field>
          <Button type="submit" disabled={save.isPending} className="self-start">
            {save.isPending ? t('today.saving') : t('today.saveNote')}
          </Button>
          <p role="status" className="text-sm">
            {saved ? t('today.saved') : null}
          </p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

function History() {
  const { t, i18n } = useTranslation('cards');
  const [page, setPage] = useState(1);
  const history = useQuery(dailyHistoryQueryOptions(page, i18n.language));
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <section aria-labelledby="daily-history-title" className="flex flex-col gap-4" data-testid="daily-history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="daily-history-title" className="text-xl font-semibold">
          {t('history.title')}
        </h2>
        {data && data.streak > 0 ? (
          <p className="flex items-center gap-1 text-sm" data-testid="daily-streak">
            <Flame aria-hidden="true" className="size-4 text-accent" />
            {t('today.streak', { days: data.streak })}
          </p>
        ) : null}
      </div>
      {history.isError && !data ? (
        <LoadError
          message={t('today.error')}
          retryLabel={t('today.retry')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : null}
      {data && data.items.length === 0 ? <p className="text-muted-foreground">{t('history.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="grid gap-2">
          {data.items.map((item) => (
            <li key={item.day}>
              <Link
                to={paths.card(item.card.key)}
                className="flex items-center gap-3 rounded-lg border p-3 hover:bg-secondary/40"
              >
                <CardFrame cardKey={item.card.key} className="w-10" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-xs text-muted-foreground">{formatDay(item.day, i18n.language)}</span>
                  <span className="font-semibold">{item.card.name}</span>
                  <span className="truncate text-sm text-muted-foreground">{item.note ?? t('history.noNote')}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('history.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('history.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('history.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
