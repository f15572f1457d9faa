import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '#web/api/session.ts';
import { AppProviders } from './providers.tsx';
import { createRoutes } from './router.tsx';

function Boom(): never {
  throw new Error('boom');
}

const member: Session = {
  user: { id: 'u1', email: 'pip@example.com', name: 'Pip', emailVerified: true, createdAt: '2026-01-01T00:00:00Z' },
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00Z' },
};

/** The app's routes (plus `extra` ones) in a memory router at `path`, with the session already known. */
function createRouter(path: string, session: Session, extra: RouteObject[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], session);
  const root = createRoutes(queryClient)[0] as RouteObject & { index?: false };
  const routes = [{ ...root, children: [...extra, ...(root.children ?? [])] }];
  return { queryClient, router: createMemoryRouter(routes, { initialEntries: [path] }) };
}

async function renderAt(path: string, extra: RouteObject[] = []) {
  // No server here: the session is known to be absent.
  const { queryClient, router } = createRouter(path, null, extra);
  // Pages download on demand: render inside an awaited act.
  await act(async () => {
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return router;
}

describe('routes', () => {
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
    expect(await screen.findByRole('tab', { name: 'Login' }, { timeout: 10_000 })).toBeInTheDocument();
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

describe('loaders', () => {
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

  /** Resolves once the router has run the first location's loaders and loaded its routes (no rendering). */
  function initialized(router: ReturnType<typeof createMemoryRouter>) {
    return new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
  }

  it("start the header's balance and the member page's readings before the page renders", async () => {
    const asked = offline();
    const { queryClient, router } = createRouter('/member', member);
    await initialized(router);
    expect(asked.sort()).toEqual(['/api/questions/recent', '/api/tokens']);
    expect(queryClient.getQueryCache().find({ queryKey: ['tokens', 'balance'] })).toBeDefined();
    // A failed query is the page's to show, not a route error.
    expect(router.state.errors).toBeNull();
  });

  it('start only the balance for a page that reads nothing first', async () => {
    const asked = offline();
    const { router } = createRouter('/profile', member);
    await initialized(router);
    expect(asked).toEqual(['/api/tokens']);
  });

  it("ask for no member's data when the visitor is signed out", async () => {
    const asked = offline();
    const { router } = createRouter('/member', null);
    await initialized(router);
    expect(asked).toEqual([]);
  });
});
