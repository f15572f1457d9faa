import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

function Boom(): never {
  throw new Error('boom');
}

function renderAt(path: string, extra: RouteObject[] = []) {
  const root = routes[0] as RouteObject & { index?: false };
  const router = createMemoryRouter([{ ...root, children: [...extra, ...(root.children ?? [])] }], {
    initialEntries: [path],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No server here: the session is known to be absent.
  queryClient.setQueryData(['session'], null);
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('routes', () => {
  it('shows the 404 page for an unknown path', async () => {
    renderAt('/no/such/page');
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
    const router = renderAt(path);
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('redirects /auth to /login', async () => {
    const router = renderAt('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows "Unexpected Application Error!" when a route fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderAt('/boom', [{ path: '/boom', Component: Boom }]);
      expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });
});
