import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support.ts';

// A small hand-made PNG (RGB, one colour per row band), so the test needs no image files or packages.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(width: number, height: number, colours: [number, number, number][]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const [r, g, b] = colours[Math.floor((y / height) * colours.length)]!;
    for (let x = 0; x < width; x += 1) rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const bigPicture = png(2000, 1000, [
  [22, 33, 63],
  [242, 198, 109],
  [223, 232, 251],
]);
const smallPicture = png(64, 48, [
  [180, 35, 24],
  [42, 61, 122],
]);

/** Every request the browser makes (pages and service worker), to prove no dream data leaves the device. */
function recordRequests(context: BrowserContext) {
  const seen: { url: string; body: string }[] = [];
  context.on('request', (request) => {
    const url = request.url();
    // data: and blob: URLs are the page reading its own memory; they never reach the network.
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    seen.push({ url, body: request.postDataBuffer()?.toString('latin1') ?? '' });
  });
  return seen;
}

function expectNoneCarry(requests: { url: string; body: string }[], secrets: string[]) {
  expect(requests.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    const leaks = requests.filter(
      (request) =>
        request.url.includes(secret) ||
        request.url.includes(encodeURIComponent(secret)) ||
        request.body.includes(secret),
    );
    expect(
      leaks.map((leak) => leak.url),
      `a request carried "${secret.slice(0, 30)}…"`,
    ).toEqual([]);
  }
}

