// Benchmark 1 (bench/README.md): from the answer's commit in the database to the reading on the reading page,
// in Chromium, with the live push (SSE) and with a 2-second polling client, side by side.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { composeReading, drawCard } from '../server/oracle/composer.ts';
import { createMember } from '../server/test/test-app.ts';
import {
  createBenchApp,
  fmtMs,
  fmtRatio,
  freePort,
  log,
  markdownTable,
  mean,
  percentile,
  ROOT,
  sleep,
  textTable,
  type BenchSection,
} from './lib.ts';

/** The reading's text starts with this line; it is on the page only once the answer is shown. */
const MARKER = 'You drew:';
const IN_PROGRESS = 'Reading in progress';
const POLL_BATCH = 10;
const SHOWN_TIMEOUT_MS = 10_000;

// The same Chromium the end-to-end suite uses (playwright.config.ts).
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
 */
function instrumentPage({ marker, poll }: { marker: string; poll: boolean }) {
  const w = window as any;
  if (poll) {
    try {
      localStorage.setItem('penguin-oracle:transport', 'poll');
    } catch {
      // about:blank has no storage
    }
  }
  const state = { shownAt: 0, streamOpens: 0, inflight: 0, fetches: [] as Array<{ url: string; at: number }> };
  w.__bench = state;
  const NativeEventSource = w.EventSource;
  if (NativeEventSource) {
    w.EventSource = class extends NativeEventSource {
      constructor(...args: unknown[]) {
        super(...args);
        (this as unknown as EventTarget).addEventListener('open', () => state.streamOpens++);
      }
    };
  }
  const nativeFetch = w.fetch.bind(w) as typeof fetch;
  w.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    state.inflight++;
    state.fetches.push({ url: input instanceof Request ? input.url : String(input), at: Date.now() });
    return nativeFetch(input, init).finally(() => state.inflight--);
  };
  let reported = false;
  const report = (paintedAt: number) => {
    if (reported) return;
    reported = true;
    w.benchShown?.(state.shownAt, paintedAt);
  };
  const observer = new MutationObserver(() => {
    if (state.shownAt || !document.body?.textContent?.includes(marker)) return;
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
}

export async function runAnswerToScreen(options: { runs?: number; warmup?: number } = {}): Promise<BenchSection> {
  const runs = options.runs ?? 50;
  const warmup = options.warmup ?? 3;
  const webDist = path.join(ROOT, 'dist', 'web');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('dist/web is missing: run `npx vite build`');

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
    const cookies = [...member.client.cookies].map(([name, value]) => ({
      name,
      value,
      domain: 'localhost',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax' as const,
    }));
    const category = await firstCategory(app);

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const chromiumVersion = browser.version();
    const newContext = async (transport: Transport) => {
      const context = await browser!.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
      await context.addCookies(cookies);
      await context.addInitScript(instrumentPage, { marker: MARKER, poll: transport === 'poll' });
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
  }
}

type Bench = {
  app: FastifyInstance;
  base: string;
  userId: string;
  category: { id: string; name: string };
  newContext(transport: Transport): Promise<BrowserContext>;
};

type Measured = { runs: Run[]; failures: number };

async function firstCategory(app: FastifyInstance) {
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

/** Reports of shown readings, per page, through one binding of the context. */
function shownReports(context: BrowserContext) {
  const waiting = new Map<Page, (shown: Shown) => void>();
  const arrived = new Map<Page, Shown>();
  const ready = context.exposeBinding('benchShown', ({ page }, shownAt: number, paintedAt: number) => {
    const shown = { shownAt, paintedAt };
    const resolve = waiting.get(page);
    if (resolve) resolve(shown);
    else arrived.set(page, shown);
  });
  return {
    ready,
    wait(page: Page): Promise<Shown> {
      const early = arrived.get(page);
      if (early) return Promise.resolve(early);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('reading not shown in time')), SHOWN_TIMEOUT_MS);
        waiting.set(page, (shown) => {
          clearTimeout(timer);
          resolve(shown);
        });
      });
    },
  };
}

const pageState = (page: Page) => page.evaluate(() => (window as any).__bench as PageState);

/** Opens the reading page of a pending question and waits until it waits: in progress, nothing in flight. */
async function openWaitingPage(bench: Bench, context: BrowserContext, transport: Transport) {
  const id = await insertPendingQuestion(bench);
  const page = await context.newPage();
  await page.goto(`${bench.base}/reading/${id}`);
  await page.getByText(IN_PROGRESS).first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (needsStream) => {
      const state = (window as any).__bench as PageState;
      return state.inflight === 0 && (!needsStream || state.streamOpens > 0);
    },
    transport === 'push',
    { polling: 20, timeout: 15_000 },
  );
  return { id, page };
}

function toRun(t0: number, shown: Shown, state: PageState, id: string): Run {
  // Did the page fetch the question again between the commit and the reading appearing (not a push)?
  const refetched = state.fetches.some((f) => f.url.includes(`/api/questions/${id}`) && f.at >= t0 && f.at <= shown.shownAt);
  return {
    delta: shown.shownAt - t0,
    painted: shown.paintedAt ? shown.paintedAt - t0 : Number.NaN,
    refetched,
  };
}

async function measurePush(bench: Bench, runs: number, warmup: number): Promise<Measured> {
  const context = await bench.newContext('push');
  const reports = shownReports(context);
  await reports.ready;
  const results: Run[] = [];
  let failures = 0;
  try {
    for (let i = 0; i < warmup + runs; i++) {
      const { id, page } = await openWaitingPage(bench, context, 'push');
      // Let the page settle after its stream opened (its catch-up refetch is done: nothing in flight).
      await sleep(100 + Math.random() * 300);
      const shown = reports.wait(page);
      const t0 = await answerQuestion(bench, id);
      try {
        const run = toRun(t0, await shown, await pageState(page), id);
        if (i >= warmup) results.push(run);
      } catch {
        if (i >= warmup) failures++;
      }
      await page.close();
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
    for (let done = 0; done < runs; done += POLL_BATCH) {
      const size = Math.min(POLL_BATCH, runs - done);
      const pages: Array<{ id: string; page: Page }> = [];
      for (let i = 0; i < size; i++) pages.push(await openWaitingPage(bench, context, 'poll'));
      await Promise.all(
        pages.map(async ({ id, page }) => {
          const state = await pageState(page);
          if (state.streamOpens > 0) throw new Error('the polling client opened the event stream: switch not honoured');
          // The answer lands at a random point of the page's 2-second polling cycle, as real answers do.
          await sleep(Math.random() * 2000);
          const shown = reports.wait(page);
          const t0 = await answerQuestion(bench, id);
          try {
            results.push(toRun(t0, await shown, await pageState(page), id));
          } catch {
            failures++;
          }
          await page.close();
        }),
      );
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
    `- App in-process on in-memory PGlite, serving dist/web, WORKER=off; Chromium ${chromiumVersion} headless. ` +
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
