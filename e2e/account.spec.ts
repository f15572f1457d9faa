import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailLink, signUpAndConfirm } from './support.ts';

test('forgot password → mail → Create New Password with the strength meter → signed out → sign in with the new one', async ({
  page,
}) => {
  const member = await signUpAndConfirm(page);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/); // signed in: sent home
  await page.goto('/forgot-password');
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(send).toBeDisabled();
  await page.getByLabel('Email').fill(member.email);
  await send.click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await page.goto(await mailLink(page, member.email, 'resetPassword'));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Create New Password' })).toBeVisible();
  const newPassword = page.getByLabel('New password', { exact: true });
  await newPassword.fill('abc');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await newPassword.fill('Penguins-on-ice-9');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Penguins-on-ice-8');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Penguins-on-ice-9');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // Every session was revoked: a member page now needs a sign-in.
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email/username or password.', { exact: false })).toBeVisible();
  await page.getByLabel('Password').fill('Penguins-on-ice-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome back')).toBeVisible();

  // The used link is refused.
  await page.goto(await mailLink(page, member.email, 'resetPassword'));
  await expect(page.getByText('Invalid or expired reset link')).toBeVisible();
});

test('granting test tokens on Profile changes the header balance and the token history', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Get 20 test tokens' }).click();
  await expect(page.getByText('Tokens granted').first()).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  // Once a day: the card says from when the next grant is possible, and waits until then.
  await expect(page.getByTestId('test-tokens-next')).toContainText('The next grant is possible from');
  await expect(page.getByRole('button', { name: 'Get 20 test tokens' })).toBeDisabled();

  await page.getByTestId('tokens-menu').click();
  await page.getByRole('menuitem', { name: 'View token history' }).click();
  await expect(page).toHaveURL(/\/token-history$/);
  await expect(page.getByText('Test grant').first()).toBeVisible();
  await expect(page.getByText('+20', { exact: false }).first()).toBeVisible();

  await page.goto('/profile');
  await page.getByLabel('Name', { exact: true }).fill('Pingu');
  await page.getByLabel('Surname').fill('Antarctica');
  await page.getByRole('button', { name: /save/i }).first().click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pingu');
});

test('in Thai: the profile and token history read in Thai and the grant works', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await page.getByRole('button', { name: /20/ }).first().click();
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  await page.goto('/token-history');
  await expect(page.locator('h1')).not.toHaveText('Token History');
});

/** Signs in from a browser of its own (a fresh request context): answers the status. */
async function signInElsewhere(request: APIRequestContext, page: Page, email: string, password: string) {
  const origin = new URL(page.url()).origin;
  const reply = await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } });
  return reply.status();
}

test('changing the password on Profile needs the current one; the new one works, the old one no longer', async ({
  page,
  playwright,
}) => {
  const member = await signUpAndConfirm(page);
  await page.goto('/profile');
  const card = page.locator('#change-password');
  await expect(card.getByRole('heading', { name: 'Change password' })).toBeVisible();

  // A common password is refused in the browser, before anything is sent.
  await card.getByLabel('Current password').fill(member.password);
  await card.getByLabel('New password', { exact: true }).fill('iloveyou');
  await card.getByLabel('Confirm new password').fill('iloveyou');
  await card.getByRole('button', { name: 'Update password' }).click();
  await expect(card.getByText('This password is too common and easy to guess. Please choose another.')).toBeVisible();

  // A wrong current password: the server refuses it, shown at its field.
  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill('fjord lantern 77');
  await card.getByLabel('Confirm new password').fill('fjord lantern 77');
  await card.getByRole('button', { name: 'Update password' }).click();
  await expect(card.getByText('Your current password is not correct.')).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

  await card.getByLabel('Current password').fill(member.password);
  await card.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated').first()).toBeVisible();
  await expect(card.getByLabel('Current password')).toHaveValue('');
  // This browser stays signed in; elsewhere, only the new password opens the account.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const elsewhere = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect(await signInElsewhere(elsewhere, page, member.email, member.password)).toBe(401);
  expect(await signInElsewhere(elsewhere, page, member.email, 'fjord lantern 77')).toBe(200);
  await elsewhere.dispose();
});

test('in Thai: the password change asks for the current password and speaks Thai, a Thai password included', async ({
  page,
  playwright,
}) => {
  const member = await signUpAndConfirm(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const card = page.locator('#change-password');
  await expect(card.getByRole('heading', { name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible();

  await card.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('สั้นไป');
  await card.getByLabel('ยืนยันรหัสผ่านใหม่').fill('สั้นไป');
  await card.getByRole('button', { name: 'อัปเดตรหัสผ่าน' }).click();
  await expect(card.getByText('โปรดกรอกรหัสผ่านปัจจุบัน')).toBeVisible();
  await expect(card.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeVisible();

  const thai = 'เพนกวิน บนน้ำแข็ง';
  await card.getByLabel('รหัสผ่านปัจจุบัน').fill('ไม่ใช่รหัสของฉัน');
  await card.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(thai);
  await card.getByLabel('ยืนยันรหัสผ่านใหม่').fill(thai);
  await card.getByRole('button', { name: 'อัปเดตรหัสผ่าน' }).click();
  await expect(card.getByText('รหัสผ่านปัจจุบันไม่ถูกต้อง')).toBeVisible();

  await card.getByLabel('รหัสผ่านปัจจุบัน').fill(member.password);
  await card.getByRole('button', { name: 'อัปเดตรหัสผ่าน' }).click();
  await expect(page.getByText('อัปเดตรหัสผ่านแล้ว').first()).toBeVisible();
  const elsewhere = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect(await signInElsewhere(elsewhere, page, member.email, member.password)).toBe(401);
  expect(await signInElsewhere(elsewhere, page, member.email, thai)).toBe(200);
  await elsewhere.dispose();
});