async function storedDreams(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('dream-entries') ?? '[]') as {
        id: string;
        text: string;
        images: { src: string; name: string }[];
      }[],
  );
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a member captures dreams with text and images, finds, charts, exports, deletes and imports them, all on the device', async ({
  page,
  context,
}) => {
  await signUpAndConfirm(page);
  const requests = recordRequests(context);
  const secret = `Penguins built a lighthouse of ice ${randomUUID()}`;

  await page.goto('/dream-catcher');
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Catcher' })).toBeVisible();
  await expect(page).toHaveTitle('Dream Catcher · Penguin Oracle');
  await expect(page.getByTestId('today-moon-phase')).toHaveText(/Moon|Crescent|Quarter|Gibbous/);
  const capture = page.getByRole('button', { name: 'Capture Dream' });
  await expect(capture).toBeDisabled();

  await page.getByLabel('Dream fragments').fill(secret);
  await page.getByText('Visionary', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Visionary/ })).toBeChecked();
  await page.getByRole('slider', { name: 'Emotional Tone' }).fill('8');
  await expect(page.getByRole('slider', { name: 'Emotional Tone' })).toHaveAttribute(
    'aria-valuetext',
    '8 out of 10, Light',
  );
  await page.getByLabel('Add images').setInputFiles([
    { name: 'lighthouse.png', mimeType: 'image/png', buffer: bigPicture },
    { name: 'aurora.png', mimeType: 'image/png', buffer: smallPicture },
  ]);
  await expect(page.getByRole('img', { name: 'lighthouse.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'aurora.png' })).toBeVisible();
  await capture.click();

  await expect(page.getByText('Dream captured! ✨')).toBeVisible();
  await expect(page.getByText('Your dream has been saved successfully.')).toBeVisible();
  await expect(page.getByLabel('Dream fragments')).toHaveValue('');
  await expect(page.getByRole('slider', { name: 'Emotional Tone' })).toHaveValue('5');
  await expect(page.getByRole('img', { name: 'lighthouse.png' })).toHaveCount(0);

  // Stored in the format of docs/product.md §3.8, pictures re-encoded and no longer than 1280 px on their long side.
  const [saved] = await storedDreams(page);
  expect(saved).toMatchObject({ text: secret, category: 'visionary', mood: 8, intensity: 5, clarity: 5 });
  expect(saved!.images.map((image) => image.name)).toEqual(['lighthouse.png', 'aurora.png']);
  const sizes = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return [image.naturalWidth, image.naturalHeight];
        }),
      ),
    saved!.images.map((image) => image.src),
  );
  expect(sizes).toEqual([
    [1280, 640],
    [64, 48],
  ]);
  expect(saved!.images.every((image) => /^data:image\/(webp|jpeg);base64,/.test(image.src))).toBe(true);

  // A second, plain dream to filter between.
  await page.getByLabel('Dream fragments').fill('Queueing for fish at the harbour');
  await page.getByText('Mundane', { exact: true }).click();
  await capture.click();
  await expect(page.getByText('Dream captured! ✨').first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Dream Catcher Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Catcher Log' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(2);
  const visionary = cards.filter({ hasText: 'Visionary Dream' });
  await expect(visionary.getByText(secret)).toBeVisible();
  await expect(visionary.getByRole('img')).toHaveCount(2);
  await expect(visionary.getByTestId('level-mood')).toContainText('8/10');
  await expect(page.getByText('Total Dreams').locator('xpath=following-sibling::dd')).toHaveText('2');
  await expect(page.getByText('Avg Mood').locator('xpath=following-sibling::dd')).toHaveText('6.5');

  // Filter: text, then category, then clear.
  await page.getByRole('searchbox', { name: 'Search' }).fill('lighthouse');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visionary Dream');
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Category').selectOption({ label: 'Mundane' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Mundane Dream');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(cards).toHaveCount(2);

  await page.getByRole('button', { name: 'View Patterns' }).click();
  await expect(page.getByRole('heading', { name: 'Dream patterns' })).toBeVisible();
  await expect(page.getByTestId('chart-categories')).toContainText('Visionary');
  await expect(page.getByTestId('chart-levels').locator('polyline')).toHaveCount(3);
  await expect(page.getByTestId('chart-moon')).toBeVisible();

  // Export, delete, then import the file back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export dreams' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^penguin-oracle-dreams-\d{4}-\d{2}-\d{2}\.json$/);
  const backupPath = await download.path();
  const backup = JSON.parse(fs.readFileSync(backupPath, 'utf8')) as { dreams: { text: string }[] };
  expect(backup.dreams.map((dream) => dream.text)).toContain(secret);

  await visionary.getByRole('button', { name: /^Delete the dream of/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Dream deleted')).toBeVisible();
  await expect(page.getByText('Your dream entry has been removed from the log.')).toBeVisible();
  await expect(cards).toHaveCount(1);

  await page.getByLabel('Import dreams').setInputFiles(backupPath);
  await expect(page.getByText('Added: 1. Already in your log: 1.')).toBeVisible();
  await expect(cards).toHaveCount(2);
  await expect(visionary.getByRole('img')).toHaveCount(2);

  // A file that is not a backup is refused and changes nothing.
  await page.getByLabel('Import dreams').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'not a Penguin Oracle dream backup' })).toBeVisible();
  await expect(cards).toHaveCount(2);

  const stored = await storedDreams(page);
  const imageData = stored.flatMap((dream) => dream.images.map((image) => image.src.split(',')[1]!.slice(100, 180)));
  expectNoneCarry(requests, [
    secret,
    'lighthouse of ice',
    'Queueing for fish',
    bigPicture.toString('base64').slice(0, 60),
    smallPicture.toString('base64').slice(0, 60),
    ...imageData,
  ]);
});

