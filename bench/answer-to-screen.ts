// Benchmark 1 (bench/README.md): from the answer's commit in the database to the reading on the reading page,
// in Chromium, with the live push (SSE) and with a 2-second polling client, side by side.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { composeReading, drawCard } from '../server/oracle/composer.ts';
import { createMember, type TestApp } from '../server/test/test-app.ts';
import {
  createBenchApp,
  fmtMs,
  fmtRatio,
  log,
  markdownTable,
  mean,
  percentile,
  textTable,
  type BenchSection,
  browserCookies,
  snapshotWebBuild,
} from './lib.ts';
import { freePort, sleep } from '../server/test/process-helpers.ts';

/** The reading's text starts with this line; it is on the page only once the answer is shown. */
const MARKER = 'You drew:';
const IN_PROGRESS = 'Reading in progress';
const POLL_BATCH = 10;
const SHOWN_TIMEOUT_MS = 10_000;

type Transport = 'push' | 'poll';
type Run = { delta: number; painted: number; refetched: boolean };
type Shown = { shownAt: number; paintedAt: number };
type PageState = {
  shownAt: number;
  streamOpens: number;
  inflight: number;
  fetches: Array<{ url: string; at: number }>;
};

/**
 * Runs in every document before the app: optionally flips the app's transport switch to polling, counts
 * EventSource opens and in-flight fetches, and stamps Date.now() when the reading's text first enters the
 * DOM (MutationObserver) and at the next frame after it, then reports both to the bench process.
 * Plain JavaScript in a string: functions compiled by tsx carry helpers that do not exist in the page.
 */
