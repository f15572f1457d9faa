// Benchmark 2 (bench/README.md): the API under load with autocannon, on embedded PGlite and on PostgreSQL,
// against the production entry point (server/main.ts) in a child process; and, on PostgreSQL, the same SQL
// straight through node-postgres (bench/pg-ceiling.ts, also a child process) as the ceiling the app is compared with.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseOptions } from '../server/db/client.ts';
import { composeReading, drawCard } from '../server/oracle/composer.ts';
import { grantTokens } from '../server/modules/tokens/repository.ts';
import { createMember, solveBotcheck, TestClient, type TestApp } from '../server/test/test-app.ts';
import {
  adminUrlOf,
  createBenchApp,
  fmtMs,
  fmtNumber,
  fmtRatio,
  log,
  markdownTable,
  LOCAL_PG,
  startChildServer,
  type PgServer,
  type ChildServer,
  textTable,
  type BenchSection,
} from './lib.ts';
import { cpuTimeMs, createScratchDatabase, freePort, ROOT, sleep, stopChild } from '../server/test/process-helpers.ts';
import { MIX, STATEMENTS, type CeilingResult, type CeilingSettings } from './pg-ceiling.ts';

export type HttpLoadOptions = {
  /** Seconds of each measured run. */
  duration?: number;
  /** Seconds of the unmeasured warm-up before each run. */
  warmup?: number;
  /**
   * Concurrent connections of each run, per database: PostgreSQL at 50 and 200, PGlite at 50 only (embedded: one
   * connection inside the server process, so more clients only lengthen its queue).
   */
  connections?: Partial<Record<'pglite' | 'postgres', number[]>>;
  /** Also run the pg ceiling (bench/pg-ceiling.ts) after each PostgreSQL run, at the same concurrency. */
  ceiling?: boolean;
  members?: number;
  questionsPerReader?: number;
  /**
   * One-time bot-check tokens prepared per database, shared equally by its POST runs (each POST spends one; a run
   * that spends its share stops there and says so). About 1 500 are solved per second.
   */
  tokenPool?: Partial<Record<'pglite' | 'postgres', number>>;
  /** Which databases: 'pglite', 'postgres'. */
  databases?: Array<'pglite' | 'postgres'>;
  /** The PostgreSQL server, as psql and node-postgres reach it; a fresh database is made on it and dropped. */
  pg?: PgServer;
};

/** The endpoints measured; `today` (the card of the day) runs against the app only, without a pg ceiling. */
type Target = 'ask' | 'log' | 'today';
type CeilingTargetName = Exclude<Target, 'today'>;
type Kind = 'pglite' | 'postgres';
type RunResult = {
  target: Target;
  /** The app under autocannon, or the same SQL straight through pg. */
  mode: 'app' | 'ceiling';
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  statuses: string;
  duration: number;
  note: string;
  /** Set when the server stopped during the run (then the numbers are not valid). */
  stopped?: string;
  /**
   * CPU time (user + system) per request of the measured run, in ms, of the Node process that ran the request: the
   * server for the app, the load generator itself for the ceiling. Linux only (read from /proc).
   */
  cpuPerRequest: number;
};
/** A run that produced no numbers: `note` says why. */
function failedRun(
  run: Pick<RunResult, 'target' | 'mode' | 'connections' | 'statuses' | 'duration'>,
  note: string,
): RunResult {
  const none = Number.NaN;
  return {
    ...run,
    rps: none,
    p50: none,
    p99: none,
    requests: 0,
    errors: 0,
    non2xx: 0,
    cpuPerRequest: none,
    note,
    stopped: 'failed',
  };
}

type DatabaseResult = {
  kind: Kind;
  label: string;
  detail: string;
  runs: RunResult[];
  /** PostgreSQL: the statements the app ran for one request of each endpoint, when they differ from the ceiling's. */
  mixDiffers?: string[];
};

const TARGET_LABEL: Record<Target, string> = {
  ask: 'POST /api/questions',
  log: 'GET /api/questions?page=1',
  today: 'GET /api/cards/today?tz=Asia/Bangkok',
};

const SEED_ENV = {
  BOTCHECK_MAX_NUMBER: '10',
  ASK_RATE_LIMIT: '1000000',
  RATE_LIMITS: 'false',
};

