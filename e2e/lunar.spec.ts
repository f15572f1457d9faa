import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support.ts';

// Loy Krathong 2026, two hours before the full moon (14:53 UTC): the fixed 29.53-day cycle said "Waxing Gibbous".
const LOY_KRATHONG_EVENING = new Date('2026-11-24T20:00:00+07:00');

test.use({ timezoneId: 'Asia/Bangkok' });

test('the Dream Catcher shows the true full moon and the Thai lunar date of Loy Krathong in both languages', async ({
  page,
}) => {
  await signUpAndConfirm(page);
  await page.clock.setFixedTime(LOY_KRATHONG_EVENING);

  // English: the phase and the moon details; the lunar date once the member turns it on in the profile.
  await page.goto('/dream-catcher');
  await expect(page.getByTestId('today-moon-phase')).toHaveText('Full Moon');
  await expect(page.getByTestId('moon-illumination')).toHaveText('100% lit');
  await expect(page.getByText('Next full moon')).toBeVisible();
  await expect(page.getByTestId('today-lunar-date')).toHaveCount(0);

  await page.goto('/profile');
  await page.getByLabel('Show the Thai lunar date on English pages').check();
  await page.goto('/dream-catcher');
  const lunar = page.getByTestId('today-lunar-date');
  await expect(lunar).toContainText('Tuesday, 15th waxing day of the 12th month, year of the Horse');
  await expect(lunar).toContainText('(ขึ้น ๑๕ ค่ำ เดือน ๑๒)');
  await expect(lunar).toContainText('Wan Phra (holy day)');
  await expect(lunar).toContainText('Loy Krathong');

  // Thai: shown without any setting.
  await page.evaluate(() => {
    localStorage.setItem('language', 'th');
    localStorage.removeItem('lunarDate');
  });
  await page.reload();
  await expect(page.getByTestId('today-moon-phase')).toHaveText('จันทร์เต็มดวง');
  await expect(page.getByTestId('today-lunar-date')).toContainText('วันอังคาร ขึ้น ๑๕ ค่ำ เดือน ๑๒ ปีมะเมีย');
  await expect(page.getByTestId('today-lunar-date')).toContainText('วันพระ');
  await expect(page.getByTestId('today-lunar-date')).toContainText('วันลอยกระทง');

  // A dream captured tonight carries the phase and the lunar date; the log's month calendar marks the day.
  await page.getByLabel('เศษเสี้ยวความฝัน').fill('กระทงลอยไปใต้จันทร์เพ็ญ');
  await page.getByRole('button', { name: 'บันทึกความฝัน', exact: true }).click();
  await expect(page.getByText('บันทึกความฝันแล้ว! ✨')).toBeVisible();
  await page.goto('/dream-catcher-log');
  const card = page.getByRole('listitem').filter({ hasText: 'กระทงลอยไปใต้จันทร์เพ็ญ' });
  await expect(card).toContainText('จันทร์เต็มดวง');
  await expect(card.getByTestId('lunar-date')).toContainText('ขึ้น ๑๕ ค่ำ เดือน ๑๒');
  const calendar = page.getByTestId('lunar-calendar');
  await expect(calendar.getByText('วันลอยกระทง')).toBeVisible();
  await expect(calendar.locator('[aria-current="date"]')).toHaveAttribute('aria-label', /วันพระ, วันลอยกระทง/);

  // The journal form gives the lunar date of the date typed: Asalha Bucha 2026 is in the second month 8.
  await page.goto('/journal');
  await page.locator('#journal-date').fill('2026-07-29');
  await expect(page.getByTestId('lunar-date')).toContainText('วันพุธ ขึ้น ๑๕ ค่ำ เดือน ๘๘ ปีมะเมีย');
  await expect(page.getByTestId('lunar-date')).toContainText('วันอาสาฬหบูชา');
});
