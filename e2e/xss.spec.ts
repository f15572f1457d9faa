import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { mailLink, newMember } from './support.ts';

/*
 * Hostile: script and markup typed into member fields must come back as TEXT wherever they are shown,
 * and be stored as given (escaped at render, never mangled on input).
 *
 * Four independent detectors, checked on every screen (see `expectNoInjection`):
 *  1. the literal payload is visible as text (a parsed payload has no such text);
 *  2. no element a payload would create exists anywhere in the document (portals included);
 *  3. no dialog opened and `window.__xss` is unset;
 *  4. no `securitypolicyviolation` fired: the CSP only blocks inline handlers and scripts that are
 *     already in the DOM, so a violation means markup got in, even though nothing ran.
 * The first test proves detectors 2 and 4 see a real injection.
 */

const PAYLOAD = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  js: 'javascript:alert(1)',
  i18n: '{{count}} $t(common:app.title)',
} as const;

/** The question, asked through the Ask screen (AskSchema trims; this has no outer whitespace). */
const QUESTION = `${PAYLOAD.img} ${PAYLOAD.script} ${PAYLOAD.i18n} ${PAYLOAD.js}`;
/** Journal entry typed through the form; the category arrives through the form's `category` query. */
const TITLE = `${PAYLOAD.svg}${PAYLOAD.template}`;
const CONTENT_LINES = [`${PAYLOAD.script}${PAYLOAD.img}`, `${PAYLOAD.i18n} ${PAYLOAD.js}`] as const;
const CONTENT = CONTENT_LINES.join('\n');
const CATEGORY = `${PAYLOAD.img}{{count}}`;
/** An entry with a stored card (no linked reading), written through the API as any member could. */
const STORED = {
  title: `$t(common:app.title) {{count}} <b>bold</b>`,
  content: PAYLOAD.svg,
  category: 'Career & Purpose',
  card_key: `${PAYLOAD.svg}$t(common:app.title)`,
  card_meaning: `${PAYLOAD.img}\n\n${PAYLOAD.template}`,
  mini_reflection: `${PAYLOAD.script}{{count}}`,
};
/** Profile names (at most 50 characters, trimmed) and the display name sign-up takes (API only). */
const NAME = PAYLOAD.img;
const SURNAME = `${PAYLOAD.svg}{{count}}`;
const DISPLAY_NAME = `${PAYLOAD.script}$t(common:app.title)`;

/** Elements or attributes any of the payloads would create once parsed as markup. */
const INJECTED = [
  'img[src="x"]',
  '[onerror]',
  '[onload]',
  'script:not([src])',
  'body script',
  'svg[onload]',
  'a[href^="javascript:" i]',
  // The stored entry's title carries <b>; the app itself never renders a <b>.
  'b',
  'iframe',
  'object',
  'embed',
].join(', ');

/** The app's own shortening (docs/product.md §9.1 previews): whole characters, trimmed, with an ellipsis when cut. */
const cut = (text: string, max: number) =>
  Array.from(text).length > max ? `${Array.from(text).slice(0, max).join('').trimEnd()}…` : text;

type Watch = { __xss?: unknown; __cspViolations?: string[] };

let context: BrowserContext;
let page: Page;
let origin: string;
const dialogs: string[] = [];
const ids = { question: '', entry: '', stored: '' };

/** Detectors 2–4 on the current document (and its portals); detector 1 is each screen's own text. */
async function expectNoInjection(where: string) {
  await expect(page.locator(INJECTED), `${where}: injected element`).toHaveCount(0);
  const state = await page.evaluate(() => {
    const w = window as unknown as Watch;
    return { xss: typeof w.__xss, violations: w.__cspViolations ?? null };
  });
  expect(state.xss, `${where}: window.__xss`).toBe('undefined');
  expect(state.violations, `${where}: CSP violations (or the watcher is missing)`).toEqual([]);
  expect(dialogs, `${where}: dialogs`).toEqual([]);
}

/** Detector 1: the exact string, as one element's whole text. */
const literal = (text: string, within: Page | Locator = page) => within.getByText(text, { exact: true });

