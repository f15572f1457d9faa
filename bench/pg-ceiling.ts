// The ceiling of benchmark 2 (bench/README.md): the SQL of one request of an endpoint, straight through
// node-postgres, with no HTTP, no framework and no auth library around it. `bench/http-load.ts` runs this file as a
// child process (`node --import tsx bench/pg-ceiling.ts`, settings in the PG_CEILING environment variable, one JSON
// line of results on stdout), like the server it is compared with, while the bench process itself waits.
//
// N "virtual clients" each run one request after another for the same warm-up and duration as autocannon, over a
// pg.Pool as big as the app's (server/db/client.ts: 10). Every statement is the text the app sends (drizzle and
// better-auth, captured with a query logger; http-load.ts checks them against the app before each run): unnamed
// unless the app names them, parameterized (extended protocol), rows as arrays and timestamps as strings, like
// drizzle's node-postgres driver.
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export type CeilingTarget = 'ask' | 'log';

export type CeilingSettings = {
  url: string;
  poolSize: number;
  target: CeilingTarget;
  /** Virtual clients: each runs one request at a time, like an autocannon connection. */
  concurrency: number;
  /** Seconds. */
  warmup: number;
  duration: number;
  /** Session tokens (the part of the cookie before the signature), rotated per request like the cookies. */
  sessionTokens: string[];
  categoryId: string;
  questionCost: number;
  pageSize: number;
};

export type CeilingResult = {
  requests: number;
  /** Requests per second of the measured run. */
  rps: number;
  p50: number;
  p99: number;
  /** Requests that failed (a database error): autocannon's errors. */
  errors: number;
  /** Requests the app would have refused (no session, too few tokens, a replayed token): its non-2xx answers. */
  refused: number;
  firstErrors: string[];
  seconds: number;
  /** CPU time of this process (user + system) per completed request of the measured run, in ms. */
  cpuPerRequest: number;
};

/** The statements of one request, in the order the app sends them (the 1-in-20 cleanup of old bot-check records aside). */
export const STATEMENTS = {
  session:
    'select "id", "expires_at", "token", "ip_address", "user_agent", "user_id", "created_at", "updated_at" from "session" where "session"."token" = $1',
  user: 'select "id", "name", "email", "email_verified", "image", "username", "display_username", "created_at", "updated_at" from "user" where "user"."id" = $1',
  preconditions: `select coalesce((select "tokens" from "token_balances" where "user_id" = $1), 0), (select count(*)::int from "questions" where "user_id" = $2 and "created_at" > now() - make_interval(secs => $3)), exists (select 1 from "categories" where "id" = $4 and "is_active") from (select 1) as one`,
  botcheck:
    'insert into "botcheck_solutions" ("signature", "expires_at") values ($1, $2) on conflict do nothing returning "signature"',
  botcheckCleanup: 'delete from "botcheck_solutions" where "botcheck_solutions"."expires_at" < $1',
  begin: 'begin',
  spend:
    'update "token_balances" set "tokens" = "token_balances"."tokens" - $1, "updated_at" = $2 where ("token_balances"."user_id" = $3 and "token_balances"."tokens" >= $4) returning "tokens"',
  insertQuestion:
    'insert into "questions" ("id", "user_id", "category_id", "question_text", "answer_text", "status", "card_key", "locale", "spent_tokens", "created_at", "answered_at", "lease_until", "attempts") values (default, $1, $2, $3, default, default, default, $4, $5, default, default, default, default) returning "id"',
  commit: 'commit',
  page: `select "questions"."id", "questions"."question_text", "questions"."answer_text", "questions"."status", "questions"."created_at", "questions"."answered_at", "questions"."spent_tokens", "questions"."card_key", "category"."id", "category"."name", "category"."name_th", (
  select json_build_object('resonated', f.resonated, 'note', f.note, 'updated_at', f.updated_at)
  from "question_follow_ups" f
  where f.question_id = "questions"."id" and f.resonated is not null
), (select count(*)::int from "questions" where "questions"."user_id" = $1) from "questions" left join (select "id", "name", "name_th", "theme" from "categories") "category" on "category"."id" = "questions"."category_id" where "questions"."user_id" = $2 order by "questions"."created_at" desc, "questions"."id" desc limit $3 offset $4`,
} as const;

/**
 * What one request of each endpoint runs, in order, once the member's session is in the app's session cache
 * (ADR 0015): the session and user lookups run once a minute per session, not per request (http-load.ts compares
 * this with what the app ran for a warm session).
 */
export const MIX: Record<CeilingTarget, string[]> = {
  ask: (['preconditions', 'botcheck', 'begin', 'spend', 'insertQuestion', 'commit'] as const).map((k) => STATEMENTS[k]),
  log: (['page'] as const).map((k) => STATEMENTS[k]),
};

