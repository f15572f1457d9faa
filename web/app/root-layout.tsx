import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useQuestionEvents } from '#web/api/question-events.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/api/session.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function RootLayout() {
  const { t } = useTranslation();
  const session = useSession();
  useQuestionEvents(Boolean(session.data?.user));
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1">
        {/* A page that waits (for a namespace, say) shows the spinner in its place; the header stays. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-24 text-muted-foreground">
      <Spinner label={t('app.loading')} />
    </div>
  );
}
