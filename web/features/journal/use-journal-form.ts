import { useQuery } from '@tanstack/react-query';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { questionChoicesQueryOptions, questionQueryOptions } from '#web/api/questions.ts';
import { type JournalFormValues, validateForm } from './journal-rules.ts';

// The shared schema (the server's own) judges the form; its messages are keys of our `validation` texts.
export const journalFormResolver: Resolver<JournalFormValues> = (values) => {
  const errors = validateForm(values);
  if (!errors) return { values, errors: {} };
  const fieldErrors: FieldErrors<JournalFormValues> = {};
  for (const [name, message] of Object.entries(errors)) {
    fieldErrors[name as keyof JournalFormValues] = { type: 'validate', message };
  }
  return { values: {}, errors: fieldErrors };
};

/**
 * The reading a form links to: one of the picker's recent readings, else (an old link, or an old reading's
 * 'Save to Journal') the reading fetched on its own.
 */
export function useLinkedReading(questionId: string) {
  const choices = useQuery(questionChoicesQueryOptions());
  const listed = choices.data?.find((reading) => reading.id === questionId);
  const single = useQuery({
    ...questionQueryOptions(questionId),
    enabled: Boolean(questionId) && choices.isFetched && !listed,
  });
  const linked = listed ?? (single.data?.id === questionId ? single.data : undefined);
  return { choices, single, linked };
}