function instrumentPage({ marker, poll }: { marker: string; poll: boolean }): string {
  return `(() => {
  if (${poll}) {
    try { localStorage.setItem('penguin-oracle:transport', 'poll'); } catch { /* about:blank has no storage */ }
  }
  const marker = ${JSON.stringify(marker)};
  const state = { shownAt: 0, streamOpens: 0, inflight: 0, fetches: [] };
  window.__bench = state;
  const NativeEventSource = window.EventSource;
  if (NativeEventSource) {
    window.EventSource = class extends NativeEventSource {
      constructor(...args) {
        super(...args);
        this.addEventListener('open', () => { state.streamOpens++; });
      }
    };
  }
  const nativeFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    state.inflight++;
    state.fetches.push({ url: input instanceof Request ? input.url : String(input), at: Date.now() });
    return nativeFetch(input, init).finally(() => { state.inflight--; });
  };
  let reported = false;
  const report = (paintedAt) => {
    if (reported) return;
    reported = true;
    if (window.benchShown) window.benchShown(location.pathname, state.shownAt, paintedAt);
  };
  const observer = new MutationObserver(() => {
    if (state.shownAt || !document.body || !document.body.textContent.includes(marker)) return;
    state.shownAt = Date.now();
    observer.disconnect();
    // The frame that shows it: after the next animation frame's callbacks, style, layout and paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => report(Date.now());
      channel.port2.postMessage(0);
    });
    setTimeout(() => report(0), 1000);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;
}

export async function runAnswerToScreen(options: { runs?: number; warmup?: number } = {}): Promise<BenchSection> {
  const runs = options.runs ?? 50;
  const warmup = options.warmup ?? 3;
  const webDist = await snapshotWebBuild();

  const port = await freePort();
  const base = `http://localhost:${port}`;
  log(`answer-to-screen: app in-process on in-memory PGlite at ${base}`);
  const app = await createBenchApp({ kind: 'pglite' }, { APP_URL: base, PORT: String(port), WEB_DIST: webDist });
  await app.listen({ host: 'localhost', port });

  let browser: Browser | undefined;
  try {
    const member = await createMember(app, 'penguin-bench-pass', base);
    const signIn = await member.client.signInWithUsername(member.username, member.password);
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const session = await member.client.get('/api/auth/get-session');
    const userId = session.body.user.id as string;
    const cookies = browserCookies(member.client);
    const category = await firstCategory(app);

    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const chromiumVersion = browser.version();
    const newContext = async (transport: Transport) => {
      const context = await browser!.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      await context.addInitScript(instrumentPage({ marker: MARKER, poll: transport === 'poll' }));
      await installServiceWorker(context, base);
      return context;
    };
    const bench = { app, base, userId, category, newContext };

    log(`answer-to-screen: push (SSE), ${warmup} warm-up + ${runs} runs`);
    const push = await measurePush(bench, runs, warmup);
    log(`answer-to-screen: 2-second polling, ${runs} runs in batches of ${POLL_BATCH} tabs`);
    const poll = await measurePoll(bench, runs);
    return report({ push, poll, runs, chromiumVersion });
  } finally {
    await browser?.close().catch(() => {});
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

/**
 * A returning member's browser: the app's service worker (web/public/sw.js, when the build has one) is installed
 * and active before any measured load, so that it does not switch on halfway through the runs.
 */
async function installServiceWorker(context: BrowserContext, base: string) {
  const page = await context.newPage();
  try {
    await page.goto(`${base}/`);
    const ready = await page.evaluate(`(async () => {
      if (!('serviceWorker' in navigator)) return 'unsupported';
      const timeout = new Promise((resolve) => setTimeout(() => resolve('none'), 15000));
      return Promise.race([navigator.serviceWorker.ready.then(() => 'active'), timeout]);
    })()`);
    if (ready !== 'active') log(`answer-to-screen: no service worker (${String(ready)})`);
  } finally {
    await page.close();
  }
}

type Bench = {
  app: TestApp;
  base: string;
  userId: string;
  category: { id: string; name: string };
  newContext(transport: Transport): Promise<BrowserContext>;
};

type Measured = { runs: Run[]; failures: number };

async function firstCategory(app: TestApp) {
  const result = await app.database.db.execute(
    sql`select id, name from categories where is_active order by name limit 1`,
  );
  const row = (result as unknown as { rows: Array<{ id: string; name: string }> }).rows[0];
  if (!row) throw new Error('no category');
  return row;
}

let questionCounter = 0;
async function insertPendingQuestion(bench: Bench): Promise<string> {
  const text = `Will the ice hold for step ${++questionCounter}?`;
  const result = await bench.app.database.db.execute(sql`
    insert into questions (user_id, category_id, question_text, locale, spent_tokens)
    values (${bench.userId}, ${bench.category.id}, ${text}, 'en', 1)
    returning id`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
}

/** Writes the answer the way the worker does, in one statement; t0 is taken right after it committed. */
async function answerQuestion(bench: Bench, id: string): Promise<number> {
  const card = drawCard();
  const text = composeReading({ card, theme: 'general', locale: 'en', categoryName: bench.category.name });
  await bench.app.database.db.execute(sql`
    update questions
    set answer_text = ${text}, card_key = ${card.key}, status = 'answered', answered_at = now(), lease_until = null
    where id = ${id} and status = 'pending'`);
  return Date.now();
}

/** Reports of shown readings, by question id, through one binding of the context. */
function shownReports(context: BrowserContext) {
  const waiting = new Map<string, (shown: Shown) => void>();
  const ready = context.exposeBinding('benchShown', (_source, pathname: string, shownAt: number, paintedAt: number) => {
    const id = pathname.split('/').pop() ?? '';
    waiting.get(id)?.({ shownAt, paintedAt });
    waiting.delete(id);
  });
  return {
    ready,
    /** Call before the answer is written: resolves when the page of question `id` shows its reading. */
    wait(id: string): Promise<Shown> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`reading ${id} not shown within ${SHOWN_TIMEOUT_MS} ms`));
        }, SHOWN_TIMEOUT_MS);
        waiting.set(id, (shown) => {
          clearTimeout(timer);
          resolve(shown);
        });
      });
    },
  };
}

