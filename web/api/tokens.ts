import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TestGrantResponse, TokenBalance } from '#common/schemas/tokens.ts';
import { api } from '#web/lib/api-client.ts';

export const tokenBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['tokens', 'balance'],
    queryFn: () => api<TokenBalance>('/api/tokens'),
  });

export const grantTestTokens = () => api<TestGrantResponse>('/api/tokens/test-grant', { body: {} });

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
