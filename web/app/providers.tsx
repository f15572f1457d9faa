import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster, notify } from '#web/components/ui/toaster.tsx';
import { endLocalSession, onSignOutElsewhere, sessionQueryOptions, type Session } from '#web/api/session.ts';
import { ApiError, onUnauthorized } from '#web/lib/api-client.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        staleTime: 10_000,
      },
    },
  });
}

/**
 * The session ends in one place: on any API 401, or when another tab signs out. Member routes then
 * redirect to /login.
 */
function SessionGuard({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  useEffect(() => {
    function endSession(announce: boolean) {
      const hadSession = Boolean(queryClient.getQueryData<Session>(sessionQueryOptions().queryKey)?.user);
      endLocalSession(queryClient);
      if (hadSession && announce) notify.error(t('session.ended'), t('session.endedDescription'));
    }
    const stopUnauthorized = onUnauthorized(() => endSession(true));
    const stopElsewhere = onSignOutElsewhere(() => endSession(false));
    return () => {
      stopUnauthorized();
      stopElsewhere();
    };
  }, [queryClient, t]);
  return null;
}

export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard queryClient={queryClient} />
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
