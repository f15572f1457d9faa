import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Link2, NotebookPen, Pencil } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { CARE_KINDS } from '#common/care/kinds.ts';
import { SavedHelpCard } from '#web/components/care/saved-help-card.tsx';
import type { JournalEntry } from '#common/schemas/journal.ts';
import { journalEntryQueryOptions } from '#web/api/journal.ts';
import { categoriesQueryOptions } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { displayCategory, formatCalendarDate, formatDateTime } from './journal-rules.ts';
import { useMoodText } from './mood-select.tsx';
import { LunarDate } from '#web/components/lunar-date.tsx';
import { DeleteEntry } from './delete-entry.tsx';
import { LinkedReadingPanel } from './linked-reading-panel.tsx';

const editPath = (id: string) => `${paths.journal}?edit=${encodeURIComponent(id)}`;

/** /journal/{id} (docs/product.md §2.18 Entry detail). */
export function EntryDetailPage() {
  const { t } = useTranslation('journal');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const entry = useQuery(journalEntryQueryOptions(id));
  const failed = entry.isError && !entry.data;

  useEffect(() => {
    if (!failed) return;
    notify.error(t('toast.detailFailed'), t('toast.detailFailedDescription'));
    void navigate(paths.journalList, { replace: true });
  }, [failed, navigate, t]);

  if (!entry.data) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
        <title>{`${t('detail.metaTitle')} · ${t('common:app.title')}`}</title>
        <DetailSkeleton />
      </div>
    );
  }
  return <EntryDetail entry={entry.data} />;
}

function DetailSkeleton() {
  const { t } = useTranslation('journal');
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t('detail.loading')}</span>
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-9 w-3/4" />
      <Card className="grid gap-3 p-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    </div>
  );
}

function EntryDetail({ entry }: { entry: JournalEntry }) {
  const { t, i18n } = useTranslation('journal');
  const language = i18n.language;
  const moodText = useMoodText();
  const categories = useQuery(categoriesQueryOptions());
  const edited = entry.updated_at !== entry.created_at;

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>{entry.title}</title>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={paths.journalList}>
            <ArrowLeft aria-hidden="true" />
            {t('detail.back')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={editPath(entry.id)}>
            <Pencil aria-hidden="true" />
            {t('detail.edit')}
          </Link>
        </Button>
        <DeleteEntry id={entry.id} />
      </div>

      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <time dateTime={entry.entry_date} className="text-sm font-semibold text-muted-foreground">
            {formatCalendarDate(entry.entry_date, language, 'full')}
          </time>
          <LunarDate date={entry.entry_date} className="text-sm text-muted-foreground" />
          <Badge variant="secondary">{displayCategory(entry.category, categories.data, language)}</Badge>
          {entry.question_id ? (
            <Badge variant="outline" className="gap-1">
              <Link2 aria-hidden="true" className="size-3" />
              {t('detail.linkedReading')}
            </Badge>
          ) : null}
        </div>
        <h1 className="text-3xl font-semibold tracking-tight wrap-anywhere">{entry.title}</h1>
        <p className="text-sm text-muted-foreground" data-testid="entry-meta">
          {t('detail.createdOn', { date: formatDateTime(entry.created_at, language) })}
          {edited ? t('detail.lastEdit', { date: formatDateTime(entry.updated_at, language) }) : null}
          {t('detail.mood', { mood: moodText(entry.mood) })}
        </p>
      </header>

      <LinkedReadingPanel entry={entry} />

      <Card>
        <CardContent padding="full" className="grid gap-3">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <NotebookPen aria-hidden="true" className="size-5 text-primary" />
            {t('detail.myReflection')}
          </h2>
          <div className="grid gap-2 leading-relaxed wrap-anywhere" data-testid="entry-content">
            {entry.content.split('\n').map((line, index) =>
              // Lines are the content's own; their position is their identity.
              line.trim() ? <p key={index}>{line}</p> : <div key={index} aria-hidden="true" className="h-2" />,
            )}
          </div>
        </CardContent>
      </Card>
      <EntryCare />
    </article>
  );
}

/** The help card under an entry just saved whose words screened as crisis (the form passes the kind, nothing else). */
function EntryCare() {
  const { t } = useTranslation('common');
  const kind = (useLocation().state as { care?: unknown } | null)?.care;
  const known = CARE_KINDS.find((value) => value === kind);
  return known ? <SavedHelpCard kind={known} note={t('care.journalNote')} /> : null;
}
