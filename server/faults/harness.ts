// Helpers of the fault-injection tests (faults.security.test.ts): real processes, real PostgreSQL, real HTTP.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { freePort, query, ROOT, sleep } from '../test/process-helpers.ts';

const execFileAsync = promisify(execFile);

/** Polls `check` until it answers a truthy value; throws `what` after `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(intervalMs);
  }
}

// ---------------------------------------------------------------- processes

/** A child process of ours: only ever signalled by its own pid. */
export type Proc = {
  label: string;
  pid: number;
  /** The last lines of its stdout and stderr, for diagnostics. */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** Resolves when a line of its output matches. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
};

const spawned = new Set<Proc>();

/** Runs `node --import tsx <script>` from the repository root (the real entry points, no npm wrapper in between). */
export function spawnNode(label: string, script: string, env: Record<string, string>): Proc {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const watchers = new Set<{ pattern: RegExp; resolve: () => void }>();
  let partial = '';
  const onData = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      output.push(line);
      if (output.length > 300) output.shift();
      for (const watcher of watchers) {
        if (watcher.pattern.test(line)) {
          watchers.delete(watcher);
          watcher.resolve();
        }
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exitState: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      exitState = { code, signal };
      resolve(exitState);
    });
  });
  const proc: Proc = {
    label,
    pid: child.pid!,
    output,
    exited,
    alive: () => exitState === undefined,
    waitForLine(pattern, timeoutMs) {
      if (output.some((line) => pattern.test(line))) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const watcher = { pattern, resolve };
        watchers.add(watcher);
        const timer = setTimeout(() => {
          watchers.delete(watcher);
          reject(new Error(`${label}: no output matching ${pattern} within ${timeoutMs} ms\n${tail(proc)}`));
        }, timeoutMs);
        void exited.then((state) => {
          if (!watchers.delete(watcher)) return;
          clearTimeout(timer);
          reject(new Error(`${label} exited (${JSON.stringify(state)}) before ${pattern}\n${tail(proc)}`));
        });
        const settle = watcher.resolve;
        watcher.resolve = () => {
          clearTimeout(timer);
          settle();
        };
      });
    },
    async kill(signal) {
      if (!proc.alive()) return;
      process.kill(proc.pid, signal);
      await exited;
    },
  };
  spawned.add(proc);
  void exited.then(() => spawned.delete(proc));
  return proc;
}

/** The last lines a process wrote. */
export function tail(proc: Proc, lines = 40): string {
  return `--- last output of ${proc.label} (pid ${proc.pid}) ---\n${proc.output.slice(-lines).join('\n')}`;
}

/** Ends every process these tests started and that still runs (by pid, never by name). */
export async function killSpawned(): Promise<void> {
  await Promise.all([...spawned].map((proc) => proc.kill('SIGKILL')));
}

// ---------------------------------------------------------------- the server

export type ServerHandle = { proc: Proc; base: string; appUrl: string };

/** The real server (`server/main.ts`) on `databaseUrl`; resolves once /api/health answers 200. */
export async function startServer(
  label: string,
  databaseUrl: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServerHandle> {
  const listenPort = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenPort}`;
  const appUrl = `http://localhost:${listenPort}`;
  const proc = spawnNode(label, 'server/main.ts', {
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(listenPort),
    APP_URL: appUrl,
    DATABASE_URL: databaseUrl,
    WEB_DIST: '/nonexistent-web-dist',
    RATE_LIMITS: 'false',
    ASK_RATE_LIMIT: '100000',
    BOTCHECK_MAX_NUMBER: '20',
    // Each simulated member comes from its own address (X-Forwarded-For), as behind a proxy: the
    // per-address limit of bot-check challenges then counts per member, not for the whole test.
    TRUST_PROXY: 'true',
    ...env,
  });
  const server = { proc, base, appUrl };
  await waitForHealth(server, 60_000);
  return server;
}

export async function waitForHealth(server: ServerHandle, timeoutMs: number): Promise<void> {
  await waitUntil(
    `${server.proc.label} /api/health = 200`,
    async () => {
      if (!server.proc.alive()) throw new Error(`${server.proc.label} exited\n${tail(server.proc)}`);
      try {
        return (await fetch(`${server.base}/api/health`)).status === 200;
      } catch {
        return false;
      }
    },
    timeoutMs,
    100,
  );
}

