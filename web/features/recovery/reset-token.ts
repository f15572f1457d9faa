import { queryOptions } from '@tanstack/react-query';
import { checkResetToken } from '#web/api/profile.ts';

/** Whether a reset link's token is still valid, checked once per visit. */
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset', 'token', token],
    queryFn: () => checkResetToken(token),
    // One check per visit: a refetch after the reset would call the now-used link invalid.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
