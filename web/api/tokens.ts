import { queryOptions } from '@tanstack/react-query';
import type { TokenBalance } from '#common/schemas/tokens.ts';
import { api } from '#web/lib/api-client.ts';

export const tokenBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ['tokens', 'balance'],
    queryFn: () => api<TokenBalance>('/api/tokens'),
  });

export const grantTestTokens = () =>
  api<{ granted: number; new_balance: number }>('/api/tokens/test-grant', { body: {} });
