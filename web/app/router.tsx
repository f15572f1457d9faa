import { useEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useRouteError, type RouteObject } from 'react-router';
import { recentQuestionsQueryOptions } from '#web/api/questions.ts';
import { sessionQueryOptions } from '#web/api/session.ts';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { ErrorPage } from '#web/features/shell/error-page.tsx';
import { loadNamespaces } from '#web/lib/i18n.ts';
import { paths } from './paths.ts';
import { RedirectIfSignedIn, RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/** A route's `lazy`: the page's code and its translations (`namespaces`, beside `common`) download together. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: readonly string[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

/** Any unexpected failure of a route, a page's download included (docs/product.md §8 Pages). */
function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <ErrorPage />;
}

/** The first render waits for the first page's code and data; until then the page stays blank, as index.html is. */
function StartingUp() {
  return null;
}

/**
 * Every route of docs/product.md §2, under the layout. The loaders put the data a page reads first into the query
 * cache (`ensureQueryData`) while its code downloads, so the page renders with it; a failed query shows on the page
 * that reads it, not as a route error.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const session = () => queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
  /** For a member only: waits for the given queries, whether they succeed or not. */
  async function primeForMember(...queries: Array<() => Promise<unknown>>) {
    if ((await session())?.user) await Promise.allSettled(queries.map((query) => query()));
    return null;
  }

  /** Member routes of docs/product.md §2: a visitor is sent to /login. */
  const memberRoutes: RouteObject[] = [
    {
      path: paths.ask,
      lazy: page(
        () => import('#web/features/ask/ask-page.tsx'),
        (m) => m.AskPage,
        ['ask'],
      ),
    },
    {
      path: '/answer',
      lazy: page(
        () => import('#web/features/readings/waiting-page.tsx'),
        (m) => m.WaitingPage,
        ['reading'],
      ),
    },
    {
      path: '/reading/:id',
      lazy: page(
        () => import('#web/features/readings/reading-page.tsx'),
        (m) => m.ReadingPage,
        ['reading'],
      ),
    },
    {
      path: paths.member,
      loader: () => primeForMember(() => queryClient.ensureQueryData(recentQuestionsQueryOptions())),
      lazy: page(
        () => import('#web/features/readings/member-page.tsx'),
        (m) => m.MemberPage,
        ['member', 'reading', 'cards', 'lunar'],
      ),
    },
    {
      path: paths.profile,
      lazy: page(
        () => import('#web/features/account/profile-page.tsx'),
        (m) => m.ProfilePage,
        ['account', 'lunar'],
      ),
    },
    {
      path: paths.tokenHistory,
      lazy: page(
        () => import('#web/features/account/token-history-page.tsx'),
        (m) => m.TokenHistoryPage,
        ['account'],
      ),
    },
    {
      path: paths.journal,
      lazy: page(
        () => import('#web/features/journal/journal-form-page.tsx'),
        (m) => m.JournalFormPage,
        ['journal', 'lunar'],
      ),
    },
    {
      path: '/journal/:id',
      lazy: page(
        () => import('#web/features/journal/entry-detail-page.tsx'),
        (m) => m.EntryDetailPage,
        ['journal', 'lunar'],
      ),
    },
    {
      path: paths.journalList,
      lazy: page(
        () => import('#web/features/journal/journal-list-page.tsx'),
        (m) => m.JournalListPage,
        ['journal'],
      ),
    },
    {
      path: paths.answerLog,
      lazy: page(
        () => import('#web/features/readings/answer-log-page.tsx'),
        (m) => m.AnswerLogPage,
        ['answerLog', 'reading'],
      ),
    },
    {
      path: paths.dreamCatcher,
      lazy: page(
        () => import('#web/features/dreams/dream-catcher-page.tsx'),
        (m) => m.DreamCatcherPage,
        ['dreams', 'lunar'],
      ),
    },
    {
      path: paths.dreamCatcherLog,
      lazy: page(
        () => import('#web/features/dreams/dream-log-page.tsx'),
        (m) => m.DreamLogPage,
        ['dreams', 'lunar'],
      ),
    },
    {
      path: paths.cards,
      lazy: page(
        () => import('#web/features/cards/library-page.tsx'),
        (m) => m.LibraryPage,
        ['cards'],
      ),
    },
    {
      path: paths.cardsToday,
      lazy: page(
        () => import('#web/features/cards/today-page.tsx'),
        (m) => m.TodayPage,
        ['cards', 'lunar'],
      ),
    },
    {
      path: '/cards/:key',
      lazy: page(
        () => import('#web/features/cards/card-page.tsx'),
        (m) => m.CardPage,
        ['cards'],
      ),
    },
  ];

  const loginPage = page(
    () => import('#web/features/auth/login-page.tsx'),
    (m) => m.LoginPage,
    ['auth'],
  );
  return [
    {
      Component: RootLayout,
      errorElement: <RouteError />,
      HydrateFallback: StartingUp,
      loader: session,
      children: [
        {
          path: paths.home,
          lazy: page(
            () => import('#web/features/home/home-page.tsx'),
            (m) => m.HomePage,
            ['home'],
          ),
        },
        {
          path: paths.pricing,
          lazy: page(
            () => import('#web/features/pricing/pricing-page.tsx'),
            (m) => m.PricingPage,
            ['pricing'],
          ),
        },
        { path: paths.auth, element: <Navigate to={paths.login} replace /> },
        {
          Component: RedirectIfSignedIn,
          children: [
            { path: paths.login, lazy: loginPage },
            { path: paths.signup, lazy: loginPage },
          ],
        },
        {
          path: paths.forgotPassword,
          lazy: page(
            () => import('#web/features/recovery/forgot-password-page.tsx'),
            (m) => m.ForgotPasswordPage,
            ['recovery'],
          ),
        },
        {
          path: paths.resetPassword,
          lazy: page(
            () => import('#web/features/recovery/reset-password-page.tsx'),
            (m) => m.ResetPasswordPage,
            ['recovery'],
          ),
        },
        {
          Component: RequireAuth,
          // Every member page shows the balance in the header.
          loader: () => primeForMember(() => queryClient.ensureQueryData(tokenBalanceQueryOptions())),
          children: memberRoutes,
        },
        {
          path: '*',
          lazy: page(
            () => import('#web/features/shell/not-found-page.tsx'),
            (m) => m.NotFoundPage,
          ),
        },
      ],
    },
  ];
}
