import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TestGrantResponse, TokenBalance } from '#common/schemas/tokens.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { profileQueryOptions, tokenHistoryQueryOptions } from './profile.ts';

export const tokenBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['tokens', 'balance'],
    queryFn: () => api<TokenBalance>('/api/tokens'),
  });

export const grantTestTokens = () => api<TestGrantResponse>('/api/tokens/test-grant', { body: {} });

/**
 * The test period's grant, as every page offers it: the cached balance takes the result at once, and the profile
 * and the token history are fetched again. A refused grant (the test period ended, or today's grant was had in
 * another tab) refreshes the balance, which then hides the offer or says when the next one is possible. The caller
 * adds its own toasts.
 */
export function useTestGrant({
  onSuccess,
  onError,
}: {
  onSuccess: (result: TestGrantResponse) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantTestTokens,
    onSuccess: (result) => {
      queryClient.setQueryData(tokenBalanceQueryOptions().queryKey, (old) => withTestGrant(old, result));
      void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: tokenHistoryQueryOptions().queryKey });
      onSuccess(result);
    },
    onError: (error) => {
      if (error instanceof ApiError && ['TEST_TOKENS_DISABLED', 'TEST_GRANT_USED'].includes(error.code)) {
        void queryClient.invalidateQueries({ queryKey: tokenBalanceQueryOptions().queryKey });
      }
      onError(error);
    },
  });
}

// setTimeout's longest delay; the wait is at most a day, so this only guards against a bad value.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * When the member may grant themselves test tokens again (the balance's `next_test_grant_at`, ISO), or null when
 * they may now. At that moment the balance is fetched again, so a page left open offers the grant by itself.
 */
export function useNextTestGrantAt(balance: TokenBalance | undefined): string | null {
  const queryClient = useQueryClient();
  // The clock as of the first render, then of the moment the wait ended.
  const [now, setNow] = useState(() => Date.now());
  const nextAt = balance?.next_test_grant_at ?? null;
  const until = nextAt ? Date.parse(nextAt) : Number.NaN;
  const waiting = Number.isFinite(until) && until > now;

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void queryClient.invalidateQueries({ queryKey: tokenBalanceQueryOptions().queryKey });
      },
      Math.min(Math.max(until - Date.now(), 0) + 50, LONGEST_TIMEOUT_MS),
    );
    return () => clearTimeout(timer);
  }, [waiting, until, queryClient]);

  return waiting ? nextAt : null;
}

/** A grant's result written into the cached balance: the new balance, and when the next grant is possible. */
export function withTestGrant(old: TokenBalance | undefined, result: TestGrantResponse): TokenBalance | undefined {
  return old ? { ...old, tokens: result.new_balance, next_test_grant_at: result.next_test_grant_at } : old;
}