// drizzle's node-postgres driver leaves dates and intervals as the strings Postgres sends.
const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const types = {
  getTypeParser: (oid: number, format?: string) =>
    RAW_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

type Queryable = { query: pg.Pool['query'] | pg.PoolClient['query'] };

/** Rows as arrays, like a drizzle select or returning. */
async function rows(db: Queryable, text: string, values: unknown[], name?: string): Promise<unknown[][]> {
  const result = await (db as pg.Pool).query({ text, name, rowMode: 'array', types } as pg.QueryArrayConfig, values);
  return result.rows as unknown[][];
}

/** A statement without a result shape (drizzle's `sql` begin/commit). */
async function raw(db: Queryable, text: string): Promise<void> {
  await (db as pg.Pool).query({ text, types } as pg.QueryConfig, []);
}

class Refused extends Error {}

export async function runCeiling(settings: CeilingSettings): Promise<CeilingResult> {
  const pool = new pg.Pool({ connectionString: settings.url, max: settings.poolSize });
  pool.on('error', () => {});
  // The app keeps one LISTEN connection on question_events, so Postgres delivers every insert's notification.
  const listener = new pg.Client({ connectionString: settings.url });
  await listener.connect();
  await listener.query('listen question_events');
  listener.on('notification', (message) => {
    if (message.payload) JSON.parse(message.payload);
  });

  let next = 0;
  let step = 0;
  // The app resolves a session once and keeps it in its cache: the ceiling resolves each one once, before the run.
  const members: string[] = [];
  for (const token of settings.sessionTokens) {
    const [found] = await rows(pool, STATEMENTS.session, [token]);
    if (!found) throw new Error('a session token of the run has no session');
    const [user] = await rows(pool, STATEMENTS.user, [found[5] as string]);
    if (!user) throw new Error('a session of the run has no member');
    members.push(found[5] as string);
  }
  const session = async () => members[next++ % members.length]!;

  const ask = async () => {
    const userId = await session();
    const [checks] = await rows(pool, STATEMENTS.preconditions, [userId, userId, 60, settings.categoryId]);
    if (!checks || (checks[0] as number) < settings.questionCost) throw new Refused('too few tokens');
    if (checks[2] !== true) throw new Refused('no category');
    const signature = randomBytes(32).toString('hex');
    const expiresAt = new Date(Math.floor(Date.now() / 1000 + 600) * 1000).toISOString();
    const inserted = await rows(pool, STATEMENTS.botcheck, [signature, expiresAt]);
    if (Math.random() < 0.05) void rows(pool, STATEMENTS.botcheckCleanup, [new Date().toISOString()]).catch(() => {});
    if (inserted.length !== 1) throw new Refused('replayed bot-check token');
    const client = await pool.connect();
    try {
      await raw(client, STATEMENTS.begin);
      try {
        const [spent] = await rows(client, STATEMENTS.spend, [
          settings.questionCost,
          new Date().toISOString(),
          userId,
          settings.questionCost,
        ]);
        if (!spent) throw new Refused('too few tokens');
        await rows(client, STATEMENTS.insertQuestion, [
          userId,
          settings.categoryId,
          `Will the ice hold for ceiling step ${++step}?`,
          'en',
          settings.questionCost,
        ]);
        await raw(client, STATEMENTS.commit);
      } catch (error) {
        await raw(client, 'rollback');
        throw error;
      }
    } finally {
      client.release();
    }
  };

  const log = async () => {
    const userId = await session();
    // The app's unfiltered page is a named statement (parsed and planned once per connection): so is this one.
    const page = await rows(pool, STATEMENTS.page, [userId, userId, settings.pageSize, 0], 'answer_log_page');
    if (page.length === 0) throw new Refused('empty answer log');
  };

  const request = settings.target === 'ask' ? ask : log;
  let errors = 0;
  let refused = 0;
  const firstErrors: string[] = [];

  /** Every client runs requests until `seconds` have passed; answers the latencies (ms) of those that completed. */
  const phase = async (seconds: number): Promise<number[]> => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: settings.concurrency }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          try {
            await request();
            const finished = performance.now();
            if (finished <= end) latencies.push(finished - started);
          } catch (error) {
            if (error instanceof Refused) refused++;
            else errors++;
            if (firstErrors.length < 3) firstErrors.push(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
    return latencies;
  };

  try {
    await phase(settings.warmup);
    errors = 0;
    refused = 0;
    firstErrors.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cpu = process.cpuUsage();
    const latencies = await phase(settings.duration);
    const { user, system } = process.cpuUsage(cpu);
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? Number.NaN;
    return {
      requests: latencies.length,
      rps: latencies.length / settings.duration,
      p50: at(50),
      p99: at(99),
      errors,
      refused,
      firstErrors,
      seconds: settings.duration,
      cpuPerRequest: (user + system) / 1000 / latencies.length,
    };
  } finally {
    await listener.end().catch(() => {});
    await pool.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const settings = JSON.parse(process.env.PG_CEILING ?? '') as CeilingSettings;
  const result = await runCeiling(settings);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