export async function runHttpLoad(options: HttpLoadOptions = {}): Promise<BenchSection> {
  const settings: Settings = {
    duration: options.duration ?? 10,
    warmup: options.warmup ?? 2,
    connections: { pglite: options.connections?.pglite ?? [50], postgres: options.connections?.postgres ?? [50, 200] },
    ceiling: options.ceiling ?? true,
    members: options.members ?? 100,
    questionsPerReader: options.questionsPerReader ?? 50,
    tokenPool: { pglite: 3_000, postgres: 20_000, ...options.tokenPool },
    databases: options.databases ?? (['pglite', 'postgres'] as const),
    pg: options.pg ?? LOCAL_PG,
  };
  const results: DatabaseResult[] = [];
  for (const kind of settings.databases) {
    try {
      results.push(kind === 'pglite' ? await onPglite(settings) : await onPostgres(settings));
    } catch (error) {
      // Keep the other database's numbers; this one shows why it has none.
      const message = error instanceof Error ? error.message : String(error);
      log(`http-load [${kind}] failed: ${error instanceof Error ? error.stack : message}`);
      const failed = (target: Target, mode: RunResult['mode'], connections: number) =>
        failedRun({ target, mode, connections, statuses: '', duration: 0 }, `FAILED: ${message.split('\n')[0]}`);
      results.push({
        kind,
        label: LABEL[kind],
        detail: 'failed',
        runs: TARGETS.flatMap((target) =>
          settings.connections[kind].flatMap((n) => [
            failed(target, 'app', n),
            ...(kind === 'postgres' && settings.ceiling && target !== 'today' ? [failed(target, 'ceiling', n)] : []),
          ]),
        ),
      });
    }
  }
  return report(results, settings);
}

const TARGETS = ['ask', 'log', 'today'] as const;
/** The endpoints bench/pg-ceiling.ts re-runs as raw SQL. */
const CEILING_TARGETS = ['ask', 'log'] as const;
const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
/** The app's pool (server/db/client.ts, openPostgres): the ceiling uses one as big. */
const APP_POOL_SIZE = 10;

type Settings = Required<Omit<HttpLoadOptions, 'databases' | 'tokenPool' | 'connections'>> & {
  databases: ReadonlyArray<Kind>;
  tokenPool: Record<Kind, number>;
  connections: Record<Kind, number[]>;
};