// ---------------------------------------------------------------- members over HTTP

export type Member = { email: string; id: string; cookie: string; address: string };

/** The session cookies a response sets, as a Cookie header. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Signs up through the API, confirms through the mailed link (dev outbox) and answers the signed-in member. */
export async function signUpMember(server: ServerHandle): Promise<Member> {
  const username = `fault_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const email = `${username}@example.com`;
  const address = randomAddress();
  const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.appUrl, 'x-forwarded-for': address },
    body: JSON.stringify({ email, username, name: username, password: 'penguin-pass', callbackURL: '/' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  // The dev outbox answers this machine only: no forwarded address here.
  const { mails } = (await (await fetch(`${server.base}/dev/mail.json`)).json()) as {
    mails: Array<{ to: string; link: string }>;
  };
  const link = new URL(mails.find((mail) => mail.to === email)!.link);
  const verify = await fetch(`${server.base}${link.pathname}${link.search}`, {
    redirect: 'manual',
    headers: { 'x-forwarded-for': address },
  });
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  const cookie = cookieOf(verify);
  const session = (await (
    await fetch(`${server.base}/api/auth/get-session`, { headers: { cookie, 'x-forwarded-for': address } })
  ).json()) as { user: { id: string } };
  return { email, id: session.user.id, cookie, address };
}

export type AskOutcome = { at: number; member: string } & (
  | { kind: 'created'; questionId: string }
  | { kind: 'refused'; status: number; body: unknown }
  /** No reply: `refused` when the connection was refused (nothing sent), else cut off mid-request. */
  | { kind: 'network'; stage: 'challenge' | 'ask'; refused: boolean; error: string }
);

/** True when a body has our error shape `{ error: { code, message } }`. */
export function isErrorShape(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

const randomAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/**
 * One ask as the browser makes it: a challenge, its solution, then POST /api/questions with the session cookie.
 * Each ask comes from an address of its own: the load generator asks far faster than the per-address limit of
 * challenges (60 a minute) allows one person, and that limit is not what these tests are about.
 */
export async function askOnce(server: ServerHandle, member: Member, question: string): Promise<AskOutcome> {
  const headers = { cookie: member.cookie, 'x-forwarded-for': randomAddress() };
  let challenge: Challenge;
  try {
    const reply = await fetch(`${server.base}/api/botcheck/challenge`, { headers });
    if (reply.status !== 200) {
      return { at: Date.now(), member: member.id, kind: 'refused', status: reply.status, body: await bodyOf(reply) };
    }
    challenge = ((await reply.json()) as { challenge: Challenge }).challenge;
  } catch (error) {
    return { at: Date.now(), member: member.id, kind: 'network', stage: 'challenge', ...networkError(error) };
  }
  const solution = await solveChallenge({ challenge, deriveKey });
  try {
    const reply = await fetch(`${server.base}/api/questions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', origin: server.appUrl },
      body: JSON.stringify({
        question,
        categoryId: null,
        verificationToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        locale: 'en',
      }),
    });
    const body = await bodyOf(reply);
    if (reply.status === 201) {
      return {
        at: Date.now(),
        member: member.id,
        kind: 'created',
        questionId: (body as { question_id: string }).question_id,
      };
    }
    return { at: Date.now(), member: member.id, kind: 'refused', status: reply.status, body };
  } catch (error) {
    return { at: Date.now(), member: member.id, kind: 'network', stage: 'ask', ...networkError(error) };
  }
}

function networkError(error: unknown) {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return { refused: code === 'ECONNREFUSED', error: `${String(error)}${code ? ` (${code})` : ''}` };
}

