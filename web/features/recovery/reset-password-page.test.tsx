import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { resetTokenQueryOptions } from './reset-token.ts';
import { jsonResponse } from '#web/test/json-response.ts';

// No server runs in jsdom: a request fails as a network failure would. A token check already answered is
// seeded into the cache (as the page would hold it); updating a real password is covered end to end
// (e2e/account.spec.ts).
function renderAt(path: string, tokenCheck?: { token: string; valid: boolean }) {
  const router = createMemoryRouter(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login screen</p> },
      { path: '/forgot-password', element: <p>forgot screen</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['session'], null);
  if (tokenCheck)
    queryClient.setQueryData(resetTokenQueryOptions(tokenCheck.token).queryKey, { valid: tokenCheck.valid });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}

async function renderReady() {
  const rendered = renderAt('/reset-password?token=good-token', { token: 'good-token', valid: true });
  await screen.findByLabelText('New password');
  return rendered;
}

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
  return user;
}

describe('create new password page: the link', () => {
  it('calls a link without a token invalid, and offers a new one', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Create New Password · Penguin Oracle'));
  });

  it('calls a link with an error invalid', async () => {
    renderAt('/reset-password?token=abc&error=INVALID_TOKEN', { token: 'abc', valid: true });
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
  });

  it('calls the link invalid when the server said so', async () => {
    renderAt('/reset-password?token=abc', { token: 'abc', valid: false });
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
  });

  it('calls the link invalid when the check fails', async () => {
    renderAt('/reset-password?token=abc');
    expect(await screen.findByText('Invalid or expired reset link')).toBeInTheDocument();
  });
});

describe('create new password page: the form', () => {
  it('labels both fields for a new password, with one h1', async () => {
    await renderReady();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('shows and hides each password with a pressed toggle', async () => {
    const user = userEvent.setup();
    await renderReady();
    const [showNew, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    expect(showNew).toHaveAttribute('aria-pressed', 'false');
    await user.click(showNew!);
    expect(showNew).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    await user.click(showConfirm!);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'text');
    await user.click(showNew!);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('rates the new password as it is typed', async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'H1');
    expect(screen.getByText('Password strength: Medium')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '!');
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
  });

  it.each([
    ['', '', 'Please fill in all fields'],
    ['glacier-waddle', '', 'Please fill in all fields'],
    ['Abc1', 'Abc1', 'Password must be at least 8 characters long.'],
    ['       ', '       ', 'Password must be at least 8 characters long.'],
    ['iloveyou', 'iloveyou', 'This password is too common and easy to guess. Please choose another.'],
    ['Password1', 'Password1', 'This password is too common and easy to guess. Please choose another.'],
    ['glacier-waddle', 'glacier-waddlE', 'Passwords do not match'],
  ])('refuses %j / %j with "%s", inline and as a toast', async (password, confirmation, message) => {
    await renderReady();
    await fill(password, confirmation);
    // The first check loads the list of common passwords. The inline line first: a toast of the test before may
    // still be on screen.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(message);
    await waitFor(() => {
      const messages = screen.getAllByText(message);
      expect(messages.some((element) => element.closest('[data-sonner-toast]'))).toBe(true);
    });
  });

  it('points a mismatch at the confirmation field', async () => {
    await renderReady();
    await fill('glacier-waddle', 'glacier-waddlE');
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'false');
  });

  it('translates a failure it knows, such as the network', async () => {
    await renderReady();
    await fill('glacier-waddle', 'glacier-waddle');
    expect(
      await screen.findByText(
        'Failed to update password: We could not reach Penguin Oracle. Please check your connection.',
      ),
    ).toBeInTheDocument();
  });

  it('takes any characters without composition rules: lower-case words, spaces and Thai', async () => {
    const fetchSpy = vi.fn((..._request: Parameters<typeof fetch>) => jsonResponse({ status: true }));
    vi.stubGlobal('fetch', fetchSpy);
    try {
      await renderReady();
      await fill('ice floe นกเพนกวิน', 'ice floe นกเพนกวิน');
      await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1), { timeout: 5000 });
      const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/auth/reset-password');
      expect(JSON.parse(String(init.body))).toEqual({ token: 'good-token', newPassword: 'ice floe นกเพนกวิน' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
