import { expect, test } from '@playwright/test';
import { newMember, mailLink } from './support.ts';

test('a new member signs up, confirms by mail, signs in with the username, reads Thai after a reload and signs out', async ({
  page,
}) => {
  const member = newMember();

  await page.goto('/signup');
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();

  // Not confirmed yet: signing in is refused with a clear message.
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await page.getByLabel('Email or username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email not confirmed')).toBeVisible();

  // The dev outbox lists the confirmation mail; its link confirms and signs the member in.
  await page.goto('/dev/mail');
  await expect(page.getByText(member.email).first()).toBeVisible();
  await page.goto(await mailLink(page, member.email, 'verifyEmail'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('0');

  // Sign out, then sign in with the username.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or username').fill(member.username.toUpperCase());
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Thai, kept after a reload.
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('th');
  await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();

  // Sign out (in Thai), then a member page sends the visitor to /login.
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up refuses a short or common password and a taken username', async ({ page, browser }) => {
  const first = newMember();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(first.email);
  await page.getByLabel('Username').fill(first.username);
  await page.getByLabel('Password').fill(first.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const other = await browser.newPage();
  await other.goto('/signup');
  await other.getByLabel('Email').fill(newMember().email);
  await other.getByLabel('Username').fill(first.username);
  await other.getByLabel('Password').fill('1234567');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByText('Password must be at least 8 characters long.').first()).toBeVisible();
  await other.getByLabel('Password').fill('password1');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(
    other.getByText('This password is too common and easy to guess. Please choose another.').first(),
  ).toBeVisible();
  await other.getByLabel('Password').fill('ice floe at dawn');
  await other.getByRole('button', { name: 'Create account' }).click();
  await expect(other.getByText('This username is already in use. Please choose another.')).toBeVisible();
  await other.close();
});

test('an unknown username gets "Username not found"', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill('nobody_here_123');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('No account found with this username.', { exact: false })).toBeVisible();
});

test('when the session ends elsewhere, a member page goes to /login', async ({ page, context }) => {
  const member = newMember();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await mailLink(page, member.email, 'verifyEmail'));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // Signing out in a second tab takes the first tab off its member page at once.
  await page.goto('/member');
  const second = await context.newPage();
  await second.goto('/');
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);

  // A session revoked on the server (here: its cookie dropped) ends at the next API call.
  await page.getByLabel('Email or username').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Area' })).toBeVisible();
  await context.clearCookies();
  // Coming back to the tab re-checks the session (TanStack Query listens on window; a real visibilitychange bubbles).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/login$/);
  await second.close();
});
