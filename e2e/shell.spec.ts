import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('pricing shows two plans whose buttons are disabled and say coming soon', async ({ page }) => {
  await page.goto('/pricing');
  const buttons = page.getByRole('button', { name: /coming soon/i });
  await expect(buttons).toHaveCount(2);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
});

test('/auth redirects to /login, and member pages send a visitor to /login replacing history', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/pricing');
  await page.goto('/journal-list');
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the header banner links home with the title and tagline; the menu lists visitor items', async ({ page }) => {
  await page.goto('/pricing');
  const banner = page.getByRole('link', { name: 'Penguin Oracle home' });
  await expect(page.getByText('Your Spiritual Journey Begins Here')).toBeVisible();
  await page.getByTestId('main-menu').click();
  for (const item of ['Home', 'Ask', 'Pricing', 'Journal', 'Dream Catcher', 'Member', 'Login']) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await banner.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a phone-sized window shows the whole header without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('pages are served with a CSP that allows no inline script', async ({ request }) => {
  const response = await request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('the Latin fonts of the first paint load from the page head, not after the app has rendered', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/-[\w-]{8}\.woff2$/, ''),
        initiator: (entry as PerformanceResourceTiming).initiatorType,
      })),
  );
  // `link`: asked for by the preload in index.html; `css` would mean only once text needed them (a late swap).
  expect(fonts).toEqual(
    expect.arrayContaining([
      { file: '/assets/ibm-plex-sans-thai-latin-400-normal', initiator: 'link' },
      { file: '/assets/ibm-plex-sans-thai-latin-600-normal', initiator: 'link' },
    ]),
  );
});