async function api<T>(path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  origin = String(testInfo.project.use.baseURL);
  context = await browser.newContext({ baseURL: origin });
  // Runs before the app's own scripts in every document, outside the page's CSP.
  await context.addInitScript(() => {
    const w = window as unknown as Watch;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterAll(async () => {
  await context.close();
});

test('a member whose display name is markup signs up; markup usernames are refused; the detectors work', async () => {
  const member = newMember();
  const headers = { origin };
  // The sign-up screen sends the username as the name; the API takes any name up to 100 characters.
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers,
    data: { ...member, name: DISPLAY_NAME, callbackURL: '/' },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(await mailLink(page, member.email, 'verifyEmail'));
  await expect(page).toHaveURL(/\/$/);

  // Usernames are letters, digits and underscores (docs/product.md §9.1): markup never becomes one.
  const hostile = newMember();
  for (const username of ['<b>x</b>', '"><svg/x>', 'a{{count}}']) {
    const refused = await page.request.post('/api/auth/sign-up/email', {
      headers,
      data: { ...hostile, username, name: hostile.username, callbackURL: '/' },
    });
    expect(refused.status(), username).toBe(400);
  }
  const claim = await page.request.put('/api/profile', {
    headers,
    data: { name: '', surname: '', username: '<b>x</b>' },
  });
  expect(claim.status()).toBe(400);

  // Canary: a real injection is seen by detectors 2 and 4, while the CSP alone keeps window.__xss unset.
  await page.goto('/member');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Area' })).toBeVisible();
  await expectNoInjection('member area before the canary');
  await page.evaluate((markup) => document.getElementById('root')!.insertAdjacentHTML('beforeend', markup), NAME);
  await expect(page.locator(INJECTED)).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as Watch).__cspViolations!.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => typeof (window as unknown as Watch).__xss)).toBe('undefined');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Member Area' })).toBeVisible();
  await expectNoInjection('member area after reload');
});

test('profile: display name, name and surname show as text and are stored as typed', async () => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(literal(DISPLAY_NAME)).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(NAME);
  await page.getByLabel('Surname').fill(SURNAME);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated').first()).toBeVisible();
  const info = page.locator('dl');
  await expect(literal(NAME, info)).toBeVisible();
  await expect(literal(SURNAME, info)).toBeVisible();
  await expectNoInjection('profile after saving');

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(NAME);
  await expect(page.getByLabel('Surname')).toHaveValue(SURNAME);
  await expect(literal(DISPLAY_NAME, info)).toBeVisible();
  await expect(literal(NAME, info)).toBeVisible();
  await expect(literal(SURNAME, info)).toBeVisible();
  // The header shows no member text (only the balance); it is part of every document checked.
  await expectNoInjection('profile after reload');

  const profile = await api<{ name: string; surname: string; display_name: string }>('/api/profile');
  expect(profile).toMatchObject({ name: NAME, surname: SURNAME, display_name: DISPLAY_NAME });
});

