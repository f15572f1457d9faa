import { expect, test, type Page } from '@playwright/test';
import { askInThai, askQuestion, grantTestTokens, signUpAndConfirm } from './support.ts';

// Care before cards (docs/care.md), on a phone-sized window: most members ask from their phone.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const telLinks = (page: Page) => page.getByTestId('help-card').locator('a[href^="tel:"]');

test('a crisis question shows the help card, spends nothing, and Continue goes on to the reading', async ({ page }) => {
  await signUpAndConfirm(page);
  await grantTestTokens(page);
  await askQuestion(page, 'I want to end my life, will anything ever change?');

  const card = page.getByTestId('help-card');
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: "You don't have to carry this alone" })).toBeFocused();
  await expect(card).toContainText('Your question has not been sent and no token was spent.');
  await expect(telLinks(page).first()).toHaveAttribute('href', 'tel:021136789');
  await expect(card.getByRole('link', { name: 'Call Medical emergency (ambulance) on 1669' })).toHaveAttribute(
    'href',
    'tel:1669',
  );
  await expect(card).toContainText('12:00–22:00');
  await expect(page.getByTestId('token-balance')).toHaveText('20');

  // Not now: back to the question, nothing spent.
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByLabel('Your question')).toBeFocused();
  await expect(page.getByTestId('token-balance')).toHaveText('20');

  // Asked again, and this time the member continues: the same bot check still counts.
  await page.getByRole('button', { name: 'Ask the Oracle' }).click();
  await page.getByTestId('help-card').getByRole('button', { name: 'Continue to my reading' }).click();
  await expect(page).toHaveURL(/\/reading\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByTestId('token-balance')).toHaveText('19');
  await expect(page.getByText(/If your heart is heavy right now/)).toBeVisible();
  await expect(page.getByText('You drew:')).toBeVisible();
});

test('in Thai, the help card puts 1323 first', async ({ page }) => {
  await askInThai(page, 'ไม่อยากมีชีวิตอยู่แล้ว');

  const card = page.getByTestId('help-card');
  await expect(page.getByRole('heading', { name: 'คุณไม่ต้องแบกเรื่องนี้ไว้คนเดียว' })).toBeFocused();
  await expect(telLinks(page).first()).toHaveAttribute('href', 'tel:1323');
  await expect(card).toContainText('ตลอด 24 ชั่วโมง โทรฟรี');
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  await card.getByRole('button', { name: 'ดูคำทำนายต่อ' }).click();
  await expect(page).toHaveURL(/\/reading\//, { timeout: 20_000 });
  await expect(page.getByTestId('token-balance')).toHaveText('19');
  await expect(page.getByText('ไพ่ที่คุณจั่วได้:')).toBeVisible();
});

test('a journal entry that screens as crisis is saved and opens with the help card under it', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/journal');
  await page.getByRole('textbox', { name: 'Title' }).fill('A hard night');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ value: 'Personal Growth' });
  await page.getByRole('combobox', { name: 'Mood' }).selectOption({ label: '😌 Calm' });
  await page.getByRole('textbox', { name: 'Journal Entry' }).fill('Some nights I just want to die.');
  await page.getByRole('button', { name: 'Save Entry' }).click();

  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('entry-content')).toHaveText('Some nights I just want to die.');
  const card = page.getByTestId('help-card');
  await expect(card).toContainText('Your entry was saved as usual.');
  await expect(telLinks(page).first()).toHaveAttribute('href', 'tel:021136789');

  // An everyday entry goes to the list as before.
  await page.goto('/journal');
  await page.getByRole('textbox', { name: 'Title' }).fill('Interview');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ value: 'Personal Growth' });
  await page.getByRole('combobox', { name: 'Mood' }).selectOption({ label: '😌 Calm' });
  await page.getByRole('textbox', { name: 'Journal Entry' }).fill('I am going to kill it at my interview.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page).toHaveURL(/\/journal-list$/);
});

test('a captured dream that screens as crisis shows the help card, screened on the device', async ({ page }) => {
  await signUpAndConfirm(page);
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  const dream = 'I stood on the roof and wanted to jump, then I woke up';

  await page.goto('/dream-catcher');
  await page.getByLabel('Dream fragments').fill(dream);
  await page.getByRole('button', { name: 'Capture Dream' }).click();
  await expect(page.getByText('Dream captured! ✨')).toBeVisible();
  const card = page.getByTestId('help-card');
  await expect(card).toContainText('Nothing of it left the device.');
  await expect(telLinks(page).first()).toHaveAttribute('href', 'tel:021136789');
  expect(sent.filter((line) => line.includes('roof'))).toEqual([]);
  // The screening code came with this page, in English only: the Thai rules load only for Thai text.
  expect(sent.some((line) => /\/assets\/screen-core-[\w-]+\.js/.test(line))).toBe(true);
  expect(sent.some((line) => /\/assets\/rules-en-[\w-]+\.js/.test(line))).toBe(true);
  expect(sent.some((line) => /\/assets\/rules-th-/.test(line))).toBe(false);
});