test('the record button fills the text live from speech recognition and returns to idle when it ends', async ({
  page,
}) => {
  // Headless Chromium has no speech service: a scripted recognition stands in for it.
  await page.addInitScript(() => {
    class ScriptedRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { recognitionSettings: unknown }).recognitionSettings = {
          lang: this.lang,
          continuous: this.continuous,
          interimResults: this.interimResults,
        };
        const say = (results: string[], delay: number) =>
          setTimeout(() => this.onresult?.({ results: results.map((transcript) => [{ transcript }]) }), delay);
        say(['I was walking'], 300);
        say(['I was walking', ' on a frozen moon'], 900);
        setTimeout(() => this.onend?.(), 1500);
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    // Recent Chromium has the unprefixed constructor too: replace both.
    Object.assign(window, { SpeechRecognition: ScriptedRecognition, webkitSpeechRecognition: ScriptedRecognition });
  });
  await signUpAndConfirm(page);
  await page.goto('/dream-catcher');
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Recording... Speak your dream')).toBeVisible();
  await expect(page.getByLabel('Dream fragments')).toHaveValue('I was walking');
  await expect(page.getByLabel('Dream fragments')).toHaveValue('I was walking on a frozen moon');
  await expect(page.getByText('Tap to record your dream fragments')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start recording' })).toBeEnabled();
  expect(
    await page.evaluate(() => (window as unknown as { recognitionSettings: unknown }).recognitionSettings),
  ).toEqual({ lang: 'en-US', continuous: true, interimResults: true });
});

test('in Thai, a dream is captured and listed with Thai labels and a Buddhist-era date', async ({ page }) => {
  await signUpAndConfirm(page);
  await page.goto('/dream-catcher');
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'เครื่องดักฝัน' })).toBeVisible();
  await page.getByLabel('เศษเสี้ยวความฝัน').fill('ฉันเดินบนหิมะใต้แสงจันทร์');
  await page.getByText('นิมิต', { exact: true }).click();
  await page.getByRole('button', { name: 'บันทึกความฝัน', exact: true }).click();
  await expect(page.getByText('บันทึกความฝันแล้ว! ✨')).toBeVisible();

  await page.goto('/dream-catcher-log');
  await expect(page.getByRole('heading', { level: 1, name: 'ประวัติเครื่องดักฝัน' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'ความฝันแบบนิมิต' });
  await expect(card.getByText('ฉันเดินบนหิมะใต้แสงจันทร์')).toBeVisible();
  await expect(card.locator('time')).toContainText(String(new Date().getFullYear() + 543));
  await expect(card.getByText('จันทร์', { exact: false }).first()).toBeVisible();
});