const pageState = (page: Page): Promise<PageState> => page.evaluate('window.__bench');

/**
 * Loads the reading page of a new pending question in `page` (a fresh document each time) and waits until
 * it waits: "Reading in progress" shown, nothing in flight, and for push the event stream open.
 */
async function openWaitingPage(bench: Bench, page: Page, transport: Transport): Promise<string> {
  const id = await insertPendingQuestion(bench);
  await page.goto(`${bench.base}/reading/${id}`);
  await page.getByText(IN_PROGRESS).first().waitFor({ timeout: 15_000 });
  // Polled from here with page.evaluate (the DevTools protocol): the app's CSP forbids the eval that
  // page.waitForFunction would run in the page.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = await pageState(page);
    if (state.inflight === 0 && (transport === 'poll' || state.streamOpens > 0)) break;
    if (Date.now() > deadline)
      throw new Error(`page never settled: ${JSON.stringify({ ...state, fetches: undefined })}`);
    await sleep(20);
  }
  return id;
}

function toRun(t0: number, shown: Shown, state: PageState, id: string): Run {
  // Did the page fetch the question again between the commit and the reading appearing (not a push)?
  const refetched = state.fetches.some(
    (f) => f.url.includes(`/api/questions/${id}`) && f.at >= t0 && f.at <= shown.shownAt,
  );
  return { delta: shown.shownAt - t0, painted: shown.paintedAt ? shown.paintedAt - t0 : Number.NaN, refetched };
}

/** One measurement: the answer is committed after `delayMs`; answers the run, or null after a timeout. */
async function measureOne(
  bench: Bench,
  reports: ReturnType<typeof shownReports>,
  page: Page,
  id: string,
  delayMs: number,
) {
  await sleep(delayMs);
  const shown = reports.wait(id);
  const t0 = await answerQuestion(bench, id);
  try {
    return toRun(t0, await shown, await pageState(page), id);
  } catch (error) {
    log(`answer-to-screen: ${String(error)}`);
    return null;
  }
}

async function measurePush(bench: Bench, runs: number, warmup: number): Promise<Measured> {
  const context = await bench.newContext('push');
  const reports = shownReports(context);
  await reports.ready;
  const results: Run[] = [];
  let failures = 0;
  try {
    const page = await context.newPage();
    for (let i = 0; i < warmup + runs; i++) {
      const id = await openWaitingPage(bench, page, 'push');
      // The stream is open and its catch-up refetch is done (nothing in flight); let the page settle a moment.
      const run = await measureOne(bench, reports, page, id, 100 + Math.random() * 200);
      if (i < warmup) continue;
      if (run) results.push(run);
      else failures++;
    }
  } finally {
    await context.close();
  }
  return { runs: results, failures };
}

async function measurePoll(bench: Bench, runs: number): Promise<Measured> {
  const context = await bench.newContext('poll');
  const reports = shownReports(context);
  await reports.ready;
  const results: Run[] = [];
  let failures = 0;
  try {
    const tabs = await Promise.all(Array.from({ length: Math.min(POLL_BATCH, runs) }, () => context.newPage()));
    for (let done = 0; done < runs; done += tabs.length) {
      const batch = tabs.slice(0, Math.min(tabs.length, runs - done));
      const ids = await Promise.all(batch.map((page) => openWaitingPage(bench, page, 'poll')));
      for (const page of batch) {
        if ((await pageState(page)).streamOpens > 0) {
          throw new Error('the polling client opened the event stream: the transport switch was not honoured');
        }
      }
      // Each answer lands at a random point of its tab's 2-second polling cycle, as real answers do.
      const measured = await Promise.all(
        batch.map((page, i) => measureOne(bench, reports, page, ids[i]!, Math.random() * 2000)),
      );
      for (const run of measured) {
        if (run) results.push(run);
        else failures++;
      }
    }
  } finally {
    await context.close();
  }
  return { runs: results, failures };
}

