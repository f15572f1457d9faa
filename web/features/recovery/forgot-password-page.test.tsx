import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '#web/app/providers.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { resetEmailErrorKey } from './reset-email-errors.ts';
import { attemptsLeft, recordAttempt } from './reset-rate-limit.ts';

// No server runs in jsdom, so every request fails as a network failure would: these tests cover the
// page's own rules. Sending a real mail is covered end to end (e2e/account.spec.ts).

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/forgot-password'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const sendButton = () => screen.getByRole('button', { name: 'Send Reset Link' });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => sessionStorage.clear());

describe('forgot password page', () => {
  it('has one h1, an explanation and a page title', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/send you a link to create a new password/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    await waitFor(() => expect(document.title).toBe('Forgot Password · Penguin Oracle'));
  });

  it('asks for the email once the field was touched', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sendButton()).toBeDisabled();
  });

  it('refuses an invalid email and enables the button only for a valid one', async () => {
    const user = userEvent.setup();
    renderPage();
    const email = await screen.findByLabelText('Email');
    expect(sendButton()).toBeDisabled();
    await user.type(email, 'pingu@ice');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.type(email, '.example');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
    expect(sendButton()).toBeEnabled();
  });

  it('disables the button and says how long to wait once the email used its 3 attempts', async () => {
    const user = userEvent.setup();
    for (let i = 0; i < 3; i++) recordAttempt('Pingu@Example.com', Date.now());
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'pingu@example.com');
    expect(
      await screen.findByText('Too many requests. Please wait 15 minutes before trying again.'),
    ).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'pinga@example.com');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText(/Too many requests/)).not.toBeInTheDocument();
  });

  it('says "1 minute" when the wait is under a minute', async () => {
    const user = userEvent.setup();
    for (let i = 0; i < 3; i++) recordAttempt('pingu@example.com', Date.now() - 14.5 * 60_000);
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'pingu@example.com');
    expect(await screen.findByText('Too many requests. Please wait 1 minute before trying again.')).toBeInTheDocument();
  });

  it('counts the attempt and shows docs/product.md §8.3’s message when the network fails', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'pingu@example.com');
    await user.click(sendButton());
    const message = 'An unexpected error occurred. Please check your internet connection and try again.';
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('Password reset failed');
    expect(attemptsLeft('pingu@example.com')).toBe(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('stops a 4th request with the rate-limit message', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'pingu@example.com');
    for (let i = 0; i < 3; i++) {
      await waitFor(() => expect(sendButton()).toBeEnabled());
      await user.click(sendButton());
    }
    expect(
      await screen.findByText('Too many requests. Please wait 15 minutes before trying again.'),
    ).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(attemptsLeft('pingu@example.com')).toBe(0);
  });

  it('checks the limit again on submit, with the Rate Limit Exceeded toast', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Email'), 'pingu@example.com');
    // Attempts counted since the last render (the button still looks available).
    for (let i = 0; i < 3; i++) recordAttempt('pingu@example.com', Date.now());
    await user.click(sendButton());
    const toast = (await screen.findByText('Rate Limit Exceeded')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('Too many requests. Please wait 15 minutes before trying again.');
    expect(sendButton()).toBeDisabled();
  });
});

describe('reset-email error messages (docs/product.md §8.3)', () => {
  it.each([
    ['a 429', new ApiError(429, 'RATE_LIMITED', ''), 'forgot.errors.rateLimited'],
    ['a message about the rate limit', new ApiError(400, 'X', 'Rate limit reached'), 'forgot.errors.rateLimited'],
    ['an invalid email', new ApiError(400, 'VALIDATION_ERROR', 'Invalid email'), 'forgot.errors.invalid'],
    ['a network failure', new ApiError(0, 'NETWORK', ''), 'forgot.errors.network'],
    ['any other failure', new ApiError(500, 'INTERNAL', 'boom'), 'forgot.errors.failed'],
    ['a non-API error', new Error('x'), 'forgot.errors.failed'],
  ])('maps %s', (_name, error, key) => {
    expect(resetEmailErrorKey(error)).toBe(key);
  });
});
