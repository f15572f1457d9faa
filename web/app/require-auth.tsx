import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '#web/api/session.ts';
import { paths } from './paths.ts';
import { PageLoading } from './root-layout.tsx';

/** Member routes: a visitor without a session goes to /login, replacing the history entry (SPEC §2). */
export function RequireAuth() {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  if (!session.data?.user) return <Navigate to={paths.login} replace />;
  return <Outlet />;
}

/** Login and sign-up: a signed-in visitor is sent to / (SPEC §2), unless a reset link brought them. */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoading />;
  if (session.data?.user && !new URLSearchParams(location.search).has('token')) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
