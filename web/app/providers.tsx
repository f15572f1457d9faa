import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster, notify } from '#web/components/ui/toaster.tsx';
import { sessionQueryOptions, type Session } from '#web/features/auth/api.ts';
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

/** An API 401 ends the session in one place: member routes then redirect to /login. */
function SessionGuard({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  useEffect(
    () =>
      onUnauthorized(() => {
        const key = sessionQueryOptions().queryKey;
        const hadSession = Boolean(queryClient.getQueryData<Session>(key)?.user);
        queryClient.setQueryData(key, null);
        if (hadSession) notify.error(t('session.ended'), t('session.endedDescription'));
      }),
    [queryClient, t],
  );
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
