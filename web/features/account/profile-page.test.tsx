import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#common/schemas/profile.ts';
import type { TokenBalance } from '#common/schemas/tokens.ts';
import { profileQueryOptions } from '#web/api/profile.ts';
import { tokenBalanceQueryOptions } from '#web/api/tokens.ts';
import { AppProviders } from '#web/app/providers.tsx';
import { ProfilePage } from './profile-page.tsx';

// Typing into the new-password group re-rates the password at each key; a busy machine is slow at it.
vi.setConfig({ testTimeout: 30_000 });

function renderProfile(profile: Partial<Profile> = {}, balance: Partial<TokenBalance> = {}) {
  // No server: the page's data is already in the cache and never goes stale.
  const fetchSpy = vi.fn((): Promise<Response> => Promise.reject(new Error('no server in this test')));
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
    ...profile,
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
  return { fetchSpy };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('profile page', () => {
  it('summarises the account under one heading', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'User information' })).toBeInTheDocument();
    expect(screen.getByText('pingu@example.com')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View token history' })).toHaveAttribute('href', '/token-history');
  });

  it('keeps a set username read-only, with a hint', async () => {
    renderProfile({ username: 'pingu' });
    const username = await screen.findByLabelText('Username');
    expect(username).toBeDisabled();
    expect(username).toHaveValue('pingu');
    expect(screen.getByText('Your username is set and cannot be changed.')).toBeInTheDocument();
  });

  it('lets a member without a username choose one, checked by the shared rules', async () => {
    const { fetchSpy } = renderProfile({ username: null });
    const user = userEvent.setup();
    const username = await screen.findByLabelText('Username');
    expect(username).toBeEnabled();
    await user.type(username, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Username must be at least 3 characters.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a name longer than 50 characters before calling the server', async () => {
    const { fetchSpy } = renderProfile();
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'n'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be at most 50 characters.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers test tokens only during the test period', async () => {
    renderProfile({}, { test_tokens_enabled: true });
    expect(await screen.findByRole('button', { name: 'Get 20 test tokens' })).toBeInTheDocument();
  });

  it('hides test tokens once the test period is over', async () => {
    renderProfile({}, { test_tokens_enabled: false });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Get 20 test tokens' })).not.toBeInTheDocument();
  });

  async function fillPasswordCard(current: string, next: string, confirmation = next) {
    const user = userEvent.setup();
    if (current) await user.type(await screen.findByLabelText('Current password'), current);
    await user.type(await screen.findByLabelText('New password'), next);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Update password' }));
  }

  it('refuses passwords that do not match', async () => {
    const { fetchSpy } = renderProfile();
    await fillPasswordCard('my-old-password', 'glacier-waddle-1', 'glacier-waddle-2');
    expect(await screen.findByText('Password change failed')).toBeInTheDocument();
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the current password before calling the server', async () => {
    const { fetchSpy } = renderProfile();
    await fillPasswordCard('', 'glacier-waddle-1');
    expect((await screen.findAllByText('Enter your current password.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a password shorter than 8 characters, spaces included', async () => {
    const { fetchSpy } = renderProfile();
    await fillPasswordCard('my-old-password', '       ');
    expect((await screen.findAllByText('Password must be at least 8 characters long.')).length).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a common password from the shipped list before calling the server', async () => {
    const { fetchSpy } = renderProfile();
    await fillPasswordCard('my-old-password', 'Password123');
    expect(
      (await screen.findAllByText('This password is too common and easy to guess. Please choose another.')).length,
    ).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the current password with the new one, and shows the server’s wrong-password answer at its field', async () => {
    const { fetchSpy } = renderProfile();
    fetchSpy.mockImplementation(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            error: { code: 'INVALID_CURRENT_PASSWORD', message: 'The current password is not correct.' },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    await fillPasswordCard('not-my-password', 'glacier waddle ทะเล');
    expect((await screen.findAllByText('Your current password is not correct.')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile/password');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'not-my-password',
      newPassword: 'glacier waddle ทะเล',
      confirmation: 'glacier waddle ทะเล',
    });
  });

  it('offers the new-password group of the reset forms: a strength meter and a show/hide toggle', async () => {
    renderProfile();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'abcdefgH1!');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    const [showNew] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showNew!);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('labels every field with an autocomplete hint', async () => {
    renderProfile({ username: null });
    expect(await screen.findByLabelText('Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Surname')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
