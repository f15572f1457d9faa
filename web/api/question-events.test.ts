import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AnswerLogPage, Question, QuestionEvent } from '#common/schemas/questions.ts';
import { applyQuestionEvent } from './question-events.ts';
import { questionKeys } from './questions.ts';

const ids = {
  asked: '6f1c3c9e-58a4-4b8e-9a51-0a4d2f0e7b11',
  other: '0b7e2f4a-1c3d-4e5f-8a9b-0c1d2e3f4a5b',
  elsewhere: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
};

const pending = (id: string, text = 'Will the ice hold?'): Question => ({
  id,
  question_text: text,
  answer_text: null,
  status: 'pending',
  created_at: '2026-03-10T08:00:00.000Z',
  answered_at: null,
  spent_tokens: 1,
  category: null,
  card: null,
});

const answeredEvent: QuestionEvent = {
  id: ids.asked,
  status: 'answered',
  answer_text: 'You drew: The Slide\n\nWhy waddle when you can glide?',
  card: { key: 'the-slide', name: 'The Slide', name_th: 'สไลด์' },
};

const logFilters = { page: 1 };

/** A cache as the member area, the answer log, the journal's reading choice and one open reading fill it. */
function filledCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(questionKeys.recent(), [pending(ids.asked), pending(ids.other, 'Fish today?')]);
  queryClient.setQueryData(questionKeys.choices(), [pending(ids.asked)]);
  queryClient.setQueryData<AnswerLogPage>(questionKeys.log(logFilters), {
    items: [pending(ids.other, 'Fish today?'), pending(ids.asked)],
    total: 2,
    page: 1,
    page_size: 10,
  });
  queryClient.setQueryData(questionKeys.one(ids.asked), pending(ids.asked));
  queryClient.setQueryData(questionKeys.one(ids.other), pending(ids.other, 'Fish today?'));
  queryClient.setQueryData(['categories'], [{ id: ids.other, name: 'Love', name_th: 'ความรัก', sort_order: 1 }]);
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated ?? false;

describe('applyQuestionEvent', () => {
  it('writes an answer into every list and the reading that show the question, and leaves the others be', () => {
    const queryClient = filledCache();
    applyQuestionEvent(queryClient, answeredEvent);

    const expected = {
      status: 'answered',
      answer_text: answeredEvent.answer_text,
      card: answeredEvent.card,
      question_text: 'Will the ice hold?',
    };
    const recent = queryClient.getQueryData<Question[]>(questionKeys.recent())!;
    expect(recent[0]).toMatchObject(expected);
    expect(recent[1]).toEqual(pending(ids.other, 'Fish today?'));
    expect(queryClient.getQueryData<Question[]>(questionKeys.choices())![0]).toMatchObject(expected);
    const log = queryClient.getQueryData<AnswerLogPage>(questionKeys.log(logFilters))!;
    expect(log.items[1]).toMatchObject(expected);
    expect(log.items[0]).toEqual(pending(ids.other, 'Fish today?'));
    expect(log).toMatchObject({ total: 2, page: 1, page_size: 10 });
    expect(queryClient.getQueryData(questionKeys.one(ids.asked))).toMatchObject(expected);
    expect(queryClient.getQueryData(questionKeys.one(ids.other))).toEqual(pending(ids.other, 'Fish today?'));
    expect(queryClient.getQueryData(['categories'])).toHaveLength(1);
  });

  it('marks the answered reading for a fetch (its card story is not pushed), and no list, since they know it', () => {
    const queryClient = filledCache();
    applyQuestionEvent(queryClient, answeredEvent);
    expect(invalidated(queryClient, questionKeys.one(ids.asked))).toBe(true);
    expect(invalidated(queryClient, questionKeys.one(ids.other))).toBe(false);
    expect(invalidated(queryClient, questionKeys.recent())).toBe(false);
    expect(invalidated(queryClient, questionKeys.log(logFilters))).toBe(false);
  });

  it('refetches the open reading once it is answered', async () => {
    const queryClient = filledCache();
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: questionKeys.one(ids.asked),
      queryFn: () => {
        fetches += 1;
        return { ...pending(ids.asked), ...answeredEvent, card_story: { times: 2 } };
      },
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => {});
    applyQuestionEvent(queryClient, answeredEvent);
    await expect.poll(() => fetches).toBe(1);
    await expect
      .poll(() => queryClient.getQueryData<Question>(questionKeys.one(ids.asked))?.card_story)
      .toEqual({ times: 2 });
    stop();
  });

  it('fetches nothing for a pending question the lists know (its own ask, pushed back)', () => {
    const queryClient = filledCache();
    applyQuestionEvent(queryClient, { id: ids.asked, status: 'pending', answer_text: null, card: null });
    expect(queryClient.getQueryData(questionKeys.one(ids.asked))).toEqual(pending(ids.asked));
    for (const key of [questionKeys.one(ids.asked), questionKeys.recent(), questionKeys.log(logFilters)]) {
      expect(invalidated(queryClient, key)).toBe(false);
    }
  });

  it('lets the lists fetch a question asked in another tab, without fetching an unanswered reading', () => {
    const queryClient = filledCache();
    applyQuestionEvent(queryClient, { id: ids.elsewhere, status: 'pending', answer_text: null, card: null });
    expect(invalidated(queryClient, questionKeys.recent())).toBe(true);
    expect(queryClient.getQueryData<Question[]>(questionKeys.recent())).toHaveLength(2);
  });

  it('lets every question query fetch when an answer comes for a question no list knows', () => {
    const queryClient = filledCache();
    applyQuestionEvent(queryClient, { ...answeredEvent, id: ids.elsewhere });
    expect(queryClient.getQueryData<Question[]>(questionKeys.recent())).toEqual([
      pending(ids.asked),
      pending(ids.other, 'Fish today?'),
    ]);
    expect(queryClient.getQueryData(questionKeys.one(ids.elsewhere))).toBeUndefined();
    for (const key of [questionKeys.recent(), questionKeys.choices(), questionKeys.log(logFilters)]) {
      expect(invalidated(queryClient, key)).toBe(true);
    }
    expect(invalidated(queryClient, ['categories'])).toBe(false);
  });

  it('counts the open reading alone as knowing the question', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(questionKeys.one(ids.asked), pending(ids.asked));
    queryClient.setQueryData(questionKeys.recent(), []);
    applyQuestionEvent(queryClient, answeredEvent);
    expect(queryClient.getQueryData(questionKeys.one(ids.asked))).toMatchObject({ status: 'answered' });
    expect(invalidated(queryClient, questionKeys.recent())).toBe(false);
  });
});