test('once visited, the app opens offline from its service worker', async ({ page, context }) => {
  await signUpAndConfirm(page);
  await page.goto('/dream-catcher');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/dream-catcher-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Catcher Log' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  // The network is gone for the worker too: a file it has not cached fails.
  expect(
    await page.evaluate(() =>
      fetch('/favicon.svg?probe').then(
        () => 'online',
        () => 'offline',
      ),
    ),
  ).toBe('offline');
  // Moving between the two dream pages needs nothing from the network.
  await page.getByRole('link', { name: 'New Dream' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Catcher' })).toBeVisible();
  await page.getByLabel('Dream fragments').fill('Offline, the ice was quiet');
  await page.getByRole('button', { name: 'Capture Dream' }).click();
  await expect(page.getByText('Dream captured! ✨')).toBeVisible();

  // A fresh page load offline still gets the app shell.
  const response = await page.goto('/');
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('link', { name: 'Penguin Oracle home' })).toBeVisible();

  // Reloading a dream page offline opens it, with the dream captured offline in the log.
  const log = await page.goto('/dream-catcher-log');
  expect(log?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Catcher Log' })).toBeVisible();
  await expect(page.getByText('Offline, the ice was quiet')).toBeVisible();
  await context.setOffline(false);
});

test('on a phone, dreams are protected, a backup is suggested, locked with a passphrase and restored, all on the device', async ({
  page,
  context,
}) => {
  // Headless Chromium answers persist() with false: a stand-in that refuses the first ask (the visit) and grants
  // the next (the first saved dream), as a browser may once the site is used.
  await page.addInitScript(() => {
    const calls = { persist: 0 };
    let granted = false;
    Object.defineProperty(window, '__storageCalls', { value: calls });
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        persisted: async () => granted,
        persist: async () => {
          calls.persist += 1;
          granted = calls.persist > 1;
          return granted;
        },
        estimate: async () => ({ usage: 0, quota: 1 }),
      },
    });
  });
  const persistCalls = () =>
    page.evaluate(() => (window as unknown as { __storageCalls: { persist: number } }).__storageCalls.persist);
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpAndConfirm(page);
  const requests = recordRequests(context);
  const passphrase = `Emperor penguins huddle ${randomUUID().slice(0, 8)}`;
  const texts = Array.from({ length: 6 }, (_, n) => `Dream ${n + 1} of the ice library ${randomUUID()}`);

  await page.goto('/dream-catcher');
  await expect(page.getByText('Not yet protected.')).toBeVisible();
  expect(await persistCalls()).toBe(1);

  const capture = page.getByRole('button', { name: 'Capture Dream' });
  const nudge = page.getByRole('region', { name: 'Back up your dreams' });
  await page.getByLabel('Dream fragments').fill(texts[0]!);
  await capture.click();
  await expect(page.getByText('Protected on this device.')).toBeVisible();
  expect(await persistCalls()).toBe(2);
  await expect(nudge).toHaveCount(0);

  // The browser offers installation (headless Chromium never does by itself): the panel and the menu offer it.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByTestId('main-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Install app' }).click();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  for (const text of texts.slice(1)) {
    await page.getByLabel('Dream fragments').fill(text);
    await capture.click();
    await expect(page.getByLabel('Dream fragments')).toHaveValue('');
  }
  // Five or more dreams in no backup: suggested right after the capture, and on the log.
  await expect(nudge).toBeVisible();
  await expect(nudge).toContainText('Dreams in no backup yet: 6.');
  await page.getByRole('link', { name: 'Dream Catcher Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Catcher Log' })).toBeVisible();
  await expect(nudge).toBeVisible();
  await expect(page.getByText('Protected on this device.')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // An encrypted backup: nothing of a dream in the file.
  await page.getByLabel('Passphrase (optional)').fill(passphrase);
  await page.getByLabel('Repeat the passphrase').fill(passphrase);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export dreams' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^penguin-oracle-dreams-\d{4}-\d{2}-\d{2}-encrypted\.json$/);
  const backupPath = await download.path();
  const file = fs.readFileSync(backupPath, 'utf8');
  for (const text of texts) expect(file).not.toContain(text.slice(0, 20));
  expect(file).not.toContain('ice library');
  expect(file).not.toContain(new Date().toISOString().slice(0, 10));
  expect(JSON.parse(file)).toMatchObject({
    format: 'penguin-oracle-dreams-encrypted',
    version: 1,
    cipher: { name: 'AES-GCM', length: 256 },
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600000 },
  });
  await expect(nudge).toHaveCount(0);
  // The key was derived off the page's main thread.
  expect(requests.some((request) => /\/assets\/backup-crypto\.worker-[\w-]+\.js$/.test(request.url))).toBe(true);

  // The browser loses everything (site data cleared).
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No dreams captured yet' })).toBeVisible();

  await page.getByLabel('Import dreams').setInputFiles(backupPath);
  const dialog = page.getByRole('dialog', { name: 'Open an encrypted backup' });
  await dialog.getByLabel('Passphrase', { exact: true }).fill(`${passphrase}!`);
  await dialog.getByRole('button', { name: 'Open backup' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That passphrase does not open this backup.');
  expect(await storedDreams(page)).toEqual([]);

  await dialog.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await dialog.getByRole('button', { name: 'Open backup' }).click();
  await expect(page.getByText('Added: 6. Already in your log: 0.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(cards).toHaveCount(6);
  for (const text of texts) await expect(page.getByText(text)).toBeVisible();
  await expect(nudge).toHaveCount(0);

  expectNoneCarry(requests, [...texts.map((text) => text.slice(-36)), 'ice library', passphrase]);
});
