import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  username?: string | null;
  displayUsername?: string | null;
  emailVerified: boolean;
  createdAt: string;
};
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } } | null;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: () => api<Session>('/api/auth/get-session'),
    staleTime: 60_000,
    // Coming back to the tab re-checks the session, so one revoked elsewhere ends here too.
    refetchOnWindowFocus: 'always',
  });

const SESSION_CHANNEL = 'penguin-oracle-session';

/** Tells the member's other tabs that the session ended, so they leave member pages at once. */
export function announceSignOut() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage('signed-out');
  channel.close();
}

/** Calls `onSignOut` when another tab of this browser signs out. Returns the unsubscribe. */
export function onSignOutElsewhere(onSignOut: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event) => {
    if (event.data === 'signed-out') onSignOut();
  };
  return () => channel.close();
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** docs/product.md §2.3: sign-out is global: every session of the member is revoked, then this one's cookie cleared. */
export async function signOutEverywhere() {
  await api('/api/auth/revoke-sessions', { body: {} }).catch(() => {});
  await api('/api/auth/sign-out', { body: {} });
}
