import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/**
 * The one way a member's local state ends, on sign-out, a password reset or a 401: the cached session becomes null
 * and every other cached query (the member's data) is dropped. `tellOtherTabs` when this tab ended the session.
 */
export function endLocalSession(queryClient: QueryClient, { tellOtherTabs = false } = {}) {
  if (tellOtherTabs) announceSignOut();
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** docs/product.md §2.3: sign-out is global: every session of the member is revoked, then this one's cookie cleared. */
export async function signOutEverywhere() {
  await api('/api/auth/revoke-sessions', { body: {} }).catch(() => {});
  await api('/api/auth/sign-out', { body: {} });
}
