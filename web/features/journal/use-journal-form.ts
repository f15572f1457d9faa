import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { JournalFormSchema, type JournalFormValues } from '#common/schemas/journal.ts';
import { questionChoicesQueryOptions, questionQueryOptions } from '#web/api/questions.ts';

/**
 * The journal form's state, judged by the entry's own rules (the server's schema); `raw` hands the values on as the
 * form holds them, for buildEntryPayload.
 */
export function useJournalFormState(initial: JournalFormValues) {
  return useForm<JournalFormValues>({
    defaultValues: initial,
    resolver: zodResolver(JournalFormSchema, undefined, { raw: true }),
  });
}

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
