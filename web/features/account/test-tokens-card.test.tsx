import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenBalance } from '#common/schemas/tokens.ts';
import { profileQueryOptions } from '#web/api/profile.ts';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { formatDateTime } from './format.ts';
import { ProfilePage } from './profile-page.tsx';

const NOW = new Date('2025-06-14T20:00:00.000Z');
const NEXT_GRANT_AT = '2025-06-15T00:00:00.000Z';

function renderProfile(balance: Partial<TokenBalance>, fetchImpl?: (url: string) => Promise<Response>) {
  const fetchSpy = vi.fn(fetchImpl ?? (() => Promise.reject(new Error('no server in this test'))));
  vi.stubGlobal('fetch', fetchSpy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(profileQueryOptions().queryKey, {
    email: 'pingu@example.com',
    username: 'pingu',
    display_name: 'Pingu',
    created_at: '2025-03-05T12:00:00.000Z',
    tokens: 7,
    name: 'Pin',
    surname: 'Gu',
    follow_up_days: 7,
  });
  queryClient.setQueryData(tokenBalanceQueryOptions().queryKey, {
    tokens: 7,
    question_cost: 1,
    test_tokens_enabled: true,
    next_test_grant_at: null,
    ...balance,
  });
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchSpy, queryClient };
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the test tokens card', () => {
  it('offers the grant while one is possible', async () => {
    renderProfile({ next_test_grant_at: null });
    expect(await screen.findByRole('button', { name: 'Get 20 test tokens' })).toBeEnabled();
    expect(screen.queryByTestId('test-tokens-next')).not.toBeInTheDocument();
  });

  it('says when the next grant is possible, in English, and disables the button until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    renderProfile({ next_test_grant_at: NEXT_GRANT_AT });
    const button = await screen.findByRole('button', { name: 'Get 20 test tokens' });
    expect(button).toBeDisabled();
    const next = screen.getByTestId('test-tokens-next');
    expect(next).toHaveTextContent(
      `You have had today's test tokens. The next grant is possible from ${formatDateTime(NEXT_GRANT_AT, 'en')}.`,
    );
    expect(next).toHaveTextContent('2025');
    expect(button).toHaveAccessibleDescription(next.textContent!);
  });

  it('says when the next grant is possible, in Thai (Buddhist era), and disables the button until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    await i18n.changeLanguage('th');
    renderProfile({ next_test_grant_at: NEXT_GRANT_AT });
    const button = await screen.findByRole('button', { name: 'รับโทเคนทดลอง 20 โทเคน' });
    expect(button).toBeDisabled();
    const next = screen.getByTestId('test-tokens-next');
    expect(next).toHaveTextContent(`วันนี้คุณรับโทเคนทดลองแล้ว รับครั้งถัดไปได้ตั้งแต่ ${formatDateTime(NEXT_GRANT_AT, 'th')}`);
    expect(next).toHaveTextContent('2568');
  });

  it('offers the grant again once that time has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T00:00:01.000Z') });
    renderProfile({ next_test_grant_at: NEXT_GRANT_AT });
    expect(await screen.findByRole('button', { name: 'Get 20 test tokens' })).toBeEnabled();
    expect(screen.queryByTestId('test-tokens-next')).not.toBeInTheDocument();
  });

  it('after a grant, shows the new balance and when the next grant is possible', async () => {
    const { queryClient } = renderProfile({ tokens: 0 }, async () =>
      Response.json({ granted: 20, new_balance: 20, next_test_grant_at: '2999-01-01T00:00:00.000Z' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get 20 test tokens' }));
    expect(await screen.findByTestId('test-tokens-next')).toHaveTextContent(
      formatDateTime('2999-01-01T00:00:00.000Z', 'en'),
    );
    expect(screen.getByRole('button', { name: 'Get 20 test tokens' })).toBeDisabled();
    expect(queryClient.getQueryData(tokenBalanceQueryOptions().queryKey)).toMatchObject({ tokens: 20 });
  });
});
