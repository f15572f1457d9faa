import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Page, type Request } from '@playwright/test';
import { askQuestion, grantTestTokens, signUpAndConfirm } from './support.ts';

// docs/product.md §1.5.2 Night to morning, on a phone: a dream leads to a reading, the link shows on both sides,
// survives a backup, and no request ever carries the dream's text (nor its id).

type Seen = { url: string; headers: string; body: string };

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const storedDreams = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('dream-entries') ?? '[]') as {
        id: string;
        text: string;
        readings?: { questionId: string; card?: { name: string } }[];
      }[],
  );

test('a dream leads to a reading, linked on both sides on this device only, through a backup, sending none of it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const seen: Seen[] = [];
  const record = (request: Request) => {
    const url = request.url();
    // data: and blob: URLs are the page reading its own memory; they never reach the network.
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    seen.push({
      url,
      headers: JSON.stringify(request.headers()),
      body: request.postDataBuffer()?.toString('utf8') ?? '',
    });
  };
  page.on('request', record);
  // The service worker's own fetches are not the page's: record them too.
  context.on('request', (request) => {
    if (request.serviceWorker()) record(request);
  });

  await signUpAndConfirm(page);
  await grantTestTokens(page);
  const dreamText = `A violet walrus choir sang beneath the frozen bridge ${randomUUID()}`;
  const question = 'What is this week asking me to hear?';

  // Capture the dream, then ask about it from the success screen.
  await page.goto('/dream-catcher');
  await page.getByLabel('Dream fragments').fill(dreamText);
  await page.getByText('Visionary', { exact: true }).click();
  await page.getByRole('button', { name: 'Capture Dream' }).click();
  const next = page.getByTestId('captured-next');
  await expect(next.getByRole('heading', { name: 'Ask the oracle about this dream?' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const [dream] = await storedDreams(page);
  expect(dream!.text).toBe(dreamText);
  await next.getByRole('link', { name: 'Ask the oracle about this dream' }).click();

  // The ask page: nothing of the dream in the URL or the form, and it says so.
  await expect(page).toHaveURL(/\/ask$/);
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expect(page.getByText(/Nothing of your dream is sent/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await askQuestion(page, question);
  await expect(page).toHaveURL(/\/reading\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const questionId = page.url().split('/').pop()!;
  await expect(page.getByTestId('reading-card')).toBeVisible();

  // The reading names its dream; the dream remembers the reading and its card.
  const fromDream = page.getByRole('link', { name: /^From your dream of / });
  await expect(fromDream).toBeVisible();
  const cardName = (await page.getByTestId('reading-card').locator('figcaption .text-lg').textContent())!.trim();
  await expect.poll(async () => (await storedDreams(page))[0]!.readings?.[0]?.card?.name).toBe(cardName);
  expect((await storedDreams(page))[0]!.readings).toMatchObject([{ questionId }]);
  await expectNoSidewaysScroll(page);

  await fromDream.click();
  await expect(page).toHaveURL(/\/dream-catcher-log$/);
  const readings = page.getByTestId('dream-readings');
  const readingLink = readings.getByRole('link', { name: new RegExp(`^${cardName} · `) });
  await expect(readingLink).toHaveAttribute('href', `/reading/${questionId}`);
  await page.getByRole('button', { name: 'View Patterns' }).click();
  await expect(page.getByTestId('chart-dream-cards')).toContainText('Visionary');
  await expect(page.getByTestId('chart-dream-cards').getByRole('link', { name: cardName })).toBeVisible();
  await expect(page.getByTestId('chart-moon-levels')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Export; the browser loses its dreams; the reading no longer knows its dream here.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export dreams' }).click();
  const backupPath = await (await downloading).path();
  const backup = JSON.parse(fs.readFileSync(backupPath, 'utf8'));
  expect(backup).toMatchObject({ format: 'penguin-oracle-dreams', version: 2 });
  expect(backup.dreams[0].readings).toMatchObject([{ questionId, card: { name: cardName } }]);

  await page.evaluate(() => localStorage.removeItem('dream-entries'));
  await page.goto(`/reading/${questionId}`);
  await expect(page.getByTestId('reading-card')).toBeVisible();
  await expect(page.getByTestId('from-dream')).toHaveCount(0);

  // Import it back: both sides of the link return.
  await page.goto('/dream-catcher-log');
  await page.getByLabel('Import dreams').setInputFiles(backupPath);
  await expect(page.getByText('Added: 1. Already in your log: 0.')).toBeVisible();
  await page.getByTestId('dream-readings').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/reading/${questionId}$`));
  await expect(page.getByRole('link', { name: /^From your dream of / })).toBeVisible();

  // No request carried the dream's text or its id: not in a URL, a header or a body.
  expect(seen.some((request) => request.url.includes('/api/questions') && request.body.includes(question))).toBe(true);
  const secrets = [dreamText, dreamText.slice(0, 24), 'violet walrus', dream!.id];
  for (const secret of secrets) {
    const leaks = seen.filter((request) =>
      [request.url, decodeURIComponent(request.url), request.headers, request.body].some((part) =>
        part.toLowerCase().includes(secret.toLowerCase()),
      ),
    );
    expect(
      leaks.map((leak) => leak.url),
      `a request carried "${secret}"`,
    ).toEqual([]);
  }
});
