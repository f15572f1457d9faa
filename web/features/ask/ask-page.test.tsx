import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenBalance } from '#common/schemas/tokens.ts';
import { categoriesQueryOptions } from '#web/api/questions.ts';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { dateTimeFormat } from '#web/lib/intl.ts';
import { AskPage } from './ask-page.tsx';

const NEXT_GRANT_AT = '2025-06-15T00:00:00.000Z';

function renderAsk(balance: Partial<TokenBalance>) {
  // No server: the bot check's challenge fails quietly; the page's data is already in the cache.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no server in this test'))),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(categoriesQueryOptions().queryKey, []);
  queryClient.setQueryData(tokenBalanceQueryOptions().queryKey, {
    tokens: 0,
    question_cost: 1,
    test_tokens_enabled: true,
    next_test_grant_at: null,
    ...balance,
  });
  const router = createMemoryRouter([{ path: '/ask', element: <AskPage /> }], { initialEntries: ['/ask'] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the ask page token notice', () => {
  it('offers the test grant to a member without tokens while one is possible', async () => {
    renderAsk({ next_test_grant_at: null });
    expect(await screen.findByRole('button', { name: 'Get 20 test tokens' })).toBeEnabled();
    expect(screen.queryByTestId('ask-next-grant')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Get 20 test tokens', "You have had today's test tokens. The next grant is possible from"],
    ['th', 'รับโทเคนทดลอง 20 โทเคน', 'วันนี้คุณรับโทเคนทดลองแล้ว รับครั้งถัดไปได้ตั้งแต่'],
  ] as const)(
    'in %s, says when the next grant is possible and disables it until then',
    async (language, name, text) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-14T20:00:00.000Z') });
      await i18n.changeLanguage(language);
      renderAsk({ next_test_grant_at: NEXT_GRANT_AT });
      expect(await screen.findByRole('button', { name })).toBeDisabled();
      const when = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(NEXT_GRANT_AT),
      );
      expect(screen.getByTestId('ask-next-grant')).toHaveTextContent(`${text} ${when}`);
    },
  );
});
