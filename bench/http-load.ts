// Benchmark 2 (bench/README.md): the API under load with autocannon, on embedded PGlite and on PostgreSQL,
// against the production entry point (server/main.ts) in a child process.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseOptions } from '../server/db/client.ts';
import { composeReading, drawCard } from '../server/oracle/composer.ts';
import { grantTokens } from '../server/modules/tokens/repository.ts';
import { createMember, solveBotcheck, TestClient } from '../server/test/test-app.ts';
import {
  BENCH_AUTH_SECRET,
  createBenchApp,
  fmtMs,
  fmtNumber,
  fmtRatio,
  freePort,
  log,
  markdownTable,
  ROOT,
  sleep,
  textTable,
  type BenchSection,
} from './lib.ts';

export type HttpLoadOptions = {
  /** Seconds of each measured run. */
  duration?: number;
  /** Seconds of the unmeasured warm-up before each run. */
  warmup?: number;
  connections?: number;
  members?: number;
  questionsPerReader?: number;
  /**
   * One-time bot-check tokens prepared per database (each POST spends one; a run that spends them all stops
   * there and says so). Sized for this 2-core machine with room to spare.
   */
  tokenPool?: Partial<Record<'pglite' | 'postgres', number>>;
  /** Which databases: 'pglite', 'postgres'. */
  databases?: Array<'pglite' | 'postgres'>;
  /** The PostgreSQL server, as psql and node-postgres reach it; a fresh database is made on it and dropped. */
  pg?: { host: string; port: number; user: string };
};

type Target = 'ask' | 'log';
type RunResult = {
  target: Target;
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
};
type DatabaseResult = { label: string; detail: string; runs: RunResult[] };

const TARGET_LABEL: Record<Target, string> = {
  ask: 'POST /api/questions',
  log: 'GET /api/questions?page=1',
};

const SEED_ENV = {
  BOTCHECK_MAX_NUMBER: '10',
  ASK_RATE_LIMIT: '1000000',
  RATE_LIMITS: 'false',
};

export async function runHttpLoad(options: HttpLoadOptions = {}): Promise<BenchSection> {
  const settings = {
    duration: options.duration ?? 10,
    warmup: options.warmup ?? 2,
    connections: options.connections ?? 50,
    members: options.members ?? 20,
    questionsPerReader: options.questionsPerReader ?? 50,
    tokenPool: { pglite: 3_000, postgres: 6_000, ...options.tokenPool },
    databases: options.databases ?? (['pglite', 'postgres'] as const),
    pg: options.pg ?? { host: '127.0.0.1', port: 5432, user: 'postgres' },
  };
  const results: DatabaseResult[] = [];
  for (const kind of settings.databases) {
    try {
      results.push(kind === 'pglite' ? await onPglite(settings) : await onPostgres(settings));
    } catch (error) {
      // Keep the other database's numbers; this one shows why it has none.
      const message = error instanceof Error ? error.message : String(error);
      log(`http-load [${kind}] failed: ${error instanceof Error ? error.stack : message}`);
      const failed = (target: Target): RunResult => ({
        target,
        rps: Number.NaN,
        p50: Number.NaN,
        p99: Number.NaN,
        requests: 0,
        errors: 0,
        non2xx: 0,
        statuses: '',
        duration: 0,
        note: `FAILED: ${message.split('\n')[0]}`,
        stopped: 'failed',
      });
      results.push({
        label: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        detail: 'failed',
        runs: [failed('ask'), failed('log')],
      });
    }
  }
  return report(results, settings);
}

type Settings = Required<Omit<HttpLoadOptions, 'databases' | 'tokenPool'>> & {
  databases: ReadonlyArray<'pglite' | 'postgres'>;
  tokenPool: Record<'pglite' | 'postgres', number>;
};

async function onPglite(settings: Settings): Promise<DatabaseResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-bench-pglite-'));
  try {
    const runs = await benchDatabase(settings, 'PGlite', { kind: 'pglite', dataDir }, { DATA_DIR: dataDir });
    return { label: 'PGlite', detail: `embedded, data dir in ${os.tmpdir()}`, runs };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(settings: Settings): Promise<DatabaseResult> {
  const { host, port, user } = settings.pg;
  const name = `penguin_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  const psql = (command: string) =>
    execFileSync('psql', ['-q', '-X', '-h', host, '-p', String(port), '-U', user, '-d', 'postgres', '-tAc', command], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const version = psql('show server_version');
  psql(`create database ${name}`);
  log(`http-load: created database ${name} (PostgreSQL ${version})`);
  try {
    const url = `postgres://${user}@${host}:${port}/${name}`;
    const runs = await benchDatabase(settings, 'PostgreSQL', { kind: 'postgres', url }, { DATABASE_URL: url });
    return { label: 'PostgreSQL', detail: `${version} on ${host}:${port}, fresh database, pool of 10`, runs };
  } finally {
    psql(`drop database if exists ${name} with (force)`);
    log(`http-load: dropped database ${name}`);
  }
}