test('question: asked through the Ask screen; waiting page, reading, member area, answer log and token history', async () => {
  await page.goto('/ask');
  await page.getByRole('button', { name: 'Get 20 test tokens' }).click();
  await expect(page.getByTestId('token-balance')).toHaveText('20');
  await page.getByLabel('Category').selectOption({ label: 'Career & Purpose' });
  await page.getByLabel('Your question').fill(QUESTION);
  await expect(page.getByLabel('Your question')).toHaveValue(QUESTION);
  await expect(page.getByTestId('verification-done')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Ask the Oracle' }).click();

  // The waiting page shows no question text; it must still hold nothing injected.
  await expect(page).toHaveURL(/\/answer\?questionId=/);
  ids.question = new URL(page.url()).searchParams.get('questionId')!;
  await expect(page.getByRole('heading', { name: 'Preparing your card reading' })).toBeVisible();
  await expectNoInjection('waiting page');

  await expect(page).toHaveURL(/\/reading\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByText('You drew:')).toBeVisible({ timeout: 20_000 });
  await expect(literal(QUESTION)).toBeVisible();
  await expectNoInjection('reading page (pushed from the waiting page)');
  await page.reload();
  await expect(literal(QUESTION)).toBeVisible();
  await expect(page.getByText('You drew:')).toBeVisible();
  await expectNoInjection('reading page (loaded)');

  const stored = await api<{ question_text: string }>(`/api/questions/${ids.question}`);
  expect(stored.question_text).toBe(QUESTION);

  // Member area: the question is in the 'View reading' dialog (a portal outside the app root).
  await page.goto('/member');
  await page.getByRole('button', { name: 'View reading' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(literal(QUESTION, dialog)).toBeVisible();
  await expectNoInjection('member area dialog');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // Answer log: the row, its dialog, and the server-side search with markup in the query.
  await page.goto('/answer-log');
  const row = page.getByRole('listitem').filter({ has: literal(QUESTION) });
  await expect(row).toBeVisible();
  await expectNoInjection('answer log');
  await row.getByRole('button', { name: 'View reading' }).click();
  await expect(literal(QUESTION, page.getByRole('dialog'))).toBeVisible();
  await expectNoInjection('answer log dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(PAYLOAD.svg);
  await expect(page.getByText('No readings match your filters.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const fragment = `onerror="window.__xss=1"> ${PAYLOAD.script} {{count}}`;
  await search.fill(fragment);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(fragment);
  await expect(row).toBeVisible();
  await expectNoInjection('answer log search');
  // The search from the URL fills the box as text.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(fragment);
  await expect(row).toBeVisible();
  await expectNoInjection('answer log search from the URL');

  // Token history: the usage list previews 50 characters of the question.
  await page.goto('/token-history');
  await expect(literal(cut(QUESTION, 50))).toBeVisible();
  await expectNoInjection('token history');
});

test('journal: title, content and category typed in the form; list, search, filter, detail and edit', async () => {
  // A new entry linked to the hostile reading, with a hostile category carried by the form's query.
  const query = new URLSearchParams({ questionId: ids.question, category: CATEGORY, title: TITLE });
  await page.goto(`/journal?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Journal' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title' });
  const category = page.getByRole('combobox', { name: 'Category' });
  const link = page.getByRole('combobox', { name: 'Link to a past reading (optional)' });
  const content = page.getByRole('textbox', { name: 'Journal Entry' });
  await expect(title).toHaveValue(TITLE);
  await expect(category).toHaveValue(CATEGORY);
  await expect(category.locator('option:checked')).toHaveText(CATEGORY);
  await expect(link).toHaveValue(ids.question);
  // docs/product.md §9.1: the picker's label is the date and the first 60 characters of the question.
  await expect(link.locator('option:checked')).toContainText(` – ${cut(QUESTION, 60)}`);
  await page.getByRole('combobox', { name: 'Mood' }).selectOption({ label: '😌 Calm' });
  await content.fill(CONTENT);
  await expect(page.getByTestId('card-meaning-panel')).toBeVisible();
  await expectNoInjection('journal form (new)');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page).toHaveURL(/\/journal-list$/);

  // A second entry with a stored card and reflection, as the API accepts from any member.
  const created = await page.request.post('/api/journal', {
    headers: { origin },
    data: { ...STORED, mood: 'hopeful', entry_date: '2024-01-15', question_id: null },
  });
  expect(created.status()).toBe(201);
  ids.stored = ((await created.json()) as { id: string }).id;

  // The list: title link, category badge, content preview (150 characters; the line break reads as a space).
  await page.reload();
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
  const storedEntry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: STORED.title, exact: true }) });
  await expect(entry).toBeVisible();
  await expect(storedEntry).toBeVisible();
  await expect(literal(TITLE, entry)).toBeVisible();
  await expect(literal(CATEGORY, entry)).toBeVisible();
  await expect(literal(cut(CONTENT, 150), entry)).toBeVisible();
  await expect(literal(STORED.title, storedEntry)).toBeVisible();
  await expect(literal(STORED.content, storedEntry)).toBeVisible();
  await expectNoInjection('journal list');
  ids.entry = (await entry.getByRole('link', { name: TITLE, exact: true }).getAttribute('href'))!.split('/').pop()!;

  // The browser-side search on markup.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(PAYLOAD.script);
  await expect(entry).toBeVisible();
  await expect(storedEntry).toHaveCount(0);
  await search.fill('<b>bold</b>');
  await expect(storedEntry).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expectNoInjection('journal list search');

  // The server-side category filter, from the URL: the hostile category is offered as text.
  await page.goto(`/journal-list?${new URLSearchParams({ category: CATEGORY })}`);
  await expect(entry).toBeVisible();
  await expect(storedEntry).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Category' }).locator('option:checked')).toHaveText(CATEGORY);
  await expectNoInjection('journal list filtered by category');

  // Detail: title (also the tab title), category, content line by line, the linked reading's question.
  await page.goto(`/journal/${ids.entry}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(TITLE);
  await expect(literal(CATEGORY)).toBeVisible();
  const body = page.getByTestId('entry-content');
  for (const line of CONTENT_LINES) await expect(literal(line, body)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Original Question' })).toBeVisible();
  await expect(literal(QUESTION)).toBeVisible();
  await expectNoInjection('journal detail');

  // Edit: every field comes back as typed; updating keeps it so.
  await page.getByRole('link', { name: 'Edit Entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Journal - Edit Entry' })).toBeVisible();
  await expect(title).toHaveValue(TITLE);
  await expect(content).toHaveValue(CONTENT);
  await expect(category).toHaveValue(CATEGORY);
  await expect(link).toHaveValue(ids.question);
  await expect(link.locator('option:checked')).toContainText(` – ${cut(QUESTION, 60)}`);
  await expectNoInjection('journal edit form');
  await page.getByRole('button', { name: 'Update Entry' }).click();
  await expect(page).toHaveURL(/\/journal-list$/);
  await expect(entry).toBeVisible();
  await expectNoInjection('journal list after the update');

  const saved = await api<Record<string, unknown>>(`/api/journal/${ids.entry}`);
  expect(saved).toMatchObject({ title: TITLE, content: CONTENT, category: CATEGORY, question_id: ids.question });

  // The stored card: its name goes through i18next interpolation ('Linked Reading: {{card}}').
  await page.goto(`/journal/${ids.stored}`);
  await expect(page.getByRole('heading', { level: 1, name: STORED.title, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(STORED.title);
  await expect(literal(`Linked Reading: ${STORED.card_key}`)).toBeVisible();
  await expect(literal(STORED.card_meaning.replace('\n\n', ' '))).toBeVisible();
  await expect(literal(STORED.mini_reflection)).toBeVisible();
  await expect(literal(STORED.content, page.getByTestId('entry-content'))).toBeVisible();
  await expectNoInjection('journal detail with a stored card');

  const storedBack = await api<Record<string, unknown>>(`/api/journal/${ids.stored}`);
  expect(storedBack).toMatchObject(STORED);
});
