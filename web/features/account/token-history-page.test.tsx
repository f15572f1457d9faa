import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenHistory } from '#common/schemas/profile.ts';
import { tokenHistoryQueryOptions } from '#web/api/profile.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { TokenHistoryPage } from './token-history-page.tsx';

function renderHistory({ history, entries = ['/token-history'] }: { history?: TokenHistory; entries?: string[] } = {}) {
  // No server: either the history is in the cache, or every call fails as if offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (history) queryClient.setQueryData(tokenHistoryQueryOptions().queryKey, history);
  const router = createMemoryRouter(
    [
      { path: '/token-history', element: <TokenHistoryPage /> },
      { path: '/profile', element: <p>profile page</p> },
      { path: '/member', element: <p>member page</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const history = (): TokenHistory => ({
  balance: 1234,
  total_refilled: 1240,
  total_spent: 6,
  refills: [
    {
      id: 'r1',
      tokens_granted: 20,
      amount_cents: 499,
      kind: 'purchase',
      order_reference: 'e5f6g7h8',
      created_at: '2025-03-05T12:00:00.000Z',
    },
    {
      id: 'r2',
      tokens_granted: 20,
      amount_cents: 0,
      kind: 'test_grant',
      order_reference: null,
      created_at: '2025-03-04T12:00:00.000Z',
    },
    {
      id: 'r3',
      tokens_granted: 1,
      amount_cents: 0,
      kind: 'admin_grant',
      order_reference: null,
      created_at: '2025-03-03T12:00:00.000Z',
    },
  ],
  usage: [
    {
      id: 'q1',
      spent_tokens: 1,
      created_at: '2025-03-05T12:00:00.000Z',
      question_text: `${'a'.repeat(50)} and much more after the cut`,
      status: 'answered',
      category_id: null,
    },
    {
      id: 'q2',
      spent_tokens: 5,
      created_at: '2025-03-05T12:00:00.000Z',
      question_text: 'Short question',
      status: 'pending',
      category_id: null,
    },
    {
      id: 'q3',
      spent_tokens: 0,
      created_at: '2025-03-05T12:00:00.000Z',
      question_text: 'Odd one',
      status: 'archived',
      category_id: null,
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('token history page', () => {
  it('shows the balance and totals in tiles', async () => {
    renderHistory({ history: history() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Token History' })).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Token summary' });
    expect(within(stats).getByText('Current balance').nextSibling).toHaveTextContent('1,234');
    expect(within(stats).getByText('Total refilled').nextSibling).toHaveTextContent('1,240');
    expect(within(stats).getByText('Total spent').nextSibling).toHaveTextContent('6');
  });

  it('lists refills with amount in dollars, order reference and kind', async () => {
    renderHistory({ history: history() });
    const refills = within(await screen.findByRole('region', { name: 'Refill history' })).getAllByRole('listitem');
    expect(refills).toHaveLength(3);
    expect(refills[0]).toHaveTextContent('+20 tokens');
    expect(refills[0]).toHaveTextContent('$4.99');
    expect(refills[0]).toHaveTextContent('Order #e5f6g7h8');
    expect(refills[0]).toHaveTextContent('Purchase');
    expect(refills[1]).toHaveTextContent('Test grant');
    expect(refills[1]).toHaveTextContent('$0.00');
    expect(refills[1]).not.toHaveTextContent('Order #');
    expect(refills[2]).toHaveTextContent('+1 token');
    expect(refills[2]).toHaveTextContent('Granted by support');
  });

  it('lists usage with a 50-character preview, status and tokens spent', async () => {
    renderHistory({ history: history() });
    const usage = within(await screen.findByRole('region', { name: 'Usage history' })).getAllByRole('listitem');
    expect(usage[0]).toHaveTextContent(`${'a'.repeat(50)}…`);
    expect(usage[0]).not.toHaveTextContent('much more');
    expect(usage[0]).toHaveTextContent('Answered');
    expect(usage[0]).toHaveTextContent('−1 token');
    expect(usage[1]).toHaveTextContent('Pending');
    expect(usage[1]).toHaveTextContent('−5 tokens');
    expect(usage[2]).toHaveTextContent('archived');
  });

  it('shows friendly messages when there is nothing yet', async () => {
    renderHistory({ history: { balance: 0, total_refilled: 0, total_spent: 0, refills: [], usage: [] } });
    expect(await screen.findByText('No refills yet. Tokens you buy or receive will appear here.')).toBeInTheDocument();
    expect(screen.getByText('No questions yet. Tokens you spend on readings will appear here.')).toBeInTheDocument();
  });

  it('logs a failed fetch and still shows the page, empty, with a retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHistory();
    expect(await screen.findByText('Your token history could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Logged by an effect, which runs once the failed state is on screen.
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Current balance').nextSibling).toHaveTextContent('0');
    expect(screen.getByText('No refills yet. Tokens you buy or receive will appear here.')).toBeInTheDocument();
    expect(screen.getByText('No questions yet. Tokens you spend on readings will appear here.')).toBeInTheDocument();
  });

  it('goes back one step', async () => {
    const router = renderHistory({ history: history(), entries: ['/member', '/token-history'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('member page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member');
  });

  it('goes to the profile when there is nothing to go back to', async () => {
    const router = renderHistory({ history: history() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
