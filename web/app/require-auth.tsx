import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#web/api/session.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { paths } from './paths.ts';
import { PageLoading } from './root-layout.tsx';

// Dreams live on the device only: offline, their pages open without asking the server about the session.
const DEVICE_ONLY_PATHS: string[] = [paths.dreamCatcher, paths.dreamCatcherLog];

/** Member routes: a visitor without a session goes to /login, replacing the history entry (docs/product.md §2.2). */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const offline =
    (typeof navigator !== 'undefined' && !navigator.onLine) ||
    (session.error instanceof ApiError && session.error.code === 'NETWORK');
  if (offline && DEVICE_ONLY_PATHS.includes(location.pathname)) return <Outlet />;
  if (session.isPending) return <PageLoading />;
  if (!session.data?.user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Login and sign-up: a signed-in visitor is sent to / (docs/product.md §2.2), unless a reset link brought them. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoading />;
  if (session.data?.user && !new URLSearchParams(location.search).has('token'))
    return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
