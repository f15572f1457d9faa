import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '#web/features/shell/error-page.tsx';
import { paths } from './paths.ts';
import { RedirectIfSignedIn, RequireAuth } from './require-auth.tsx';
import { PageLoading, RootLayout } from './root-layout.tsx';

/** Member routes of SPEC §2: a visitor is sent to /login. */
const memberRoutes: RouteObject[] = [
  { path: paths.ask, lazy: async () => ({ Component: (await import('#web/features/ask/ask-page.tsx')).AskPage }) },
  {
    path: '/answer',
    lazy: async () => ({ Component: (await import('#web/features/readings/waiting-page.tsx')).WaitingPage }),
  },
  {
    path: '/reading/:id',
    lazy: async () => ({ Component: (await import('#web/features/readings/reading-page.tsx')).ReadingPage }),
  },
  {
    path: paths.member,
    lazy: async () => ({ Component: (await import('#web/features/readings/member-page.tsx')).MemberPage }),
  },
  {
    path: paths.profile,
    lazy: async () => ({ Component: (await import('#web/features/account/profile-page.tsx')).ProfilePage }),
  },
  {
    path: paths.tokenHistory,
    lazy: async () => ({ Component: (await import('#web/features/account/token-history-page.tsx')).TokenHistoryPage }),
  },
  {
    path: paths.journal,
    lazy: async () => ({ Component: (await import('#web/features/journal/journal-form-page.tsx')).JournalFormPage }),
  },
  {
    path: '/journal/:id',
    lazy: async () => ({ Component: (await import('#web/features/journal/entry-detail-page.tsx')).EntryDetailPage }),
  },
  {
    path: paths.journalList,
    lazy: async () => ({ Component: (await import('#web/features/journal/journal-list-page.tsx')).JournalListPage }),
  },
  {
    path: paths.answerLog,
    lazy: async () => ({ Component: (await import('#web/features/readings/answer-log-page.tsx')).AnswerLogPage }),
  },
  {
    path: paths.dreamCatcher,
    lazy: async () => ({ Component: (await import('#web/features/dreams/dream-catcher-page.tsx')).DreamCatcherPage }),
  },
  {
    path: paths.dreamCatcherLog,
    lazy: async () => ({ Component: (await import('#web/features/dreams/dream-log-page.tsx')).DreamLogPage }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('#web/features/home/home-page.tsx')).HomePage }),
      },
      {
        path: paths.pricing,
        lazy: async () => ({ Component: (await import('#web/features/pricing/pricing-page.tsx')).PricingPage }),
      },
      { path: paths.auth, element: <Navigate to={paths.login} replace /> },
      {
        element: <RedirectIfSignedIn />,
        children: [paths.login, paths.signup].map((path) => ({
          path,
          lazy: async () => ({ Component: (await import('#web/features/auth/login-page.tsx')).LoginPage }),
        })),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await import('#web/features/recovery/forgot-password-page.tsx')).ForgotPasswordPage,
        }),
      },
      {
        path: paths.resetPassword,
        lazy: async () => ({
          Component: (await import('#web/features/recovery/reset-password-page.tsx')).ResetPasswordPage,
        }),
      },
      { element: <RequireAuth />, children: memberRoutes },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('#web/features/shell/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