type Seeded = {
  /** Session cookies of the members, rotated per request. */
  cookies: string[];
  categoryId: string;
  tokens: string[];
};

async function benchDatabase(
  settings: Settings,
  label: string,
  database: DatabaseOptions,
  serverEnv: Record<string, string>,
): Promise<RunResult[]> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  log(`http-load [${label}]: seeding through the app in-process`);
  const seeded = await seed(settings, database, appUrl);

  log(`http-load [${label}]: starting server/main.ts (bench/serve.ts) in a child process on ${appUrl}`);
  const server = await startServer(port, appUrl, serverEnv);
  try {
    // The answer log first, while every member has exactly `questionsPerReader` questions; asking adds more.
    const measureLogged = async (target: Target) => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        throw new Error(`the server stopped before ${TARGET_LABEL[target]} (${exitOf(server)})`);
      }
      const before = server.logged.lines;
      const result = await measure(settings, appUrl, target, seeded);
      const lines = server.logged.lines - before;
      if (lines) result.note += `${result.note ? '; ' : ''}server logged ${lines} warnings/errors`;
      // Something outside the benchmark stopped the server: these numbers mean nothing.
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        result.stopped = exitOf(server);
        result.note += `${result.note ? '; ' : ''}THE SERVER STOPPED DURING THE RUN (${exitOf(server)}): not valid`;
      }
      return result;
    };
    const answerLog = await measureLogged('log');
    const ask = await measureLogged('ask');
    if (server.logged.messages.length) {
      log(`http-load [${label}]: the server logged: ${server.logged.messages.join(' | ')}`);
      ask.note += `; first server messages: ${server.logged.messages.map((m) => `"${m}"`).join(', ')}`;
    }
    return [ask, answerLog];
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
      const made: Array<{ cookie: string; userId: string }> = [];
      for (let i = 0; i < settings.members; i += 5) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(5, settings.members - i) }, () =>
            createMember(app, 'penguin-bench-pass', appUrl),
          ),
        );
        for (const member of batch) {
          const session = await member.client.get('/api/auth/get-session');
          made.push({ cookie: cookieOf(member.client), userId: session.body.user.id as string });
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

    const started = Date.now();
    const tokens = await tokenPool(app, appUrl, settings.tokenPool[database.kind]);
    log(`http-load: ${tokens.length} bot-check tokens solved in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      cookies: members.map((m) => m.cookie),
      categoryId: category.id,
      tokens,
    };
  } finally {
    await app.close();
  }
}

async function rowsOf<T>(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `count` questions of one member over the last days, four in five answered, in every category. */
async function insertReadings(
  app: FastifyInstance,
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
async function tokenPool(app: FastifyInstance, appUrl: string, size: number): Promise<string[]> {
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

type Server = {
  child: ChildProcess;
  /** The last lines the server wrote (warnings and errors: LOG_LEVEL=warn). */
  output: string[];
  /** How many lines it wrote, and the first distinct messages. */
  logged: { lines: number; messages: string[] };
};

async function startServer(port: number, appUrl: string, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_AUTH_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: appUrl,
      LOG_LEVEL: 'warn',
      WORKER: 'off',
      ...SEED_ENV,
      RATE_LIMITS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const logged = { lines: 0, messages: [] as string[] };
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (output.length > 50) output.shift();
      logged.lines++;
      let message = line;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        message = [entry.msg, entry.err?.message].filter(Boolean).join(': ');
      } catch {
        // not a pino line
      }
      message = message.slice(0, 160);
      if (logged.messages.length < 3 && !logged.messages.includes(message)) logged.messages.push(message);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('\n')}`);
    try {
      const response = await fetch(`${appUrl}/api/health`);
      if (response.ok) return { child, output, logged };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output.join('\n')}`);
}

const exitOf = ({ child }: Server) => (child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`);

