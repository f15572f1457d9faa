import { queryOptions } from '@tanstack/react-query';
import type { Profile, ProfileUpdate, TokenHistory } from '#common/schemas/profile.ts';
import { api } from '#web/lib/api-client.ts';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api<Profile>('/api/profile', { signal }),
  });

export const updateProfile = (input: ProfileUpdate) => api<Profile>('/api/profile', { method: 'PUT', body: input });

export const changePassword = (change: { currentPassword: string; newPassword: string; confirmation: string }) =>
  api<{ status: true }>('/api/profile/password', { body: change });

export const tokenHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['tokens', 'history'],
    queryFn: ({ signal }) => api<TokenHistory>('/api/tokens/history', { signal }),
  });

/** Asks for a reset mail; the link leads to /reset-password. */
export const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });

export const checkResetToken = (token: string) =>
  api<{ valid: boolean }>(`/api/password-reset/check?token=${encodeURIComponent(token)}`);

/** Sets a new password with a reset token; the server then revokes every session of the member. */
export const resetPassword = (token: string, newPassword: string) =>
  api<{ status: boolean }>('/api/auth/reset-password', { body: { token, newPassword } });