async function onPglite(settings: Settings): Promise<DatabaseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-bench-pglite-'));
  try {
    const { runs } = await benchDatabase(settings, { kind: 'pglite', dataDir }, { DATA_DIR: dataDir });
    return { kind: 'pglite', label: LABEL.pglite, detail: `embedded, data dir in ${os.tmpdir()}`, runs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(settings: Settings): Promise<DatabaseResult> {
  const { host, port } = settings.pg;
  const { name, version, url, drop } = await createScratchDatabase(adminUrlOf(settings.pg), 'penguin_bench');
  log(`http-load: created database ${name} (PostgreSQL ${version})`);
  try {
    const { runs, mixDiffers } = await benchDatabase(settings, { kind: 'postgres', url }, { DATABASE_URL: url });
    return {
      kind: 'postgres',
      label: LABEL.postgres,
      detail: `${version} on ${host}:${port}, fresh database, pool of ${APP_POOL_SIZE}`,
      runs,
      mixDiffers,
    };
  } finally {
    await drop();
    log(`http-load: dropped database ${name}`);
  }
}

type Members = { cookies: string[]; sessionTokens: string[] };

type Seeded = {
  /** Session cookies of the members, rotated per request. */
  cookies: string[];
  /** The same sessions' tokens (the cookie's value before its signature), for the ceiling. */
  sessionTokens: string[];
  categoryId: string;
  tokens: string[];
  /** PostgreSQL: the statements the app ran for one request of each endpoint. */
  appStatements?: Record<CeilingTargetName, string[]>;
};

async function benchDatabase(
  settings: Settings,
  database: DatabaseOptions,
  serverEnv: Record<string, string>,
): Promise<{ runs: RunResult[]; mixDiffers?: string[] }> {
  const label = LABEL[database.kind];
  const connections = settings.connections[database.kind];
  const withCeiling = database.kind === 'postgres' && settings.ceiling;
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  log(`http-load [${label}]: seeding through the app in-process`);
  const seeded = await seed(settings, database, appUrl);
  const mixDiffers = seeded.appStatements ? compareMix(seeded.appStatements) : undefined;
  if (mixDiffers?.length)
    log(`http-load [${label}]: the ceiling's SQL differs from the app's: ${mixDiffers.join(' | ')}`);

  log(`http-load [${label}]: starting server/main.ts (bench/serve.ts) in a child process on ${appUrl}`);
  const server = await startChildServer(port, appUrl, { ...SEED_ENV, RATE_LIMITS: 'true', ...serverEnv });
  const runs: RunResult[] = [];
  try {
    const measureLogged = async (target: Target, n: number, members: Members, tokens: string[]) => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`the server stopped before ${TARGET_LABEL[target]} (${exitOf(server)})`);
      }
      const before = server.logged.lines;
      const result = await measure(settings, appUrl, target, members, seeded.categoryId, n, tokens, () =>
        cpuTimeMs(server.child.pid),
      );
      const lines = server.logged.lines - before;
      if (lines) result.note += `${result.note ? '; ' : ''}server logged ${lines} warnings/errors`;
      // Something outside the benchmark stopped the server: these numbers mean nothing.
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        result.stopped = exitOf(server);
        result.note += `${result.note ? '; ' : ''}THE SERVER STOPPED DURING THE RUN (${exitOf(server)}): not valid`;
      }
      return result;
    };
    // The answer log first, while every member has exactly `questionsPerReader` questions; asking adds more.
    // Each app run is followed at once by the ceiling at the same concurrency, so both see the same machine moment.
    // The answer-log runs all read every member (reading changes nothing). Each asking run gets members of its own:
    // asking counts the member's questions of the last minute, which a run before it would otherwise have inflated.
    const all: Members = { cookies: seeded.cookies, sessionTokens: seeded.sessionTokens };
    const askRuns = connections.length * (withCeiling ? 2 : 1);
    const group = Math.floor(seeded.cookies.length / askRuns);
    // (With fewer members than runs, every run shares them all.)
    const membersOf = (run: number): Members =>
      group === 0
        ? all
        : {
            cookies: seeded.cookies.slice(run * group, (run + 1) * group),
            sessionTokens: seeded.sessionTokens.slice(run * group, (run + 1) * group),
          };
    const tokenShare = Math.floor(seeded.tokens.length / connections.length);
    // The card of the day: each member's first call draws and inserts the day's row, every later one reads it.
    for (const target of ['log', 'today', 'ask'] as const) {
      let run = 0;
      for (const [i, n] of connections.entries()) {
        const tokens = seeded.tokens.slice(i * tokenShare, (i + 1) * tokenShare);
        runs.push(await measureLogged(target, n, target === 'ask' ? membersOf(run++) : all, tokens));
        if (withCeiling && 'url' in database && target !== 'today') {
          const members = target === 'ask' ? membersOf(run++) : all;
          runs.push(await measureCeiling(settings, database.url, target, n, members, seeded.categoryId));
        }
      }
    }
    if (server.logged.messages.length) {
      log(`http-load [${label}]: the server logged: ${server.logged.messages.join(' | ')}`);
      const ask = runs.find((r) => r.target === 'ask' && r.mode === 'app');
      if (ask) ask.note += `; first server messages: ${server.logged.messages.map((m) => `"${m}"`).join(', ')}`;
    }
    return { runs, mixDiffers };
  } finally {
    await stopServer(server);
  }
}

