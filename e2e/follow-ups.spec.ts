import { devices, expect, test, type Page } from '@playwright/test';
import { askQuestion, grantTestTokens, signUpAndConfirm } from './support.ts';

// docs/product.md §11 Follow-ups, on a phone.
test.use({ ...devices['Pixel 7'] });

/** No sideways scrolling on a phone. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('a week after a reading, the member says how it turned out and filters the answer log by it', async ({ page }) => {
  test.setTimeout(120_000);
  const question = 'Will the new team welcome me?';
  await signUpAndConfirm(page);
  await grantTestTokens(page);
  await askQuestion(page, question);
  await expect(page).toHaveURL(/\/reading\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const id = page.url().split('/').pop()!;

  // Just answered: nothing to look back on yet.
  await page.goto('/member');
  const panel = page.getByRole('region', { name: 'How did it turn out?' });
  await expect(panel.getByText(/Nothing to look back on right now/)).toBeVisible();

  // Eight days pass (the e2e database helper, server/http/e2e-helpers.ts).
  const moved = await page.request.post(`/dev/test/readings/${id}/move-back`, {
    data: { days: 8 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(moved.status()).toBe(200);
  await page.reload();
  await expect(panel.getByRole('link', { name: question })).toBeVisible();
  await expectNoOverflow(page);

  const card = panel.getByTestId('follow-up-card');
  await card.getByText('Partly', { exact: true }).click();
  await card.getByLabel('A note (optional)').fill('They did, after a slow first week.');
  await expect(card.getByTestId('follow-up-counter')).toHaveText('34/500');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Follow-up saved')).toBeVisible();
  await expect(panel.getByText(/Nothing to look back on right now/)).toBeVisible();
  // The chart counts it; its table says the same to screen readers.
  await expect(page.getByRole('table', { name: 'Follow-ups by card theme' }).getByRole('row')).not.toHaveCount(1);

  // The answer log filters by it, and its dialog shows it.
  await page.goto('/answer-log');
  await page.getByLabel('Follow-up').selectOption({ label: 'Followed up' });
  await expect(page).toHaveURL(/followUp=done/);
  await expect(page.getByRole('heading', { name: 'All Readings (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'View reading' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('follow-up-resonated')).toHaveText('It partly resonated');
  await expect(dialog.getByText('They did, after a slow first week.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByLabel('Follow-up').selectOption({ label: 'Waiting for a follow-up' });
  await expect(page).toHaveURL(/followUp=due/);
  await expect(page.getByRole('heading', { name: 'All Readings (0)' })).toBeVisible();
  await expectNoOverflow(page);

  // The reading page shows it and lets the member change it.
  await page.goto(`/reading/${id}`);
  await expect(page.getByTestId('follow-up-resonated')).toHaveText('It partly resonated');
  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByTestId('follow-up-card').getByText('Yes', { exact: true }).click();
  await page.getByTestId('follow-up-card').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('follow-up-resonated')).toHaveText('It resonated');
});
