// Benchmark (bench/README.md, "Web: first load and Lighthouse"): the JavaScript a first visit to `/` downloads,
// signed out and signed in, and Lighthouse 12's scores for `/`, `/login` (signed out) and `/member` (signed in),
// each beside a baseline measured in the same run: a minimal React 19 page (bench/baseline/) served the same way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';
import { sql } from 'drizzle-orm';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { build as viteBuild } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { composeReading, drawCard } from '../server/oracle/composer.ts';
import { createMember, TEST_TLS_ENV, type TestApp } from '../server/test/test-app.ts';
import {
  createBenchApp,
  fmtMs,
  fmtNumber,
  log,
  markdownTable,
  percentile,
  textTable,
  type BenchSection,
  browserCookies,
  snapshotWebBuild,
} from './lib.ts';
import { freePort, ROOT, sleep } from '../server/test/process-helpers.ts';

// The app serves HTTPS with HTTP/2, as members get it in production (ADR 0011), with the tests' self-signed
// certificate for localhost (TEST_TLS_ENV), which the browsers are told to accept.
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS];

/** Issue 15's budgets: the mobile ones are relative to the baseline, measured in the same run. */
const TARGET_FIRST_LOAD_KB = 140;
const PERFORMANCE_BELOW_BASELINE = 5;
const TBT_ABOVE_BASELINE_MS = 150;
const TARGET_ACCESSIBILITY = 100;
const TARGET_CLS = 0.02;
const TARGET_DESKTOP_PERFORMANCE = 98;
/** The baseline page, written into the served copy of the build by `addBaseline`. */
const BASELINE_PAGE = '/baseline.html';

/** The network is idle once nothing but the live event stream has been in flight for this long. */
const IDLE_MS = 500;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_LABEL: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

type Visitor = 'baseline' | 'signed out' | 'signed in';
type ScriptFile = { url: string; bytes: number; gzip: number; transferred: number; encoding: string };
type FirstLoad = { visitor: Visitor; files: ScriptFile[] };
type FormFactor = 'mobile' | 'desktop';
type PageRun = { page: string; visitor: Visitor; formFactor: FormFactor; results: Result[]; loadAverages: number[] };

