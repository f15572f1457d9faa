import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { AnswerLogPage, Question, QuestionEvent } from '#common/schemas/questions.ts';
import { questionKeys } from './questions.ts';

/** 'open' means pushes arrive; anything else means screens that wait for an answer poll instead. */
export type StreamState = 'off' | 'connecting' | 'open' | 'failed';

let state: StreamState = 'off';
const watchers = new Set<() => void>();
function setState(next: StreamState) {
  if (state === next) return;
  state = next;
  for (const watcher of watchers) watcher();
}

export function useStreamState(): StreamState {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => state,
    () => 'off',
  );
}

/** For measuring push against polling (bench/): `localStorage['penguin-oracle:transport'] = 'poll'` turns pushes off. */
function pushDisabled() {
  try {
    return localStorage.getItem('penguin-oracle:transport') === 'poll';
  } catch {
    return false;
  }
}

/** Writes one pushed question state into every cached query that shows that question. */
export function applyQuestionEvent(queryClient: QueryClient, event: QuestionEvent) {
  const patch = (question: Question): Question =>
    question.id === event.id
      ? { ...question, status: event.status, answer_text: event.answer_text, card: event.card ?? null }
      : question;
  let found = false;
  queryClient.setQueriesData<Question | Question[] | AnswerLogPage>({ queryKey: questionKeys.all }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) {
      found ||= data.some((q) => q.id === event.id);
      return data.map(patch);
    }
    if ('items' in data) {
      found ||= data.items.some((q) => q.id === event.id);
      return { ...data, items: data.items.map(patch) };
    }
    if (data.id === event.id) found = true;
    return patch(data);
  });
  // The card story line (docs/product.md, Your card story) is not pushed: the open reading fetches it once answered.
  if (event.status === 'answered') {
    void queryClient.invalidateQueries({ queryKey: questionKeys.one(event.id), refetchType: 'active' });
  }
  // A question no list knows yet (asked in another tab): let the lists fetch it.
  if (!found) void queryClient.invalidateQueries({ queryKey: questionKeys.all, refetchType: 'active' });
}

/**
 * One Server-Sent Events stream per signed-in tab. On every (re)connection and on the server's
 * 'resync', active question queries are refetched, so no update is missed while the stream was down.
 */
export function useQuestionEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined' || pushDisabled()) {
      setState('off');
      return;
    }
    const source = new EventSource('/api/events');
    setState('connecting');
    const catchUp = () => void queryClient.invalidateQueries({ queryKey: questionKeys.all });
    // Whatever changed before this (re)connection was not pushed: refetch what is on screen.
    source.onopen = () => {
      setState('open');
      catchUp();
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'failed' : 'connecting');
    source.addEventListener('question', (message) => {
      try {
        applyQuestionEvent(queryClient, JSON.parse((message as MessageEvent<string>).data) as QuestionEvent);
      } catch {
        catchUp();
      }
    });
    source.addEventListener('resync', catchUp);
    return () => {
      source.close();
      setState('off');
    };
  }, [enabled, queryClient]);
}