async function bodyOf(reply: Response): Promise<unknown> {
  const text = await reply.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `loops` concurrent askers over `members` until stop() resolves; every outcome lands in `outcomes`. */
export function askContinuously(
  server: () => ServerHandle,
  members: Member[],
  loops: number,
  outcomes: AskOutcome[],
  pauseMs = 0,
): { stop(): Promise<void> } {
  let stopping = false;
  let counter = 0;
  const runners = Array.from({ length: loops }, async (_, i) => {
    const member = members[i % members.length]!;
    while (!stopping) {
      outcomes.push(await askOnce(server(), member, `Fault question ${++counter}: will the colony hold?`));
      if (pauseMs) await sleep(pauseMs);
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(runners);
    },
  };
}

// ---------------------------------------------------------------- the live stream

export type StreamEvent = { type: string; data: any; at: number };

/** GET /api/events held open; collects every event until close(). */
export async function openEventStream(server: ServerHandle, member: Member) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}/api/events`, {
    headers: { cookie: member.cookie, 'x-forwarded-for': member.address },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`event stream refused: ${response.status}`);
  const events: StreamEvent[] = [];
  const state = { ended: false };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data), at: Date.now() });
        }
      }
    } catch {
      // aborted
    }
    state.ended = true;
  })();
  return {
    events,
    ended: () => state.ended,
    close: () => controller.abort(),
  };
}

// ---------------------------------------------------------------- databases

/** Adds tokens the way the operator's grant does: the balance and its ledger row (purchases) in one transaction. */
export async function grantTokens(url: string, userId: string, tokens: number): Promise<void> {
  await query(
    url,
    `with balance as (
       insert into token_balances (user_id, tokens) values ($1, $2)
       on conflict (user_id) do update set tokens = token_balances.tokens + excluded.tokens
     )
     insert into purchases (user_id, tokens_granted, kind) values ($1, $2, 'admin_grant')`,
    [userId, tokens],
  );
}

export type Ledger = { balance: number; granted: number; questions: number; spent: number };

/** A member's balance beside what was granted (purchases) and spent (questions). */
export async function ledgerOf(url: string, userId: string): Promise<Ledger> {
  const [row] = await query<Ledger>(
    url,
    `select (select tokens from token_balances where user_id = $1) as balance,
            (select coalesce(sum(tokens_granted), 0) from purchases where user_id = $1)::int as granted,
            (select count(*) from questions where user_id = $1)::int as questions,
            (select coalesce(sum(spent_tokens), 0) from questions where user_id = $1)::int as spent`,
    [userId],
  );
  return row!;
}

/**
 * Polls the server's connections on `url` and acts on those caught inside an ask transaction (the token
 * decremented or the question inserted, not yet committed): `action` is SQL over the matching rows of
 * pg_stat_activity, run in the same statement as the match so the moment is not lost. Stops after `wanted`
 * catches, `timeoutMs`, `onCatch` answering false or `keepGoing` answering false; answers the caught transactions.
 */
export async function catchAskTransactions(
  url: string,
  action: string,
  wanted: number,
  timeoutMs: number,
  onCatch: (caught: Array<{ pid: number; xid: string | null; query: string }>) => boolean | void = () => {},
  keepGoing: () => boolean = () => true,
) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const caught: Array<{ pid: number; xid: string | null; query: string }> = [];
  const deadline = Date.now() + timeoutMs;
  try {
    while (caught.length < wanted && Date.now() < deadline && keepGoing()) {
      const { rows } = await client.query<{ pid: number; xid: string | null; query: string; acted: unknown }>(
        `select pid, backend_xid::text as xid, left(query, 80) as query, ${action} as acted
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null
           and state in ('idle in transaction', 'active')
           and (query ilike 'update "token_balances"%' or query ilike 'insert into "questions"%')`,
      );
      if (rows.length) {
        caught.push(...rows.map(({ pid, xid, query }) => ({ pid, xid, query })));
        if (onCatch(rows) === false) break;
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
  return caught;
}

/** How the transactions of these (32-bit, recent) ids ended: counts of 'committed', 'aborted', 'in progress'. */
export async function transactionStatuses(url: string, xids: string[]): Promise<Record<string, number>> {
  // pg_stat_activity shows 32-bit ids; pg_xact_status wants them with the epoch of now (or the one before).
  const rows = await query<{ status: string | null }>(
    url,
    `with now as (select pg_current_xact_id()::text::bigint as full_id)
     select pg_xact_status(
       (((full_id >> 32) << 32) + x::bigint
         - case when x::bigint > (full_id & 4294967295) then 4294967296 else 0 end)::text::xid8
     ) as status
     from now, unnest($1::text[]) x`,
    [xids],
  );
  return rows.reduce<Record<string, number>>((acc, row) => {
    const key = row.status ?? 'unknown';
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});
}

// ---------------------------------------------------------------- a private PostgreSQL cluster

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** Why a private cluster cannot be started here, or undefined when it can. */
export function privateClusterUnavailable(): string | undefined {
  const bin = postgresBinDir();
  if (!bin || !fs.existsSync(path.join(bin, 'pg_ctl'))) {
    return 'no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql/<version>/bin';
  }
  if (isRoot()) {
    if (!fs.existsSync('/usr/sbin/runuser') && !fs.existsSync('/sbin/runuser')) {
      return 'running as root without runuser (initdb refuses root)';
    }
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      return 'running as root without a postgres OS user to run initdb as';
    }
  }
  return undefined;
}

/**
 * A throw-away PostgreSQL cluster (initdb in a temp directory, its own port and socket directory, trust
 * auth), so a test may stop and start it without touching the machine's shared server.
 */
export async function startPrivateCluster() {
  const bin = postgresBinDir()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-faults-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let uid: number | undefined;
  let gid: number | undefined;
  if (isRoot()) {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = async (tool: string, args: string[]) => {
    const [command, commandArgs] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    try {
      await execFileAsync(command, commandArgs as string[], { cwd: dir, timeout: 60_000 });
    } catch (error) {
      const log = fs.existsSync(path.join(dir, 'log'))
        ? fs.readFileSync(path.join(dir, 'log'), 'utf8').slice(-2000)
        : '';
      throw new Error(`${tool} ${args.join(' ')} failed: ${String(error)}\n${log}`);
    }
  };
  await run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      '# penguin-oracle fault tests: a private, disposable cluster',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'max_connections = 60',
      'shared_buffers = 16MB',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
  const logFile = path.join(dir, 'log');
  // Should the test process end without destroy() (a crash, an interrupt), the cluster must not outlive it.
  const stopAtExit = () => {
    try {
      const pgCtl = path.join(bin, 'pg_ctl');
      const args = ['-D', dataDir, 'stop', '-m', 'immediate', '-w'];
      if (isRoot()) execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, ...args], { stdio: 'ignore' });
      else execFileSync(pgCtl, args, { stdio: 'ignore' });
    } catch {
      // not running
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopAtExit);
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args]);
  await pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Fast shutdown: every connection is terminated, open transactions roll back. */
    stop: () => pgCtl('stop', '-m', 'fast'),
    start: () => pgCtl('start'),
    async destroy() {
      process.removeListener('exit', stopAtExit);
      await run('pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate', '-w']).catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- a slow stand-in for the LLM endpoint

/**
 * An OpenAI-compatible endpoint (a third party we cannot reach in tests) that takes its time, so a worker
 * can be killed while readings are in flight. Each worker process gets its own address (`urlFor(reader)`),
 * so the endpoint knows which reader asked about which question, and it signs its interpretation with the
 * reader: the stored answer tells which process wrote it.
 */
export async function startSlowLlm(delayMs: () => number, questionKey: (question: string) => string | undefined) {
  const open = new Map<number, { reader: string; key: string }>();
  const calls = new Map<string, number>();
  let completed = 0;
  let next = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const reader = /^\/reader\/([^/]+)\//.exec(request.url ?? '')?.[1] ?? '?';
      const messages = (JSON.parse(body) as { messages: Array<{ content: string }> }).messages;
      const question = /"""([\s\S]*)"""/.exec(messages.at(-1)?.content ?? '')?.[1] ?? '';
      const key = questionKey(question);
      const id = ++next;
      if (key) {
        open.set(id, { reader, key });
        calls.set(key, (calls.get(key) ?? 0) + 1);
      }
      const done = () => open.delete(id);
      response.on('close', done);
      setTimeout(() => {
        done();
        if (response.destroyed) return;
        if (key) completed++;
        const content = `The ice is patient with you. [reader ${reader}]`;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }, delayMs());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urlFor: (reader: string) => `${base}/reader/${reader}/v1/chat/completions`,
    /** The questions `reader` is waiting on right now: asked about and not yet answered. */
    inFlight: (reader: string) => new Set([...open.values()].filter((o) => o.reader === reader).map((o) => o.key)),
    /** Which reader signed an answer text. */
    readerOf: (answer: string) => /\[reader ([^\]]+)\]/.exec(answer)?.[1],
    calls,
    /** Interpretations delivered to a live reader (each then tries to write its answer). */
    completed: () => completed,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
