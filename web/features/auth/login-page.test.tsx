import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { LoginPage } from './login-page.tsx';
import { jsonResponse } from '#web/test/json-response.ts';

// Typing into the new-password group re-rates the password at each key; a busy machine is slow at it.
vi.setConfig({ testTimeout: 30_000 });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <LoginPage /> },
      { path: '/profile', element: <p>profile page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** A server that lets every sign-in in (the real one is tested in server/auth/auth.test.ts and end to end). */
function signInAnswersOk() {
  const fetchSpy = vi.fn((..._request: Parameters<typeof fetch>): Promise<Response> => jsonResponse({}));
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

async function signIn(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or username'), identifier);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function fillSignUp(values: { email?: string; username?: string; password?: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), values.email ?? 'pingu@example.com');
  await user.type(screen.getByLabelText('Username'), values.username ?? 'pingu');
  await user.type(screen.getByLabelText('Password'), values.password ?? 'glacier waddle');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('login screen', () => {
  it('preselects the Login tab on /login and Sign up on /signup', async () => {
    renderAt('/login');
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email or username')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('preselects Sign up when the path contains signup', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Username')).toHaveAttribute('maxlength', '20');
    expect(screen.getByText('3-20 characters: letters, numbers and underscores.')).toBeInTheDocument();
  });

  it('refuses a password shorter than 8 characters, as a toast and at the field', async () => {
    renderAt('/signup');
    await fillSignUp({ password: '1234567' });
    expect(await screen.findByText('Choose another password', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('Password must be at least 8 characters long.').length).toBeGreaterThan(0);
  });

  it('refuses a common password from the shipped list before calling the server', async () => {
    renderAt('/signup');
    const fetchSpy = signInAnswersOk();
    await fillSignUp({ password: 'qwertyuiop' });
    expect(
      (
        await screen.findAllByText(
          'This password is too common and easy to guess. Please choose another.',
          {},
          {
            timeout: 5000,
          },
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('refuses a username shorter than 3 characters after trimming', async () => {
    renderAt('/signup');
    await fillSignUp({ username: ' ab ' });
    expect(await screen.findByText('Username too short')).toBeInTheDocument();
  });

  it('refuses a username with characters other than letters, numbers and underscores', async () => {
    renderAt('/signup');
    await fillSignUp({ username: 'pin-gu' });
    expect(await screen.findByText('Invalid username')).toBeInTheDocument();
  });

  it('asks for both fields before signing in', async () => {
    renderAt('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email or username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
  });
});

describe('signing in with a password that falls short of the rule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a member with a password that meets the rule home, without the notice', async () => {
    signInAnswersOk();
    const router = renderAt('/login');
    await signIn('pingu@example.com', 'glacier waddle');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(screen.queryByText('Please choose a new password')).not.toBeInTheDocument();
  });
  it('lets the member in, asks for a new password and opens the profile’s password card', async () => {
    const fetchSpy = signInAnswersOk();
    const router = renderAt('/login');
    await signIn('pingu@example.com', '123456');
    expect(await screen.findByText('Please choose a new password', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.hash).toBe('#change-password');
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/auth/sign-in/email');
  });
});

describe('reset mode (a recovery token in the URL)', () => {
  it('shows "Reset Your Password" and refuses mismatching or short passwords before calling the server', async () => {
    renderAt('/login?token=abc');
    expect(await screen.findByText('Reset Your Password')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'glacier-waddle');
    await user.type(screen.getByLabelText('Confirm new password'), 'glacier-waddlE');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password mismatch')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), '1234567');
    await user.type(screen.getByLabelText('Confirm new password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect((await screen.findAllByText('Password must be at least 8 characters long.')).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      (await screen.findAllByText('This password is too common and easy to guess. Please choose another.')).length,
    ).toBeGreaterThan(0);
  });
});
