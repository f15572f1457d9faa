import { useQuery } from '@tanstack/react-query';
import { questionChoicesQueryOptions, questionQueryOptions } from '#web/api/questions.ts';

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
