import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useQuestionEvents } from '#web/api/question-events.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSession } from '#web/api/session.ts';
import { STEP, StartupStep } from '#web/lib/startup-steps.tsx';
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
      <StartupStep index={STEP.header}>
        <Header />
      </StartupStep>
      <main id="main" tabIndex={-1} className="flex-1">
        <Suspense fallback={<PageLoading />}>
          {/* At startup, the header, the page and the footer render one after the other, in that order (no shift). */}
          <StartupStep index={STEP.page}>
            <Outlet />
          </StartupStep>
        </Suspense>
      </main>
      <StartupStep index={STEP.footer}>
        <Footer />
      </StartupStep>
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
