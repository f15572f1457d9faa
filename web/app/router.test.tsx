import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigationType, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';
import { AppRoutes, prefetchMemberData, preloadRoute, routes } from './router.tsx';

/** Reports where the router is and how it got there. */
function Probe({ report }: { report: (pathname: string, historyAction: string) => void }) {
  const { pathname } = useLocation();
  const historyAction = useNavigationType();
  useEffect(() => report(pathname, historyAction), [report, pathname, historyAction]);
  return null;
}

function Boom(): never {
  throw new Error('boom');
}

async function renderAt(path: string, extra: RouteObject[] = []) {
  const root = routes[0] as RouteObject & { index?: false };
  const routeList = [{ ...root, children: [...extra, ...(root.children ?? [])] }];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No server here: the session is known to be absent.
  queryClient.setQueryData(['session'], null);
  const router = { state: { location: { pathname: '' }, historyAction: '' } };
  const report = (pathname: string, historyAction: string) => {
    router.state = { location: { pathname }, historyAction };
  };
  // Pages download on demand and suspend meanwhile: render inside an awaited act.
  await act(async () => {
    render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes routeList={routeList} />
          <Probe report={report} />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return router;
}

describe('routes', () => {
  // Most tests end on /login: its code and translations load once here, not inside the first test's wait.
  beforeAll(() => preloadRoute('/login'), 30_000);

  it('shows the 404 page for an unknown path', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it.each([
    '/ask',
    '/answer?questionId=x',
    '/reading/1',
    '/member',
    '/profile',
    '/token-history',
    '/journal',
    '/journal/1',
    '/journal-list',
    '/answer-log',
    '/dream-catcher',
    '/dream-catcher-log',
  ])('sends a visitor from %s to /login, replacing the history entry', async (path) => {
    const router = await renderAt(path);
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects /auth to /login', async () => {
    const router = await renderAt('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows "Unexpected Application Error!" when a route fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await renderAt('/boom', [{ path: '/boom', Component: Boom }]);
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('prefetchMemberData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** No server, as in the other component tests: every call fails as if offline; records what was asked. */
  function offline() {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) => {
        asked.push(path);
        return Promise.reject(new TypeError('Failed to fetch'));
      }),
    );
    return asked;
  }

  it("starts the header's balance and the member page's readings together", async () => {
    const asked = offline();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchMemberData('/member', queryClient);
    expect(asked.sort()).toEqual(['/api/questions/recent', '/api/tokens']);
    expect(queryClient.getQueryCache().find({ queryKey: ['tokens', 'balance'] })).toBeDefined();
  });

  it('starts only the balance for a page that reads nothing first', async () => {
    const asked = offline();
    await prefetchMemberData('/profile', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(asked).toEqual(['/api/tokens']);
  });
});
