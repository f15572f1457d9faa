import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotebookPen, Save, X } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LIMITS } from '#common/limits.ts';
import { FollowUpInputSchema, RESONATED } from '#common/schemas/follow-ups.ts';
import type { Question } from '#common/schemas/questions.ts';
import { dismissFollowUp, refreshFollowUps, saveFollowUp } from '#web/api/follow-ups.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { notify } from '#web/components/ui/toaster.tsx';
import { useDescribeError } from '#web/lib/use-describe-error.ts';
import { useValidationMessage } from '#web/lib/use-validation-message.ts';
import { cn } from '#web/lib/utils.ts';
import { saveToJournalHref } from './save-to-journal.ts';

type FollowUpValues = z.input<typeof FollowUpInputSchema>;

/**
 * The follow-up form of one answered reading (docs/product.md §11): did it resonate (yes / partly / no), an optional
 * note, Save; Dismiss where the member area asks; and a journal entry linked to the reading.
 */
export function FollowUpCard({
  question,
  dismissible = false,
  onDone,
  onCancel,
}: {
  question: Question;
  /** The member area's due follow-ups can be dismissed. */
  dismissible?: boolean;
  /** After a save or a dismissal. */
  onDone?: () => void;
  /** Changing a recorded follow-up: back to showing it. */
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('reading');
  const id = useId();
  const queryClient = useQueryClient();
  const describeError = useDescribeError('reading');
  const validationMessage = useValidationMessage('reading');
  const form = useForm<FollowUpValues, unknown, z.output<typeof FollowUpInputSchema>>({
    resolver: zodResolver(FollowUpInputSchema),
    defaultValues: { resonated: question.follow_up?.resonated, note: question.follow_up?.note ?? '' },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: z.output<typeof FollowUpInputSchema>) =>
      saveFollowUp(question.id, { resonated: values.resonated, note: values.note ?? '' }),
    onSuccess: async () => {
      notify.success(t('followUp.saved'), t('followUp.savedDescription'));
      await refreshFollowUps(queryClient);
      onDone?.();
    },
    onError: (error) => notify.error(t('followUp.saveFailed'), describeError(error)),
  });
  const dismiss = useMutation({
    mutationFn: () => dismissFollowUp(question.id),
    onSuccess: async () => {
      notify.success(t('followUp.dismissed'), t('followUp.dismissedDescription'));
      await refreshFollowUps(queryClient);
      onDone?.();
    },
    onError: (error) => notify.error(t('followUp.dismissFailed'), describeError(error)),
  });
  const busy = save.isPending || dismiss.isPending;
  const resonatedError = validationMessage(errors.resonated?.message);

  return (
    <form
      noValidate
      data-testid="follow-up-card"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="grid gap-4"
    >
      <fieldset
        aria-describedby={resonatedError ? `${id}-resonated-error` : undefined}
        aria-invalid={Boolean(resonatedError)}
      >
        <legend className="mb-2 text-sm font-medium">{t('followUp.question')}</legend>
        <div className="flex flex-wrap gap-2">
          {RESONATED.map((value) => (
            <label key={value} className="relative">
              <input
                type="radio"
                value={value}
                className="peer sr-only"
                disabled={busy}
                {...form.register('resonated')}
              />
              <span
                className={cn(
                  'inline-flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-full border border-input bg-card px-4 text-sm font-medium transition-colors',
                  'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
                  'hover:bg-secondary/60 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
                )}
              >
                {t(`followUp.${value}`)}
              </span>
            </label>
          ))}
        </div>
        {resonatedError ? (
          <p id={`${id}-resonated-error`} role="alert" className="mt-2 text-sm text-destructive">
            {resonatedError}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-note`}
        label={t('followUp.note')}
        error={validationMessage(errors.note?.message)}
        after={
          <span className="flex justify-end text-xs text-muted-foreground" data-testid="follow-up-counter">
            {t('followUp.counter', { n: note.length, max: LIMITS.followUpNoteMaxLength })}
          </span>
        }
      >
        <Textarea
          className="min-h-20"
          maxLength={LIMITS.followUpNoteMaxLength}
          placeholder={t('followUp.notePlaceholder')}
          disabled={busy}
          {...form.register('note')}
        />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" />
          {save.isPending ? t('followUp.saving') : t('followUp.save')}
        </Button>
        {dismissible ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => dismiss.mutate()}>
            <X aria-hidden="true" />
            {dismiss.isPending ? t('followUp.dismissing') : t('followUp.dismiss')}
          </Button>
        ) : null}
        {onCancel ? (
          <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
            {t('followUp.cancel')}
          </Button>
        ) : null}
        <Button variant="secondary" asChild>
          <Link to={saveToJournalHref(question, i18n.language)}>
            <NotebookPen aria-hidden="true" />
            {t('followUp.writeJournal')}
          </Link>
        </Button>
      </div>
    </form>
  );
}
