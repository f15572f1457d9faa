import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export function newMember() {
  const username = `e2e_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  return { username, email: `${username}@example.com`, password: 'penguin-pass-1' };
}

/** The newest confirmation link the dev outbox holds for `email`. */
export async function mailLink(page: Page, email: string, kind: 'verifyEmail' | 'resetPassword'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get('/dev/mail.json');
      const { mails } = (await response.json()) as { mails: Array<{ to: string; kind: string; link: string }> };
      link = mails.find((m) => m.to === email && m.kind === kind)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Signs up through the screen, confirms through the outbox link; the member ends signed in at /. */
export async function signUpAndConfirm(page: Page, member = newMember()) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await mailLink(page, member.email, 'verifyEmail'));
  await expect(page).toHaveURL(/\/$/);
  return member;
}

/** On the Ask page, grants the test tokens; the balance shows 20. */
export async function grantTestTokens(page: Page) {
  await page.goto('/ask');
  await expect(page.getByText('You need tokens to ask')).toBeVisible();
  await page.getByRole('button', { name: 'Get 20 test tokens' }).click();
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  await expect(page.getByText('You need tokens to ask')).toHaveCount(0);
}

/** Fills the Ask form, waits for the human check and asks. */
export async function askQuestion(page: Page, question: string, category = 'Career & Purpose') {
  await page.getByLabel('Category').selectOption({ label: category });
  await page.getByLabel('Your question').fill(question);
  await expect(page.getByTestId('question-counter')).toHaveText(`${question.length}/2000`);
  await expect(page.getByTestId('verification-done')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ask the Oracle' }).click();
}

/** A new member switches to Thai on the Ask page, takes the test tokens and asks `question` in the first category. */
export async function askInThai(page: Page, question: string) {
  await signUpAndConfirm(page);
  await page.goto('/ask');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
  await page.getByRole('button', { name: 'รับโทเคนทดลอง 20 โทเคน' }).click();
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  await page.locator('#ask-category').selectOption({ index: 1 });
  await page.locator('#ask-question').fill(question);
  await expect(page.getByTestId('verification-done')).toBeVisible({ timeout: 30_000 });
  await page.locator('form button[type=submit]').click();
}