/** Members, questions and bot-check tokens, made through the real app on the same database, then closed. */
async function seed(settings: Settings, database: DatabaseOptions, appUrl: string): Promise<Seeded> {
  const app = await createBenchApp(database, { APP_URL: appUrl, ...SEED_ENV });
  try {
    const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const makeMembers = async () => {
      const made: Array<{ cookie: string; userId: string; sessionToken: string }> = [];
      for (let i = 0; i < settings.members; i += 5) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(5, settings.members - i) }, () =>
            createMember(app, 'penguin-bench-pass', appUrl),
          ),
        );
        for (const member of batch) {
          const session = await member.client.get('/api/auth/get-session');
          made.push({
            cookie: cookieOf(member.client),
            userId: session.body.user.id as string,
            sessionToken: session.body.session.token as string,
          });
        }
      }
      return made;
    };
    const categoryRows = await rowsOf<{ id: string; name: string }>(
      app,
      sql`select id, name from categories where is_active order by name`,
    );
    const category = categoryRows[0]!;

    // The same members read (GET runs first, on exactly `questionsPerReader` questions each) and then ask.
    const members = await makeMembers();
    for (const member of members) {
      await grantTokens(app.database.db, { userId: member.userId, tokens: 10_000_000, kind: 'admin_grant' });
      await insertReadings(app, member.userId, categoryRows, settings.questionsPerReader);
    }

    const appStatements =
      database.kind === 'postgres' ? await recordAppStatements(app, appUrl, category.id) : undefined;

    const started = Date.now();
    const tokens = await tokenPool(app, appUrl, settings.tokenPool[database.kind]);
    log(`http-load: ${tokens.length} bot-check tokens solved in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      cookies: members.map((m) => m.cookie),
      sessionTokens: members.map((m) => m.sessionToken),
      categoryId: category.id,
      tokens,
      appStatements,
    };
  } finally {
    await app.close();
  }
}

/**
 * The SQL the app sends for one request of each endpoint, caught at node-postgres (every query of the pool and of
 * the transaction's client goes through pg.Client's query), from a member of its own so the readers keep exactly
 * `questionsPerReader` questions. Nothing else runs on the in-process app meanwhile.
 */
async function recordAppStatements(
  app: TestApp,
  appUrl: string,
  categoryId: string,
): Promise<Record<CeilingTargetName, string[]>> {
  const member = await createMember(app, 'penguin-bench-pass', appUrl);
  const session = await member.client.get('/api/auth/get-session');
  await grantTokens(app.database.db, { userId: session.body.user.id as string, tokens: 10, kind: 'admin_grant' });
  const verificationToken = await solveBotcheck(new TestClient(app, appUrl));
  // A member's session is resolved once, then served from the app's session cache (ADR 0015): record warm requests.
  const warm = await member.client.get('/api/tokens');
  if (warm.status !== 200) throw new Error(`the warm-up request answered ${warm.status}`);
  const record = async (send: () => Promise<{ status: number }>) => {
    const seen: string[] = [];
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      const text = typeof config === 'string' ? config : config?.text;
      if (text && text !== STATEMENTS.botcheckCleanup) seen.push(text);
      return original.apply(this, args);
    };
    try {
      const reply = await send();
      if (reply.status >= 300) throw new Error(`the sample request answered ${reply.status}`);
    } finally {
      prototype.query = original;
    }
    return seen;
  };
  return {
    ask: await record(() =>
      member.client.post('/api/questions', {
        question: 'Which statements does one question run?',
        categoryId,
        verificationToken,
        locale: 'en',
      }),
    ),
    log: await record(() => member.client.get('/api/questions?page=1')),
  };
}

/** Where the app's statements differ from the ceiling's (empty when they are the same, in the same order). */
function compareMix(app: Record<CeilingTargetName, string[]>): string[] {
  const short = (text: string | undefined) => (text === undefined ? '(none)' : `"${text.slice(0, 70)}…"`);
  return CEILING_TARGETS.flatMap((target) => {
    const ours = MIX[target];
    const theirs = app[target];
    for (let i = 0; i < Math.max(ours.length, theirs.length); i++) {
      if (ours[i] !== theirs[i]) {
        return [
          `${TARGET_LABEL[target]}: statement ${i + 1} of ${theirs.length} is ${short(theirs[i])} in the app, ` +
            `${short(ours[i])} in the ceiling`,
        ];
      }
    }
    return [];
  });
}

async function rowsOf<T>(app: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `count` questions of one member over the last days, four in five answered, in every category. */
async function insertReadings(
  app: TestApp,
  userId: string,
  categories: Array<{ id: string; name: string }>,
  count: number,
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const category = categories[i % categories.length]!;
    const answered = i % 5 !== 0;
    const card = drawCard();
    const text = answered
      ? composeReading({ card, theme: 'general', locale: 'en', categoryName: category.name })
      : null;
    const minutesAgo = (count - i) * 37;
    return sql`(${userId}, ${category.id}::uuid, ${`What does the ice say about plan ${i + 1}?`}, 'en', 1,
      ${answered ? 'answered' : 'pending'}, ${text}, ${answered ? card.key : null},
      now() - make_interval(mins => ${minutesAgo}),
      ${answered ? sql`now() - make_interval(mins => ${minutesAgo - 1})` : null})`;
  });
  await app.database.db.execute(sql`
    insert into questions (user_id, category_id, question_text, locale, spent_tokens, status, answer_text, card_key,
      created_at, answered_at)
    values ${sql.join(rows, sql`, `)}`);
}

/** One-time bot-check tokens: challenges fetched from GET /api/botcheck/challenge and solved like the widget. */
async function tokenPool(app: TestApp, appUrl: string, size: number): Promise<string[]> {
  const tokens: string[] = [];
  const lanes = 4;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      let client = new TestClient(app, appUrl);
      // The challenge route allows 60 a minute per address; every TestClient has its own address.
      for (let i = 0; tokens.length < size; i++) {
        if (i % 50 === 49) client = new TestClient(app, appUrl);
        tokens.push(await solveBotcheck(client));
      }
    }),
  );
  return tokens.slice(0, size);
}

const exitOf = ({ child }: ChildServer) =>
  child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`;

const stopServer = ({ child }: ChildServer) => stopChild(child);

/** A warm-up, then the measured run, of one target at `connections` concurrent connections. */
async function measure(
  settings: Settings,
  appUrl: string,
  target: Target,
  members: Members,
  categoryId: string,
  connections: number,
  tokens: string[],
  serverCpu: () => number,
): Promise<RunResult> {
  let nextToken = 0;
  let nextMember = 0;
  let exhaustedAt = 0;
  let askNumber = 0;
  const statuses = new Map<number, number>();
  const firstErrors: string[] = [];

  const run = (seconds: number, measured: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const started = Date.now();
      const instance = autocannon(
        {
          url: appUrl,
          connections,
          duration: seconds,
          timeout: 10,
          requests: [
            target === 'ask'
              ? {
                  method: 'POST',
                  path: '/api/questions',
                  setupRequest: (request) => {
                    const token = tokens[nextToken++];
                    if (!token && !exhaustedAt) {
                      exhaustedAt = Date.now() - started;
                      setImmediate(() => instance.stop());
                    }
                    request.headers = {
                      'content-type': 'application/json',
                      origin: appUrl,
                      cookie: members.cookies[nextMember++ % members.cookies.length]!,
                    };
                    request.body = JSON.stringify({
                      question: `Will the ice hold for bench step ${++askNumber}?`,
                      categoryId,
                      verificationToken: token ?? 'exhausted',
                      locale: 'en',
                    });
                    return request;
                  },
                }
              : {
                  method: 'GET',
                  path: target === 'today' ? '/api/cards/today?tz=Asia%2FBangkok' : '/api/questions?page=1',
                  setupRequest: (request) => {
                    request.headers = {
                      origin: appUrl,
                      cookie: members.cookies[nextMember++ % members.cookies.length]!,
                    };
                    return request;
                  },
                },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      if (measured) {
        instance.on('response', (_client, statusCode) => {
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        });
        instance.on('reqError', (error: Error) => {
          if (firstErrors.length < 3) firstErrors.push(String(error?.message ?? error));
        });
      }
    });

  log(
    `http-load: ${TARGET_LABEL[target]}: ${settings.warmup} s warm-up, then ${settings.duration} s at ${connections} connections`,
  );
  await run(settings.warmup, false);
  // Requests the warm-up left in flight are still being served: let the server drain them first.
  await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => {});
  await sleep(500);
  exhaustedAt = 0;
  const cpuBefore = serverCpu();
  const ownBefore = process.cpuUsage();
  const result = await run(settings.duration, true);
  const cpu = serverCpu() - cpuBefore;
  const own = process.cpuUsage(ownBefore);

  const non2xx = result.non2xx;
  const notes: string[] = [];
  if (target === 'ask') notes.push(`${Math.min(nextToken, tokens.length)} of ${tokens.length} tokens used`);
  if (exhaustedAt) notes.push(`token pool ran out after ${(exhaustedAt / 1000).toFixed(1)} s: run stopped there`);
  if (firstErrors.length) notes.push(`errors: ${firstErrors.join('; ')}`);
  notes.push(
    `autocannon's own CPU ${((own.user + own.system) / 1000 / result.requests.total).toFixed(2)} ms a request`,
  );
  return {
    target,
    mode: 'app',
    connections,
    rps: result.requests.average,
    cpuPerRequest: cpu / result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx,
    statuses: [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([code, n]) => `${code}×${n}`)
      .join(' '),
    duration: result.duration,
    note: notes.join('; '),
  };
}

/** The ceiling at `connections` virtual clients: bench/pg-ceiling.ts in a child process, on the same database. */
async function measureCeiling(
  settings: Settings,
  url: string,
  target: CeilingTargetName,
  connections: number,
  members: Members,
  categoryId: string,
): Promise<RunResult> {
  const ceiling: CeilingSettings = {
    url,
    poolSize: APP_POOL_SIZE,
    target,
    concurrency: connections,
    warmup: settings.warmup,
    duration: settings.duration,
    sessionTokens: members.sessionTokens,
    categoryId,
    questionCost: 1,
    pageSize: 10,
  };
  log(
    `http-load: pg ceiling of ${TARGET_LABEL[target]}: ${settings.warmup} s warm-up, then ${settings.duration} s ` +
      `at ${connections} virtual clients`,
  );
  const base = { target, mode: 'ceiling', connections, statuses: '', duration: settings.duration } as const;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/pg-ceiling.ts'], {
    cwd: ROOT,
    env: { ...process.env, PG_CEILING: JSON.stringify(ceiling) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const timer = setTimeout(() => child.kill('SIGKILL'), (settings.warmup + settings.duration + 120) * 1000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exit) => resolve(exit)));
  clearTimeout(timer);
  let result: CeilingResult | undefined;
  try {
    result = JSON.parse(stdout.trim().split('\n').pop() ?? '') as CeilingResult;
  } catch {
    // no result line: reported below
  }
  if (code !== 0 || !result) {
    const why = `FAILED: pg-ceiling exit ${code}: ${stderr.trim().split('\n').slice(-3).join(' / ')}`;
    log(`http-load: ${why}`);
    return failedRun(base, why);
  }
  return {
    ...base,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    requests: result.requests,
    errors: result.errors,
    non2xx: result.refused,
    note: result.firstErrors.length ? `errors: ${result.firstErrors.join('; ')}` : '',
    cpuPerRequest: result.cpuPerRequest,
  };
}

/** One run's cells: req/s, p50, p99, errors and non-2xx; a run whose server stopped shows no numbers. */
function cells(run: RunResult, separator: string): string[] {
  if (run.stopped) return [run.stopped === 'failed' ? 'failed' : 'server stopped', '–', '–', '–', '–'];
  return [
    fmtNumber(run.rps),
    fmtMs(run.p50),
    fmtMs(run.p99),
    `${run.errors}${separator}${run.non2xx}`,
    Number.isFinite(run.cpuPerRequest) ? `${run.cpuPerRequest.toFixed(2)} ms` : 'n/a',
  ];
}

const fmtShare = (value: number) => (Number.isFinite(value) ? `${Math.round(value * 100)}%` : '–');

/** The rows of one endpoint: every app run, then every ceiling run, each with its share of the ceiling. */
function endpointRows(results: DatabaseResult[], target: Target) {
  const runs = results.flatMap((r) => r.runs.filter((run) => run.target === target).map((run) => ({ r, run })));
  const ordered = [...runs.filter((x) => x.run.mode === 'app'), ...runs.filter((x) => x.run.mode === 'ceiling')];
  return ordered.map(({ r, run }) => {
    const ceiling =
      run.mode === 'app' && r.kind === 'postgres'
        ? r.runs.find((x) => x.target === target && x.mode === 'ceiling' && x.connections === run.connections)
        : undefined;
    const share =
      run.mode === 'ceiling'
        ? run.stopped
          ? '–'
          : '100%'
        : ceiling && !ceiling.stopped && !run.stopped
          ? fmtShare(run.rps / ceiling.rps)
          : '–';
    const name = run.mode === 'app' ? `${r.label}, app` : `${r.label}, pg ceiling`;
    return { name, run, share };
  });
}

function report(results: DatabaseResult[], settings: Settings): BenchSection {
  const header = [
    'run',
    'connections',
    'req/s',
    'p50',
    'p99',
    'errors / non-2xx',
    'Node CPU / request',
    'share of ceiling',
  ];
  const tables = TARGETS.flatMap((target) => [
    `**${TARGET_LABEL[target]}**`,
    '',
    markdownTable(
      header,
      endpointRows(results, target).map(({ name, run, share }) => [
        name,
        String(run.connections),
        ...cells(run, ' / '),
        share,
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
  ]);
  const pglite = results.find((r) => r.kind === 'pglite');
  const postgres = results.find((r) => r.kind === 'postgres');
  const comparison =
    pglite && postgres
      ? TARGETS.flatMap((target) => {
          const a = pglite.runs.find((x) => x.target === target && x.mode === 'app');
          const b = postgres.runs.find(
            (x) => x.target === target && x.mode === 'app' && x.connections === a?.connections,
          );
          if (!a || !b) return [];
          const valid = !a.stopped && !b.stopped;
          return [
            `${TARGET_LABEL[target]} at ${a.connections} connections: PostgreSQL ÷ PGlite throughput ` +
              `${valid ? fmtRatio(b.rps / a.rps) : 'n/a'}, p99 latency ${valid ? fmtRatio(b.p99 / a.p99) : 'n/a'}`,
          ];
        })
      : [];
  const mix = postgres?.mixDiffers
    ? postgres.mixDiffers.length
      ? [
          `**The ceiling's SQL differs from the app's, so its share is not comparable:** ${postgres.mixDiffers.join('; ')}.`,
        ]
      : [
          `The ceiling's statements were checked against the app's (caught at node-postgres for one request of each ` +
            `endpoint): the same ${MIX.ask.length} for a question and ${MIX.log.length} for the answer log, in order.`,
        ]
    : [];
  const details = results.flatMap((r) =>
    r.runs.map(
      (run) =>
        `- ${r.label} ${run.mode === 'app' ? 'app' : 'pg ceiling'}, ${TARGET_LABEL[run.target]}, ${run.connections} ` +
        `connections: ${fmtNumber(run.requests)} requests in ${run.duration} s` +
        `${run.mode === 'app' ? `; status codes ${run.statuses || 'none'}` : ''}${run.note ? `; ${run.note}` : ''}.`,
    ),
  );
  const markdown = [
    ...tables,
    ...[...comparison, ...mix].map((line) => `- ${line}${line.endsWith('.') ? '' : '.'}`),
    ...details,
    `- ${settings.duration} s per run after a ${settings.warmup} s warm-up; PGlite at ` +
      `${settings.connections.pglite.join(' and ')} connections only (embedded: one connection inside the server, ` +
      `more clients only queue), PostgreSQL at ${settings.connections.postgres.join(' and ')}. ` +
      `${settings.members} members with ${settings.questionsPerReader} questions each and a large token balance, ` +
      `cookies rotated per request; the GET runs go first and read every member; then each POST run (app or ceiling) ` +
      `asks as a group of members of its own, so no run counts another run's questions of the last minute. ` +
      `Server: server/main.ts ` +
      `in a child process (\`node --import tsx bench/serve.ts\`), NODE_ENV=production, LOG_LEVEL=warn, WORKER=off, ` +
      `BOTCHECK_MAX_NUMBER=10, ASK_RATE_LIMIT=1000000. ` +
      `Databases: ${results.map((r) => `${r.label} (${r.detail})`).join('; ')}.`,
    `- Node CPU / request: CPU time (user + system) of the process that ran the requests, over the measured run, ÷ ` +
      `requests: the server's for the app (autocannon's own is not counted), the load generator's for the ceiling ` +
      `(it is its own client); PostgreSQL's is in neither. Steadier than req/s on a shared machine.`,
    ...(settings.ceiling
      ? [
          `- pg ceiling: bench/pg-ceiling.ts in a child process right after each PostgreSQL app run, as many virtual ` +
            `clients as connections, each running the endpoint's statements one request after another through a ` +
            `pg.Pool of ${APP_POOL_SIZE} (the app's), with the same warm-up and duration. Share of ceiling = app ` +
            `req/s ÷ ceiling req/s at the same concurrency: what HTTP, Fastify, better-auth, validation and ` +
            `serialization leave of what Node and PostgreSQL can do with the same SQL on this machine.`,
        ]
      : []),
  ].join('\n');
  const summary = [
    ...textTable(
      ['http-load', 'run', 'conns', 'req/s', 'p50', 'p99', 'err/non2xx', 'cpu/req', 'share'],
      TARGETS.flatMap((target) =>
        endpointRows(results, target).map(({ name, run, share }) => [
          TARGET_LABEL[target],
          name,
          String(run.connections),
          ...cells(run, '/'),
          share,
        ]),
      ),
    ),
    ...(postgres?.mixDiffers?.length ? ["WARNING: the ceiling's SQL differs from the app's (see the report)"] : []),
  ];
  const incomplete = results.some((r) => r.runs.some((run) => run.stopped));
  return { title: 'HTTP under load (autocannon)', markdown, summary, incomplete };
}
