import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { JOURNAL_LIMITS, type JournalEntry } from '#common/schemas/journal.ts';
import { UUID_PATTERN } from '#common/schemas/questions.ts';
import { journalEntryQueryOptions } from '#web/api/journal.ts';
import { paths } from '#web/app/paths.ts';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { type JournalFormValues, clampContent, isMood, localDateString } from './journal-rules.ts';
import { JournalForm } from './journal-form.tsx';

/** A new entry's starting values: today, and what a reading's 'Save to Journal' link carries (docs/product.md §2.16). */
function valuesFromQuery(params: URLSearchParams, today = localDateString()): JournalFormValues {
  const questionId = params.get('questionId') ?? '';
  return {
    entry_date: today,
    title: (params.get('title') ?? '').slice(0, JOURNAL_LIMITS.titleMaxLength),
    category: (params.get('category') ?? '').slice(0, JOURNAL_LIMITS.categoryMaxLength),
    mood: '',
    question_id: UUID_PATTERN.test(questionId) ? questionId : '',
    content: '',
    include_card: true,
  };
}

function valuesFromEntry(entry: JournalEntry): JournalFormValues {
  return {
    entry_date: entry.entry_date,
    title: entry.title,
    category: entry.category,
    mood: isMood(entry.mood) ? entry.mood : '',
    question_id: entry.question_id ?? '',
    content: clampContent(entry.content),
    // An entry saved without the card keeps the box unticked; a new link starts ticked.
    include_card: entry.question_id ? entry.card_meaning !== null : true,
  };
}

/** /journal (new entry) and /journal?edit={id} (docs/product.md §2.16 Journal form). */
export function JournalFormPage() {
  const { t } = useTranslation('journal');
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const heading = editId ? `${t('form.pageTitle')}${t('form.editSuffix')}` : t('form.pageTitle');

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      <title>{`${heading} · ${t('common:app.title')}`}</title>
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      {editId ? (
        <EditEntry key={editId} id={editId} />
      ) : (
        // A new link (another reading's 'Save to Journal') starts a new form.
        <JournalForm key={params.toString()} initial={valuesFromQuery(params)} />
      )}
    </div>
  );
}

function EditEntry({ id }: { id: string }) {
  const { t } = useTranslation('journal');
  const navigate = useNavigate();
  const entry = useQuery(journalEntryQueryOptions(id));
  const failed = entry.isError && !entry.data;

  useEffect(() => {
    if (!failed) return;
    notify.error(t('toast.loadFailed'), t('toast.loadFailedDescription'));
    void navigate(paths.journalList, { replace: true });
  }, [failed, navigate, t]);

  if (!entry.data) return <FormSkeleton />;
  return <JournalForm initial={valuesFromEntry(entry.data)} entry={entry.data} />;
}

function FormSkeleton() {
  const { t } = useTranslation('journal');
  return (
    <Card role="status" className="grid gap-5 p-6">
      <span className="sr-only">{t('form.loading')}</span>
      <Skeleton className="h-6 w-32" />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-32 w-full" />
    </Card>
  );
}
