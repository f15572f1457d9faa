import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Save, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LIMITS } from '#common/limits.ts';
import { JOURNAL_LIMITS, type JournalEntry, type JournalEntryInput } from '#common/schemas/journal.ts';
import { createJournalEntry, journalKeys, updateJournalEntry } from '#web/api/journal.ts';
import { categoriesQueryOptions, categoryName } from '#web/api/questions.ts';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { CardMeaningPanel } from './card-meaning-panel.tsx';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import {
  type CardFields,
  type JournalFormValues,
  buildEntryPayload,
  cardFieldsFromReading,
  clampContent,
  fieldsFromLink,
  formatDay,
  missingRequired,
} from './journal-rules.ts';
import { MoodSelect } from './mood-select.tsx';
import { ReadingLinkSelect } from './reading-link-select.tsx';
import { JournalLunarDate } from './journal-lunar-date.tsx';
import { useJournalFormState, useLinkedReading } from './use-journal-form.ts';

export function JournalForm({ initial, entry }: { initial: JournalFormValues; entry?: JournalEntry }) {
  const { t, i18n } = useTranslation('journal');
  const language = i18n.language;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const describeError = useDescribeError('journal');
  const editing = Boolean(entry);

  const form = useJournalFormState(initial);
  const { errors, isSubmitted } = form.formState;
  const [questionId, content, category] = useWatch({
    control: form.control,
    name: ['question_id', 'content', 'category'],
  });

  const categories = useQuery(categoriesQueryOptions());
  const { choices, single, linked } = useLinkedReading(questionId);

  // The card fields the entry would store: from the loaded reading, or as stored while it cannot load.
  const reflectionFor = (date: string) => t('reflection', { date: formatDay(date, language) });
  let card: CardFields | null = linked ? cardFieldsFromReading(linked, reflectionFor) : null;
  if (!linked && entry && questionId === entry.question_id && entry.card_meaning) {
    card = { card_key: entry.card_key, card_meaning: entry.card_meaning, mini_reflection: entry.mini_reflection };
  }

  // A reading's 'Save to Journal' link: once the reading is known, fill what the link did not carry.
  const prefillLink = useRef(!entry && Boolean(initial.question_id));
  useEffect(() => {
    if (!prefillLink.current) return;
    if (linked) {
      prefillLink.current = false;
      const changes = fieldsFromLink(linked, { title: form.getValues('title') });
      if (changes.title) form.setValue('title', changes.title);
      if (changes.category && !form.getValues('category')) form.setValue('category', changes.category);
    } else if (single.isError) {
      // Not one of the member's readings: nothing to link.
      prefillLink.current = false;
      form.setValue('question_id', '');
    }
  }, [linked, single.isError, form]);

  function linkReading(id: string) {
    form.setValue('question_id', id);
    const reading = id ? (choices.data?.find((candidate) => candidate.id === id) ?? linked) : undefined;
    if (!reading || reading.id !== id) return;
    const changes = fieldsFromLink(reading, { title: form.getValues('title') });
    for (const name of ['category', 'title'] as const) {
      const value = changes[name];
      if (value !== undefined) form.setValue(name, value, { shouldValidate: isSubmitted });
    }
  }

  const save = useMutation({
    mutationFn: (payload: JournalEntryInput) =>
      entry ? updateJournalEntry(entry.id, payload) : createJournalEntry(payload),
    onSuccess: ({ care, ...saved }) => {
      queryClient.setQueryData(journalKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: journalKeys.lists() });
      if (editing) notify.success(t('toast.updated'), t('toast.updatedDescription'));
      else notify.success(t('toast.saved'), t('toast.savedDescription'));
      // Saved as usual; words of crisis (screened by the server on save) open the entry with the help card under it
      // (docs/care.md).
      if (care) void navigate(paths.journalEntry(saved.id), { state: { care } });
      else void navigate(paths.journalList);
    },
    onError: (error) => notify.error(editing ? t('toast.updateFailed') : t('toast.saveFailed'), describeError(error)),
  });

  const onSubmit = form.handleSubmit(
    (values) => save.mutate(buildEntryPayload(values, card)),
    () => {
      if (missingRequired(form.getValues()).length > 0) notify.error(t('toast.required'));
    },
  );

  function cancel() {
    // Back one step (docs/product.md §2); opened directly, there is no step back inside the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.journalList);
  }

  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const categoryOptions = (categories.data ?? []).map((option) => ({
    value: option.name,
    label: categoryName(option, language) ?? option.name,
  }));
  // A category no longer offered (or one a link carried) stays selectable, so the entry keeps it.
  if (category && !categoryOptions.some((option) => option.value === category)) {
    categoryOptions.push({ value: category, label: category });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? t('form.editHeading') : t('form.newHeading')}</CardTitle>
        <CardDescription>{t('form.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5" noValidate>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id="journal-date"
              label={t('form.date')}
              error={message(errors.entry_date?.message)}
              after={<JournalLunarDate control={form.control} />}
            >
              <Input type="date" required {...form.register('entry_date')} />
            </Field>
            <Field id="journal-category" label={t('form.category')} required error={message(errors.category?.message)}>
              <NativeSelect required {...form.register('category')}>
                <option value="">{t('form.categoryPlaceholder')}</option>
                {categoryOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>

          <Field id="journal-title" label={t('form.title')} required error={message(errors.title?.message)}>
            <Input
              required
              maxLength={JOURNAL_LIMITS.titleMaxLength}
              placeholder={t('form.titlePlaceholder')}
              {...form.register('title')}
            />
          </Field>

          <Field id="journal-mood" label={t('form.mood')} required error={message(errors.mood?.message)}>
            <MoodSelect required {...form.register('mood')} />
          </Field>

          <Field id="journal-link" label={t('form.link')} hint={t('form.linkHint')}>
            <ReadingLinkSelect
              readings={choices.data}
              linked={linked}
              value={questionId}
              onChange={(event) => linkReading(event.target.value)}
            />
          </Field>

          {questionId && (linked || card) ? (
            <Controller
              control={form.control}
              name="include_card"
              render={({ field }) => (
                <CardMeaningPanel reading={linked} card={card} include={field.value} onIncludeChange={field.onChange} />
              )}
            />
          ) : null}

          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <Field
                id="journal-content"
                label={t('form.content')}
                required
                error={message(errors.content?.message)}
                hint={
                  <span className="flex justify-end" data-testid="journal-counter">
                    {t('form.counter', { n: content.length, max: LIMITS.journalContentMaxLength })}
                  </span>
                }
              >
                <Textarea
                  required
                  rows={10}
                  maxLength={LIMITS.journalContentMaxLength}
                  placeholder={t('form.contentPlaceholder')}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(clampContent(event.target.value))}
                />
              </Field>
            )}
          />

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={cancel}>
              <X aria-hidden="true" />
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {editing
                ? save.isPending
                  ? t('form.updating')
                  : t('form.update')
                : save.isPending
                  ? t('form.saving')
                  : t('form.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
