import {
  Component,
  createElement,
  use,
  type ComponentType,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
  type ReactPromise,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { recentQuestionsQueryOptions } from '#web/api/questions.ts';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { ErrorPage } from '#web/features/shell/error-page.tsx';
import { loadNamespaces } from '#web/lib/i18n.ts';
import { paths } from './paths.ts';
import { RedirectIfSignedIn, RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';

/** A page whose code downloads on demand; `preload` starts it (and its translations) ahead of rendering. */
type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A lazy page: its code and its translations (`namespaces`, beside `common`) download together, the first time
 * it is shown or preloaded. While they download, the nearest Suspense boundary (the layout's) shows its fallback.
 */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  namespaces: readonly string[],
): LazyPage {
  let loading: Promise<ReactElement> | undefined;
  const preload = () => {
    if (!loading) {
      const promise = Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => createElement(module[name]));
      // Settled, the promise says so the way `use` reads it: a page loaded ahead renders without suspending.
      promise.then(
        (value) => Object.assign(promise, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
      );
      loading = promise;
    }
    return loading;
  };
  function LazyPage() {
    return use(preload() as ReactPromise<ReactElement>);
  }
  return Object.assign(LazyPage, { preload });
}

type RouteHandle = {
  preload: () => Promise<unknown>;
  /** Starts the queries the page reads first, for a member (`prefetchMemberData`). */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
};

const lazyRoute = (path: string, Page: LazyPage, prefetch?: RouteHandle['prefetch']): RouteObject => ({
  path,
  element: <Page />,
  handle: { preload: Page.preload, prefetch } satisfies RouteHandle,
});

const HomePage = page(() => import('#web/features/home/home-page.tsx'), 'HomePage', ['home']);
const PricingPage = page(() => import('#web/features/pricing/pricing-page.tsx'), 'PricingPage', ['pricing']);
const LoginPage = page(() => import('#web/features/auth/login-page.tsx'), 'LoginPage', ['auth']);
const ForgotPasswordPage = page(() => import('#web/features/recovery/forgot-password-page.tsx'), 'ForgotPasswordPage', [
  'recovery',
]);
const ResetPasswordPage = page(() => import('#web/features/recovery/reset-password-page.tsx'), 'ResetPasswordPage', [
  'recovery',
]);
const NotFoundPage = page(() => import('#web/features/shell/not-found-page.tsx'), 'NotFoundPage', []);

/** Member routes of SPEC §2: a visitor is sent to /login. */
const memberRoutes: RouteObject[] = [
  lazyRoute(
    paths.ask,
    page(() => import('#web/features/ask/ask-page.tsx'), 'AskPage', ['ask']),
  ),
  lazyRoute(
    '/answer',
    page(() => import('#web/features/readings/waiting-page.tsx'), 'WaitingPage', ['reading']),
  ),
  lazyRoute(
    '/reading/:id',
    page(() => import('#web/features/readings/reading-page.tsx'), 'ReadingPage', ['reading']),
  ),
  lazyRoute(
    paths.member,
    page(() => import('#web/features/readings/member-page.tsx'), 'MemberPage', ['member', 'reading', 'cards']),
    (queryClient) => queryClient.prefetchQuery(recentQuestionsQueryOptions()),
  ),
  lazyRoute(
    paths.profile,
    page(() => import('#web/features/account/profile-page.tsx'), 'ProfilePage', ['account', 'lunar']),
  ),
  lazyRoute(
    paths.tokenHistory,
    page(() => import('#web/features/account/token-history-page.tsx'), 'TokenHistoryPage', ['account']),
  ),
  lazyRoute(
    paths.journal,
    page(() => import('#web/features/journal/journal-form-page.tsx'), 'JournalFormPage', ['journal', 'lunar']),
  ),
  lazyRoute(
    '/journal/:id',
    page(() => import('#web/features/journal/entry-detail-page.tsx'), 'EntryDetailPage', ['journal', 'lunar']),
  ),
  lazyRoute(
    paths.journalList,
    page(() => import('#web/features/journal/journal-list-page.tsx'), 'JournalListPage', ['journal']),
  ),
  lazyRoute(
    paths.answerLog,
    page(() => import('#web/features/readings/answer-log-page.tsx'), 'AnswerLogPage', ['answerLog', 'reading']),
  ),
  lazyRoute(
    paths.dreamCatcher,
    page(() => import('#web/features/dreams/dream-catcher-page.tsx'), 'DreamCatcherPage', ['dreams', 'lunar']),
  ),
  lazyRoute(
    paths.dreamCatcherLog,
    page(() => import('#web/features/dreams/dream-log-page.tsx'), 'DreamLogPage', ['dreams', 'lunar']),
  ),
  // ---- Cards (issue 17): library, card of the day, card page; each a lazy page with the `cards` namespace ----
  lazyRoute(
    paths.cards,
    page(() => import('#web/features/cards/library-page.tsx'), 'LibraryPage', ['cards']),
  ),
  lazyRoute(
    paths.cardsToday,
    page(() => import('#web/features/cards/today-page.tsx'), 'TodayPage', ['cards']),
  ),
  lazyRoute(
    '/cards/:key',
    page(() => import('#web/features/cards/card-page.tsx'), 'CardPage', ['cards']),
  ),
  // ---- end of cards ----
];

/** Every route of SPEC §2, under the layout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      lazyRoute(paths.home, HomePage),
      lazyRoute(paths.pricing, PricingPage),
      { path: paths.auth, element: <Navigate to={paths.login} replace /> },
      {
        element: <RedirectIfSignedIn />,
        children: [lazyRoute(paths.login, LoginPage), lazyRoute(paths.signup, LoginPage)],
      },
      lazyRoute(paths.forgotPassword, ForgotPasswordPage),
      lazyRoute(paths.resetPassword, ResetPasswordPage),
      { element: <RequireAuth />, children: memberRoutes },
      lazyRoute('*', NotFoundPage),
    ],
  },
];

/** Per route list and path: the handles of the routes `pathname` shows (start-up asks twice for the same path). */
const matchedHandles = new WeakMap<RouteObject[], Map<string, Array<RouteHandle | undefined>>>();

function handles(pathname: string, routeList: RouteObject[]) {
  let byPath = matchedHandles.get(routeList);
  if (!byPath) matchedHandles.set(routeList, (byPath = new Map()));
  let found = byPath.get(pathname);
  if (!found) {
    found = (matchRoutes(routeList, pathname) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
    byPath.set(pathname, found);
  }
  return found;
}

/** Starts downloading the pages (code and translations) that `pathname` shows. */
export function preloadRoute(pathname: string, routeList: RouteObject[] = routes): Promise<unknown> {
  return Promise.all(handles(pathname, routeList).map((handle) => handle?.preload()));
}

/**
 * For a member: starts the queries every member page shows (the header's balance) and those `pathname`'s page reads
 * first, so they download beside the page's code instead of after its first render.
 */
export function prefetchMemberData(
  pathname: string,
  queryClient: QueryClient,
  routeList: RouteObject[] = routes,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(tokenBalanceQueryOptions()),
    ...handles(pathname, routeList).map((handle) => handle?.prefetch?.(queryClient)),
  ]);
}

/** Any unexpected failure while rendering a route, a page's download included (SPEC §8 Pages). */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

/** The app's routes, inside its error boundary; render inside a router (BrowserRouter, or MemoryRouter in tests). */
export function AppRoutes({ routeList = routes }: { routeList?: RouteObject[] }) {
  return <RouteErrorBoundary>{useRoutes(routeList)}</RouteErrorBoundary>;
}
