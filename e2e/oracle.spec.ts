import { expect, test } from '@playwright/test';
import { askInThai, askQuestion, grantTestTokens, signUpAndConfirm } from './support.ts';

test('a member grants test tokens, asks, watches the shuffle and lands on the reading without reloading', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await grantTestTokens(page);
  const submitButton = page.getByRole('button', { name: 'Ask the Oracle' });
  await expect(submitButton).toBeDisabled();

  await askQuestion(page, 'What should I focus on at work this month?');
  await expect(page.getByText('Question submitted')).toBeVisible();
  await expect(page).toHaveURL(/\/answer\?questionId=/);
  await expect(page.getByRole('heading', { name: 'Preparing your card reading' })).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('19');

  // Pushed, not reloaded: the same document moves to the reading.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await expect(page).toHaveURL(/\/reading\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page.getByText('You drew:')).toBeVisible();
  await expect(page.getByTestId('reading-card').getByRole('img')).toBeVisible();
  await expect(page.getByText('What should I focus on at work this month?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Save to Journal' })).toHaveAttribute(
    'href',
    /\/journal\?questionId=.+&category=Career/,
  );

  // The waiting page replaced itself: Back returns to the Ask page, not to the shuffle.
  await page.goBack();
  await expect(page).toHaveURL(/\/ask$/);
});

test('a second tab on the answer log sees the new question turn Answered live', async ({ page, context }) => {
  await signUpAndConfirm(page);
  await grantTestTokens(page);
  const log = await context.newPage();
  await log.goto('/answer-log');
  await expect(log.getByRole('heading', { name: 'No readings yet' })).toBeVisible();

  await askQuestion(page, 'Will the ice hold for my next step?');
  await expect(page).toHaveURL(/\/answer\?questionId=/);

  const row = log.getByRole('listitem').filter({ hasText: 'Will the ice hold for my next step?' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Answered')).toBeVisible({ timeout: 20_000 });
  await expect(log.getByRole('heading', { name: 'All Readings (1)' })).toBeVisible();
  await log.close();
});

test('in Thai, the reading is written in Thai', async ({ page }) => {
  await askInThai(page, 'ช่วงนี้ฉันควรให้ความสำคัญกับอะไร');
  await expect(page).toHaveURL(/\/reading\//, { timeout: 20_000 });
  await expect(page.getByText('ไพ่ที่คุณจั่วได้:')).toBeVisible();
});

test('a reading that does not exist, or is another member’s, is "Reading not found"', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/reading/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Reading not found' })).toBeVisible();
  await page.goto('/answer?questionId=nonsense');
  await expect(page.getByRole('heading', { name: 'Reading not found' })).toBeVisible();
});
