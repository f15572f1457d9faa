import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { test as base, expect, type Page } from '@playwright/test';
import { askQuestion, grantTestTokens, signUpAndConfirm } from './support.ts';

// Two cards only: a daily card and two readings draw three times from two cards, so some reading is certain to
// repeat an earlier card and carry its story line.
const DRAW_ONLY = ['the-slide', 'anchor'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * This spec's own server (the built app and compiled server of `npm run build`, a fresh embedded database) with the
 * draw narrowed by ORACLE_DRAW_ONLY.
 */
const test = base.extend<object, { server: string }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const dataDir = `/tmp/penguin-oracle-e2e-cards-${process.pid}-${port}`;
      rmSync(dataDir, { recursive: true, force: true });
      const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          APP_URL: url,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          READING_DELAY_MS: '1500',
          RATE_LIMITS: 'false',
          BOTCHECK_MAX_NUMBER: '5000',
          NODE_ENV: 'development',
          ORACLE_DRAW_ONLY: DRAW_ONLY.join(','),
        },
      });
      await expect
        .poll(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status, { timeout: 120_000 })
        .toBe(200);
      await use(url);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
    // A fresh data directory is created and migrated first: on a busy machine that outlasts a test's 60 s.
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server),
});

async function switchToThai(page: Page) {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
}

/** Asks on the Ask page and waits for the reading; answers the reading's id and its card story from the API. */
async function askAndRead(page: Page, ask: () => Promise<void>) {
  await page.goto('/ask');
  await ask();
  await expect(page).toHaveURL(/\/reading\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const id = page.url().split('/').pop()!;
  const reading = (await (await page.request.get(`/api/questions/${id}`)).json()) as {
    card_story: { times: number } | null;
  };
  return { id, story: reading.card_story };
}

test('a member browses the library, draws the card of the day, notes it and meets the card story', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page);

  // The library, from the menu: search by keyword, open a card.
  await page.getByTestId('main-menu').click();
  await page.getByRole('menuitem', { name: 'Cards' }).click();
  await expect(page).toHaveURL(/\/cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card Library' })).toBeVisible();
  await expect(page.getByTestId('card-library').getByRole('listitem')).toHaveCount(44);
  await page.getByRole('searchbox', { name: 'Search' }).fill('joy');
  await expect(page.getByRole('link', { name: /The Slide/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /The Huddle/ })).toHaveCount(0);
  await page.getByRole('link', { name: /The Slide/ }).click();
  await expect(page).toHaveURL(/\/cards\/the-slide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Slide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Guidance for each theme' })).toBeVisible();
  await expect(page.getByText('This card has not come to you yet.')).toBeVisible();

  // The card of the day: drawn once, the same after a reload.
  await page.goto('/cards/today');
  const name = page.getByTestId('today-card-name');
  await expect(name).toHaveText(/The Slide|The Anchor/);
  const drawn = await name.textContent();
  await page.reload();
  await expect(page.getByTestId('today-card-name')).toHaveText(drawn!);

  // A one-line note, then the history shows it.
  await page.getByRole('textbox', { name: 'Your note for today' }).fill('Let the day carry me');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await expect(page.getByTestId('daily-history').getByText('Let the day carry me')).toBeVisible();
  await expect(page.getByTestId('daily-history').getByText(drawn!)).toBeVisible();

  // The member area shows the card of the day and the story so far.
  await page.goto('/member');
  await expect(page.getByTestId('today-card-name')).toHaveText(drawn!);
  await expect(page.getByRole('heading', { name: 'Your card story' })).toBeVisible();

  // Readings: with two cards in play, the first or the second repeats an earlier card.
  await grantTestTokens(page);
  let reading = await askAndRead(page, () => askQuestion(page, 'What should I carry into this week?'));
  if (!reading.story) {
    reading = await askAndRead(page, () => askQuestion(page, 'And what should I let go of?'));
  }
  expect(reading.story?.times).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('card-story')).toHaveText(
    new RegExp(`^(The Slide|The Anchor) has come to you ${reading.story!.times} times in the past month\\.$`),
  );

  // The card page now counts this member's draws.
  await page.getByTestId('card-story').getByRole('link').click();
  await expect(page.getByTestId('card-counts')).toContainText(/Drawn \d+ times/);
});

test('in Thai: the library, the card of the day, its note and the story line', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpAndConfirm(page);
  await page.goto('/cards');
  await switchToThai(page);
  await expect(page.getByRole('heading', { level: 1, name: 'คลังไพ่' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('ไถล');
  await expect(page.getByTestId('card-library').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: /ไถลลื่นบนหิมะ/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ไถลลื่นบนหิมะ' })).toBeVisible();
  await expect(page.getByText('คำแนะนำในแต่ละหัวข้อ')).toBeVisible();

  await page.goto('/cards/today');
  const name = page.getByTestId('today-card-name');
  await expect(name).toHaveText(/ไถลลื่นบนหิมะ|สมอแห่งใจ/);
  const drawn = await name.textContent();
  await page.reload();
  await expect(page.getByTestId('today-card-name')).toHaveText(drawn!);
  await page.getByRole('textbox', { name: 'บันทึกสั้น ๆ ของวันนี้' }).fill('วันนี้จะใจเย็น ๆ');
  await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
  await expect(page.getByText('บันทึกเรียบร้อยแล้ว')).toBeVisible();
  await expect(page.getByTestId('daily-history').getByText('วันนี้จะใจเย็น ๆ')).toBeVisible();

  await page.goto('/ask');
  await page.getByRole('button', { name: 'รับโทเคนทดลอง 20 โทเคน' }).click();
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  const askInThai = (question: string) => async () => {
    await page.locator('#ask-category').selectOption({ index: 1 });
    await page.locator('#ask-question').fill(question);
    await expect(page.getByTestId('verification-done')).toBeVisible({ timeout: 30_000 });
    await page.locator('form button[type=submit]').click();
  };
  let reading = await askAndRead(page, askInThai('สัปดาห์นี้ฉันควรพกอะไรติดตัวไปด้วย'));
  if (!reading.story) reading = await askAndRead(page, askInThai('แล้วฉันควรปล่อยวางอะไร'));
  expect(reading.story?.times).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('card-story')).toHaveText(
    `ไพ่ “${await page.getByTestId('reading-card').locator('figcaption span').last().textContent()}” มาหาคุณแล้ว ${reading.story!.times} ครั้งในเดือนที่ผ่านมา`,
  );
});