export async function runWeb(
  options: {
    quick?: boolean;
    /** Serve this build instead of a copy of dist/web (it is neither copied nor removed). */
    webDist?: string;
    /**
     * Lighthouse form factors; mobile (Lighthouse's default) is the one most targets are about. Otherwise taken from
     * BENCH_WEB_FORM_FACTORS (`mobile`, `desktop`, `mobile,desktop` or `none` for the first load alone).
     */
    formFactors?: FormFactor[];
  } = {},
): Promise<BenchSection> {
  // Five runs and their median, as Lighthouse's own guidance on variability advises: one run moves by several points.
  const runs = options.quick ? 1 : 5;
  const formFactors = options.formFactors ?? formFactorsFromEnv(process.env.BENCH_WEB_FORM_FACTORS);
  // Always a private copy: the baseline page is added to it.
  const webDist = options.webDist ? copyBuild(options.webDist) : await snapshotWebBuild();
  log('web: building the baseline page (bench/baseline)');
  await addBaseline(webDist);

  const port = await freePort();
  const base = `https://localhost:${port}`;
  log(`web: app in-process on in-memory PGlite at ${base} (HTTP/2)`);
  const app = await createBenchApp(
    { kind: 'pglite' },
    { APP_URL: base, PORT: String(port), WEB_DIST: webDist, ...TEST_TLS_ENV },
  );
  await app.listen({ host: 'localhost', port });

  let browser: Browser | undefined;
  try {
    const cookies = await memberCookies(app, base);
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const chromiumVersion = browser.version();
    const firstLoads: FirstLoad[] = [];
    log('web: first load of the baseline');
    firstLoads.push(await measureFirstLoad(browser, base, 'baseline', []));
    for (const visitor of ['signed out', 'signed in'] as const) {
      log(`web: first load of / (${visitor})`);
      firstLoads.push(await measureFirstLoad(browser, base, visitor, visitor === 'signed in' ? cookies : []));
    }
    await browser.close();
    browser = undefined;

    const pages: Array<{ page: string; visitor: Visitor }> = [
      { page: BASELINE_PAGE, visitor: 'baseline' },
      { page: '/', visitor: 'signed out' },
      { page: '/login', visitor: 'signed out' },
      { page: '/member', visitor: 'signed in' },
    ];
    const reportDir = path.join(ROOT, 'bench', 'results', `lighthouse-${stamp(new Date())}`);
    const lighthouseRuns: PageRun[] = [];
    for (const formFactor of formFactors) {
      for (const { page, visitor } of pages) {
        log(`web: Lighthouse ${formFactor} ${page} (${visitor}), ${runs} run(s)`);
        lighthouseRuns.push(
          await runLighthouse({
            url: `${base}${page}`,
            page,
            visitor,
            formFactor,
            runs,
            cookie: visitor === 'signed in' ? cookieHeader : undefined,
          }),
        );
      }
    }
    saveReports(lighthouseRuns, reportDir);
    return report({ firstLoads, lighthouseRuns, runs, chromiumVersion, base, reportDir });
  } finally {
    await browser?.close().catch(() => {});
    await app.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

function formFactorsFromEnv(value: string | undefined): FormFactor[] {
  if (!value) return ['mobile', 'desktop'];
  if (value === 'none') return [];
  const chosen = value.split(',').map((v) => v.trim());
  const unknown = chosen.find((v) => v !== 'mobile' && v !== 'desktop');
  if (unknown) throw new Error(`BENCH_WEB_FORM_FACTORS: unknown form factor "${unknown}"`);
  return chosen as FormFactor[];
}

function copyBuild(source: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-bench-web-'));
  fs.cpSync(source, copy, { recursive: true });
  return copy;
}

/**
 * Builds the baseline (bench/baseline/main.tsx: one heading through react-dom/client, production mode) and adds it
 * to the served build as BASELINE_PAGE: the app's own index.html (its stylesheet, font preloads and head) with the
 * app's scripts swapped for the baseline's, its script under assets/, compressed copies beside both as the app's
 * build writes them. The same server sends it over the same HTTP/2 connection kind as the app's pages.
 */
async function addBaseline(webDist: string): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-bench-baseline-'));
  try {
    await viteBuild({
      configFile: false,
      root: path.join(ROOT, 'bench', 'baseline'),
      logLevel: 'warn',
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: { entryFileNames: 'assets/baseline-[hash].js', chunkFileNames: 'assets/baseline-[hash].js' },
        },
      },
    });
    const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const SCRIPTS = /\s*(?:<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g;
    const scripts = [...built.matchAll(SCRIPTS)].map((m) => m[0].trim());
    if (scripts.length === 0) throw new Error('the baseline build has no module script');
    const appHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const html = appHtml.replace(SCRIPTS, '').replace('</head>', `  ${scripts.join('\n    ')}\n  </head>`);
    const files: Array<[string, Buffer]> = [[BASELINE_PAGE.slice(1), Buffer.from(html)]];
    for (const file of fs.readdirSync(path.join(outDir, 'assets'))) {
      if (file.endsWith('.js')) files.push([`assets/${file}`, fs.readFileSync(path.join(outDir, 'assets', file))]);
    }
    for (const [file, content] of files) {
      const target = path.join(webDist, file);
      fs.writeFileSync(target, content);
      fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(content));
      fs.writeFileSync(`${target}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** A member signed up and confirmed through the API, with three answered readings; answers its cookies. */
async function memberCookies(app: TestApp, base: string) {
  const member = await createMember(app, 'penguin-bench-pass', base);
  const signIn = await member.client.signInWithUsername(member.username, member.password);
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const session = await member.client.get('/api/auth/get-session');
  const userId = session.body.user.id as string;
  const categories = await app.database.db.execute(
    sql`select id, name from categories where is_active order by name limit 3`,
  );
  const rows = (categories as unknown as { rows: Array<{ id: string; name: string }> }).rows;
  for (const [i, category] of rows.entries()) {
    const card = drawCard();
    const text = composeReading({ card, theme: 'general', locale: 'en', categoryName: category.name });
    await app.database.db.execute(sql`
      insert into questions
        (user_id, category_id, question_text, locale, spent_tokens, status, answer_text, card_key, answered_at)
      values (${userId}, ${category.id}, ${`What does the tide bring, question ${i + 1}?`}, 'en', 1, 'answered',
        ${text}, ${card.key}, now())`);
  }
  return browserCookies(member.client);
}

/**
 * Loads `/` in a fresh context (empty cache, no service worker) and records every script response of the page
 * until the network has been idle for IDLE_MS (the live event stream, open for good, does not count).
 */
async function measureFirstLoad(
  browser: Browser,
  base: string,
  visitor: Visitor,
  cookies: Awaited<ReturnType<typeof memberCookies>>,
): Promise<FirstLoad> {
  const pagePath = visitor === 'baseline' ? BASELINE_PAGE : '/';
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    ignoreHTTPSErrors: true,
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const pending: Array<Promise<ScriptFile | null>> = [];
  const inflight = new Set<Request>();
  let lastActivity = Date.now();
  const settle = (request: Request) => {
    inflight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    inflight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle(request);
    const url = new URL(request.url());
    const isScript = request.resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (!isScript || url.origin !== base) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          url: url.pathname,
          bytes: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  // The app asks for the session at once; the baseline asks for nothing.
  const session =
    visitor === 'baseline'
      ? undefined
      : page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/get-session');
  try {
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
    if (session) {
      const signedIn = Boolean(((await (await session).json()) as { user?: unknown } | null)?.user);
      if (signedIn !== cookies.length > 0) {
        throw new Error(`first load of / expected ${cookies.length ? 'a member' : 'a visitor'}, the app saw the other`);
      }
    }
    const deadline = Date.now() + 30_000;
    while (inflight.size > 0 || Date.now() - lastActivity < IDLE_MS) {
      if (Date.now() > deadline)
        throw new Error(`first load of ${pagePath} never settled (${inflight.size} in flight)`);
      await sleep(50);
    }
    const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
    return { visitor, files };
  } finally {
    await context.close();
  }
}

/** One Lighthouse run in a fresh browser: nothing cached, nothing warmed up by the run before. */
async function lighthouseOnce(input: {
  url: string;
  page: string;
  formFactor: FormFactor;
  cookie: string | undefined;
}): Promise<Result> {
  const chrome: LaunchedChrome = await launchChrome({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      ...(input.cookie ? { extraHeaders: { Cookie: input.cookie } } : {}),
    };
    const config: Config | undefined = input.formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(input.url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${input.url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== input.page) throw new Error(`${input.page} ended on ${landed} (session not accepted?)`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function runLighthouse(input: {
  url: string;
  page: string;
  visitor: Visitor;
  formFactor: FormFactor;
  runs: number;
  cookie: string | undefined;
}): Promise<PageRun> {
  const results: Result[] = [];
  const loadAverages: number[] = [];
  for (let i = 0; i < input.runs; i++) {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): such a run is tried once more.
    for (let attempt = 1; attempt <= 2; attempt++) {
      const load = os.loadavg()[0]!;
      try {
        results.push(await lighthouseOnce(input));
        loadAverages.push(load);
        break;
      } catch (error) {
        // The other runs still count; a run that fails twice leaves the section incomplete.
        log(
          `web: Lighthouse ${input.formFactor} ${input.page} run ${i + 1} attempt ${attempt} failed: ${String(error)}`,
        );
      }
    }
  }
  return { page: input.page, visitor: input.visitor, formFactor: input.formFactor, results, loadAverages };
}

const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const median = (values: number[]) => percentile(values, 50);

/** Audits of a category that did not pass in some run: id, title, in how many runs, the median run's value. */
function failingAudits(run: PageRun, category: Category) {
  const failing = new Map<string, { title: string; runs: number; display: string }>();
  for (const lhr of run.results) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode)) continue;
      // Performance: the weighted metrics and the insights that found something to save.
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
      const seen = failing.get(ref.id);
      failing.set(ref.id, {
        title: audit.title,
        runs: (seen?.runs ?? 0) + 1,
        display: seen?.display || audit.displayValue || '',
      });
    }
  }
  return [...failing.entries()].map(([id, f]) => ({ id, ...f }));
}

function saveReports(runs: PageRun[], dir: string) {
  if (runs.length === 0) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const run of runs) {
    const sorted = [...run.results].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const medianRun = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!medianRun) continue;
    const name = `${run.formFactor}${run.page === '/' ? '-home' : run.page.replaceAll('/', '-')}.json`;
    fs.writeFileSync(path.join(dir, name), JSON.stringify(medianRun));
  }
}

function stamp(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-` +
    `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`
  );
}

const kb = (bytes: number) => fmtNumber(bytes / 1024, 1);
const total = (files: ScriptFile[], key: 'bytes' | 'gzip' | 'transferred') => files.reduce((sum, f) => sum + f[key], 0);

function report({
  firstLoads,
  lighthouseRuns,
  runs,
  chromiumVersion,
  base,
  reportDir,
}: {
  firstLoads: FirstLoad[];
  lighthouseRuns: PageRun[];
  runs: number;
  chromiumVersion: string;
  base: string;
  reportDir: string;
}): BenchSection {
  const met = (ok: boolean) => (ok ? 'met' : 'missed');
  const baselineLoad = firstLoads.find((l) => l.visitor === 'baseline');
  const baselineKb = baselineLoad ? total(baselineLoad.files, 'gzip') / 1024 : Number.NaN;
  const loadRows = firstLoads.map((load) => {
    const gzip = total(load.files, 'gzip');
    return [
      load.visitor === 'baseline' ? `\`${BASELINE_PAGE}\` baseline` : `\`/\` ${load.visitor}`,
      String(load.files.length),
      kb(total(load.files, 'bytes')),
      kb(gzip),
      kb(total(load.files, 'transferred')),
      load.visitor === 'baseline' ? '' : `+${fmtNumber(gzip / 1024 - baselineKb, 1)}`,
      load.visitor === 'baseline' ? '' : `**${met(gzip / 1024 <= TARGET_FIRST_LOAD_KB)}**`,
    ];
  });
  const fileNames = [...new Set(firstLoads.flatMap((l) => l.files.map((f) => f.url)))];
  const fileRows = fileNames
    .map((url) => {
      const file = firstLoads.flatMap((l) => l.files).find((f) => f.url === url)!;
      return { url, file, inLoads: firstLoads.map((l) => (l.files.some((f) => f.url === url) ? '✓' : '')) };
    })
    .sort((a, b) => b.file.gzip - a.file.gzip)
    .map(({ url, file, inLoads }) => [
      `\`${url}\``,
      kb(file.bytes),
      kb(file.gzip),
      kb(file.transferred),
      file.encoding,
      ...inLoads,
    ]);

  const medianScore = (run: PageRun, category: Category) => median(run.results.map((r) => score(r, category)));
  const medianMetric = (run: PageRun, id: string) => median(run.results.map((r) => metric(r, id)));
  const baselineOf = (run: PageRun) =>
    lighthouseRuns.find((r) => r.formFactor === run.formFactor && r.visitor === 'baseline');
  const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : '−'}${fmtNumber(Math.abs(n), digits)}`;
  const lhRows = lighthouseRuns.map((run) => {
    const scores = CATEGORIES.map((c) => medianScore(run, c));
    const metrics = METRICS.map(([label, id]) => {
      const value = medianMetric(run, id);
      return label === 'CLS' ? value.toFixed(3) : fmtMs(value);
    });
    const baseline = baselineOf(run);
    const versus =
      run.visitor === 'baseline' || !baseline
        ? ['', '']
        : [
            signed(medianScore(run, 'performance') - medianScore(baseline, 'performance')),
            `${signed(medianMetric(run, 'total-blocking-time') - medianMetric(baseline, 'total-blocking-time'))} ms`,
          ];
    return [
      run.formFactor,
      run.visitor === 'baseline' ? `\`${run.page}\` baseline` : `\`${run.page}\` ${run.visitor}`,
      ...scores.map(String),
      ...metrics,
      ...versus,
      run.results.map((r) => score(r, 'performance')).join(', '),
      run.loadAverages.map((l) => l.toFixed(2)).join(', '),
      fmtNumber(median(run.results.map((r) => r.environment.benchmarkIndex))),
    ];
  });

  const targetLines: string[] = [];
  for (const load of firstLoads.filter((l) => l.visitor !== 'baseline')) {
    const gzip = total(load.files, 'gzip') / 1024;
    targetLines.push(
      `first-load JS of \`/\` ${load.visitor} ≤ ${TARGET_FIRST_LOAD_KB} KB gzip: **${met(gzip <= TARGET_FIRST_LOAD_KB)}** ` +
        `(${fmtNumber(gzip, 1)} KB; baseline ${fmtNumber(baselineKb, 1)} KB)`,
    );
  }
  for (const run of lighthouseRuns.filter((r) => r.visitor !== 'baseline')) {
    const perf = medianScore(run, 'performance');
    if (run.formFactor === 'desktop') {
      targetLines.push(
        `Lighthouse desktop \`${run.page}\`: performance ≥ ${TARGET_DESKTOP_PERFORMANCE} ` +
          `**${met(perf >= TARGET_DESKTOP_PERFORMANCE)}** (${perf})`,
      );
      continue;
    }
    const baseline = baselineOf(run);
    const basePerf = baseline ? medianScore(baseline, 'performance') : Number.NaN;
    const tbt = medianMetric(run, 'total-blocking-time');
    const baseTbt = baseline ? medianMetric(baseline, 'total-blocking-time') : Number.NaN;
    const a11y = medianScore(run, 'accessibility');
    const cls = medianMetric(run, 'cumulative-layout-shift');
    targetLines.push(
      `Lighthouse mobile \`${run.page}\`: performance ≥ baseline − ${PERFORMANCE_BELOW_BASELINE} ` +
        `**${met(perf >= basePerf - PERFORMANCE_BELOW_BASELINE)}** (${perf} against ${basePerf}), ` +
        `TBT ≤ baseline + ${TBT_ABOVE_BASELINE_MS} ms **${met(tbt <= baseTbt + TBT_ABOVE_BASELINE_MS)}** ` +
        `(${fmtMs(tbt)} against ${fmtMs(baseTbt)}), ` +
        `accessibility ${TARGET_ACCESSIBILITY} **${met(a11y >= TARGET_ACCESSIBILITY)}** (${a11y}), ` +
        `CLS ≤ ${TARGET_CLS} **${met(cls <= TARGET_CLS)}** (${cls.toFixed(3)})`,
    );
  }

  const failingLines: string[] = [];
  for (const run of lighthouseRuns) {
    for (const category of CATEGORIES) {
      if (run.results.every((r) => score(r, category) === 100)) continue;
      const audits = failingAudits(run, category);
      failingLines.push(
        `- ${run.formFactor} \`${run.page}\` ${CATEGORY_LABEL[category]}: ` +
          (audits.length
            ? audits
                .map(
                  (a) =>
                    `\`${a.id}\` ${a.title}${a.display ? ` (${a.display})` : ''}` +
                    (run.results.length > 1 ? ` [${a.runs}/${run.results.length} runs]` : ''),
                )
                .join('; ')
            : 'no single audit failed (rounding of weighted metrics)'),
      );
    }
  }

  const markdown = [
    `### First load of \`/\`, beside the baseline (\`${BASELINE_PAGE}\`)`,
    '',
    markdownTable(
      [
        'visitor',
        'JS files',
        'raw KB',
        'gzip -9 KB',
        'transferred KB',
        'gzip KB over baseline',
        `≤ ${TARGET_FIRST_LOAD_KB} KB gzip`,
      ],
      loadRows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    '<details><summary>Per file (largest first)</summary>',
    '',
    markdownTable(
      ['file', 'raw KB', 'gzip -9 KB', 'transferred KB', 'encoding', ...firstLoads.map((l) => l.visitor)],
      fileRows,
      ['l', 'r', 'r', 'r', 'l', 'l', 'l'],
    ),
    '',
    '</details>',
    '',
    `### Lighthouse (median of ${runs} run${runs > 1 ? 's' : ''})`,
    '',
    markdownTable(
      [
        'form factor',
        'page',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        ...METRICS.map(([label]) => label),
        'perf − baseline',
        'TBT − baseline',
        'perf per run',
        'load avg (1 min) per run',
        'benchmark index',
      ],
      lhRows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r'],
    ),
    '',
    '**Targets**',
    '',
    ...targetLines.map((line) => `- ${line}`),
    '',
    ...(failingLines.length
      ? ['**What kept a category below 100** (audit id, title, Lighthouse value)', '', ...failingLines, '']
      : ['Every category scored 100 on every page.', '']),
    `- Baseline: \`${BASELINE_PAGE}\`, one heading rendered by React 19's react-dom/client (bench/baseline/), with ` +
      "the app's index.html head (stylesheet, font preloads), served by the same app over the same HTTP/2; the " +
      'mobile budgets are relative to it.',
    `- First load: a fresh Chromium ${chromiumVersion} context (empty cache, no service worker), \`${base}/\` loaded ` +
      `until nothing but the live event stream was in flight for ${IDLE_MS} ms; every script response of the page ` +
      'counted (entry, lazy route, translation chunks). "gzip -9" compresses each body with zlib level 9; ' +
      '"transferred" is what crossed the wire (smaller when the server sends it compressed).',
    `- Lighthouse ${lighthouseRuns[0]?.results[0]?.lighthouseVersion ?? ''}: a fresh headless Chromium per run, ` +
      'default simulated throttling (mobile: Moto G Power on slow 4G, 4× CPU; desktop: the desktop preset), ' +
      "`/member` with the member's session cookie as an extra header. Performance is CPU-sensitive: compare runs " +
      "made at similar load averages; the benchmark index is Lighthouse's own measure of this machine's speed.",
    `- App in-process on in-memory PGlite (production mode), serving a copy of dist/web over HTTPS with HTTP/2 ` +
      "(ADR 0011; the tests' self-signed certificate, accepted by the browsers); the member has three " +
      `answered readings. Median-run Lighthouse JSON reports: \`${path.relative(ROOT, reportDir)}/\` ` +
      '(open them in the Lighthouse viewer).',
  ].join('\n');

  const summary = [
    ...textTable(
      ['web first load /', 'JS files', 'gzip KB', 'target'],
      firstLoads.map((l) => [
        l.visitor,
        String(l.files.length),
        kb(total(l.files, 'gzip')),
        l.visitor === 'baseline' ? '' : met(total(l.files, 'gzip') / 1024 <= TARGET_FIRST_LOAD_KB),
      ]),
    ),
    ...textTable(
      ['lighthouse', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS'],
      lighthouseRuns.map((run) => [
        `${run.formFactor} ${run.page}`,
        ...CATEGORIES.map((c) => String(medianScore(run, c))),
        fmtMs(medianMetric(run, 'largest-contentful-paint')),
        fmtMs(medianMetric(run, 'total-blocking-time')),
        medianMetric(run, 'cumulative-layout-shift').toFixed(3),
      ]),
    ),
  ];
  const incomplete = lighthouseRuns.some((r) => r.results.length < runs);
  return { title: 'Web: first load and Lighthouse', markdown, summary, incomplete };
}