async function stopServer({ child }: Server): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A warm-up, then the measured run, of one target at `connections` concurrent connections. */
async function measure(settings: Settings, appUrl: string, target: Target, seeded: Seeded): Promise<RunResult> {
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
          connections: settings.connections,
          duration: seconds,
          timeout: 10,
          requests: [
            target === 'ask'
              ? {
                  method: 'POST',
                  path: '/api/questions',
                  setupRequest: (request) => {
                    const token = seeded.tokens[nextToken++];
                    if (!token && !exhaustedAt) {
                      exhaustedAt = Date.now() - started;
                      setImmediate(() => instance.stop());
                    }
                    request.headers = {
                      'content-type': 'application/json',
                      origin: appUrl,
                      cookie: seeded.cookies[nextMember++ % seeded.cookies.length]!,
                    };
                    request.body = JSON.stringify({
                      question: `Will the ice hold for bench step ${++askNumber}?`,
                      categoryId: seeded.categoryId,
                      verificationToken: token ?? 'exhausted',
                      locale: 'en',
                    });
                    return request;
                  },
                }
              : {
                  method: 'GET',
                  path: '/api/questions?page=1',
                  setupRequest: (request) => {
                    request.headers = { origin: appUrl, cookie: seeded.cookies[nextMember++ % seeded.cookies.length]! };
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
    `http-load: ${TARGET_LABEL[target]}: ${settings.warmup} s warm-up, then ${settings.duration} s at ${settings.connections} connections`,
  );
  await run(settings.warmup, false);
  // Requests the warm-up left in flight are still being served: let the server drain them first.
  await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(30_000) }).catch(() => {});
  await sleep(500);
  exhaustedAt = 0;
  const result = await run(settings.duration, true);

  const non2xx = result.non2xx;
  const notes: string[] = [];
  if (target === 'ask')
    notes.push(`${Math.min(nextToken, seeded.tokens.length)} of ${seeded.tokens.length} tokens used`);
  if (exhaustedAt) notes.push(`token pool ran out after ${(exhaustedAt / 1000).toFixed(1)} s: run stopped there`);
  if (firstErrors.length) notes.push(`errors: ${firstErrors.join('; ')}`);
  return {
    target,
    rps: result.requests.average,
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

/** One run's cells: req/s, p50, p99, errors and non-2xx; a run whose server stopped shows no numbers. */
function cells(run: RunResult, separator: string): string[] {
  if (run.stopped) return [run.stopped === 'failed' ? 'failed' : 'server stopped', '–', '–', '–'];
  return [fmtNumber(run.rps), fmtMs(run.p50), fmtMs(run.p99), `${run.errors}${separator}${run.non2xx}`];
}

function report(results: DatabaseResult[], settings: Settings): BenchSection {
  const header = ['endpoint', ...results.flatMap((r) => [`${r.label} req/s`, 'p50', 'p99', 'errors / non-2xx'])];
  const rows = (['ask', 'log'] as const).map((target) => [
    TARGET_LABEL[target],
    ...results.flatMap((r) => {
      const run = r.runs.find((x) => x.target === target)!;
      return cells(run, ' / ');
    }),
  ]);
  const pglite = results.find((r) => r.label === 'PGlite');
  const postgres = results.find((r) => r.label === 'PostgreSQL');
  const comparison =
    pglite && postgres
      ? (['ask', 'log'] as const).map((target) => {
          const a = pglite.runs.find((x) => x.target === target)!;
          const b = postgres.runs.find((x) => x.target === target)!;
          const valid = !a.stopped && !b.stopped;
          return (
            `${TARGET_LABEL[target]}: PostgreSQL ÷ PGlite throughput ${valid ? fmtRatio(b.rps / a.rps) : 'n/a'}, ` +
            `p99 latency ${valid ? fmtRatio(b.p99 / a.p99) : 'n/a'}`
          );
        })
      : [];
  const details = results.flatMap((r) =>
    r.runs.map(
      (run) =>
        `- ${r.label}, ${TARGET_LABEL[run.target]}: ${fmtNumber(run.requests)} requests in ${run.duration} s; ` +
        `status codes ${run.statuses || 'none'}${run.note ? `; ${run.note}` : ''}.`,
    ),
  );
  const markdown = [
    markdownTable(header, rows, ['l', ...results.flatMap(() => ['r', 'r', 'r', 'r'] as const)]),
    '',
    ...comparison.map((line) => `- ${line}.`),
    ...details,
    `- ${settings.connections} connections, ${settings.duration} s per run after a ${settings.warmup} s warm-up; ` +
      `${settings.members} members with ${settings.questionsPerReader} questions each and a large token balance, ` +
      `cookies rotated per request; the GET run goes first, then the POST run adds questions. Server: server/main.ts in a child process (\`node --import tsx bench/serve.ts\`), ` +
      `NODE_ENV=production, LOG_LEVEL=warn, WORKER=off, BOTCHECK_MAX_NUMBER=10, ASK_RATE_LIMIT=1000000. ` +
      `Databases: ${results.map((r) => `${r.label} (${r.detail})`).join('; ')}.`,
  ].join('\n');
  const summary = textTable(
    ['http-load', ...results.flatMap((r) => [`${r.label} req/s`, 'p50', 'p99', 'err/non2xx'])],
    (['ask', 'log'] as const).map((target) => [
      TARGET_LABEL[target],
      ...results.flatMap((r) => {
        const run = r.runs.find((x) => x.target === target)!;
        return cells(run, '/');
      }),
    ]),
  );
  const incomplete = results.some((r) => r.runs.some((run) => run.stopped));
  return { title: 'HTTP under load (autocannon)', markdown, summary, incomplete };
}