function report({
  push,
  poll,
  runs,
  chromiumVersion,
}: {
  push: Measured;
  poll: Measured;
  runs: number;
  chromiumVersion: string;
}): BenchSection {
  const stats = (m: Measured) => {
    const d = m.runs.map((r) => r.delta);
    const painted = m.runs.map((r) => r.painted).filter(Number.isFinite);
    return {
      n: d.length,
      p50: percentile(d, 50),
      p95: percentile(d, 95),
      mean: mean(d),
      min: Math.min(...d),
      max: Math.max(...d),
      paintedP50: percentile(painted, 50),
      paintedP95: percentile(painted, 95),
      failures: m.failures,
      viaPush: m.runs.filter((r) => !r.refetched).length,
    };
  };
  const s = { push: stats(push), poll: stats(poll) };
  const ratio50 = s.poll.p50 / s.push.p50;
  const ratio95 = s.poll.p95 / s.push.p95;
  const row = (name: string, x: ReturnType<typeof stats>) => [
    name,
    `${x.n}/${runs}`,
    fmtMs(x.p50),
    fmtMs(x.p95),
    fmtMs(x.mean),
    fmtMs(x.min),
    fmtMs(x.max),
    fmtMs(x.paintedP50),
    fmtMs(x.paintedP95),
  ];
  const header = ['client', 'runs', 'p50', 'p95', 'mean', 'min', 'max', 'p50 next frame', 'p95 next frame'];
  const rows = [
    row('push (SSE)', s.push),
    row('poll (2 s)', s.poll),
    ['poll ÷ push', '', fmtRatio(ratio50), fmtRatio(ratio95), fmtRatio(s.poll.mean / s.push.mean), '', '', '', ''],
  ];
  const pushTarget = s.push.p95 <= 100 ? 'met' : 'missed';
  const ratioTarget = ratio50 >= 20 && ratio95 >= 20 ? 'met' : 'missed';
  const markdown = [
    markdownTable(header, rows, ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']),
    '',
    `- Delta = Date.now() in the page when the reading's text ("${MARKER}") first enters the DOM (MutationObserver) ` +
      `minus Date.now() in the bench right after the answering UPDATE committed; "next frame" is the first frame after that.`,
    `- Targets: push p95 ≤ 100 ms: **${pushTarget}** (${fmtMs(s.push.p95)}); ` +
      `polling ÷ push ≥ 20× at p50 and p95: **${ratioTarget}** (${fmtRatio(ratio50)}, ${fmtRatio(ratio95)}).`,
    `- Push runs answered by the pushed event (no refetch of the question between commit and screen): ` +
      `${s.push.viaPush}/${s.push.n}. Timeouts (> ${SHOWN_TIMEOUT_MS / 1000} s): push ${s.push.failures}, poll ${s.poll.failures}.`,
    `- App in-process on in-memory PGlite, serving a copy of dist/web taken at the start, WORKER=off; Chromium ${chromiumVersion} headless. ` +
      `Push runs one tab at a time; polling runs ${POLL_BATCH} tabs at a time, each answer at a random point of the 2 s cycle.`,
  ].join('\n');
  const summary = [
    ...textTable(
      ['answer-to-screen', 'p50', 'p95', 'runs'],
      [
        ['push (SSE)', fmtMs(s.push.p50), fmtMs(s.push.p95), `${s.push.n}/${runs}`],
        ['poll (2 s)', fmtMs(s.poll.p50), fmtMs(s.poll.p95), `${s.poll.n}/${runs}`],
        ['poll ÷ push', fmtRatio(ratio50), fmtRatio(ratio95), ''],
      ],
    ),
    `targets: push p95 ≤ 100 ms ${pushTarget}; ≥ 20× better than polling ${ratioTarget}`,
  ];
  return { title: 'Answer-to-screen (Chromium)', markdown, summary };
}
