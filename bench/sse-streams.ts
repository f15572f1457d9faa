// Benchmark 3 (bench/README.md): Server-Sent Events at scale. One production server (server/main.ts in a child
// process) on PostgreSQL holds N concurrent GET /api/events streams opened by this process; it reports what a
// stream costs (RSS, database connections, the heartbeat's CPU) and how long an answered question takes to reach
// its member's streams with N open, against the same measurement with one stream open.
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { composeReading, drawCard } from '../server/oracle/composer.ts';
import {
  adminUrlOf,
  BENCH_AUTH_SECRET,
  fmtMs,
  fmtNumber,
  fmtRatio,
  log,
  markdownTable,
  percentile,
  LOCAL_PG,
  startChildServer,
  type PgServer,
  type ChildServer,
  type BenchSection,
} from './lib.ts';
import { cpuTimeMs, createScratchDatabase, freePort, sleep, stopChild } from '../server/test/process-helpers.ts';

export type SseStreamsOptions = {
  /** Fewer streams and samples, to try the harness out. */
  quick?: boolean;
  /** Concurrent streams to hold (default 10 000; quick: 1 000). */
  streams?: number;
  /** Update-latency samples, at N streams and at 1 stream each (default 200; quick: 50). */
  samples?: number;
  /** The PostgreSQL server, as psql and node-postgres reach it; a fresh database is made on it and dropped. */
  pg?: PgServer;
};

/** The server's default SSE_HEARTBEAT_MS: the bench leaves it alone (production) and only needs to know it. */
const HEARTBEAT_MS = 20_000;
/** server/realtime/routes.ts: MAX_STREAMS_PER_MEMBER. */
const MAX_STREAMS_PER_MEMBER = 10;
/** Streams per member, repeated over the members: most members have one tab, some several, one the maximum. */
const STREAMS_PATTERN = [1, 1, 1, 2, 5];
/** Streams opened at once while ramping up; the next batch starts when this one has its first bytes. */
const RAMP_BATCH = 500;
const OPEN_TIMEOUT_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** The bench's own database connections carry this name, so that the server's can be counted apart. */
const BENCH_APPLICATION = 'penguin-sse-bench';
const SESSION_COOKIE = 'better-auth.session_token';

type Member = { index: number; userId: string; token: string; cookie: string; streams: number };

type Stream = {
  member: number;
  request: http.ClientRequest;
  /** performance.now() of each question event received, by question id. */
  received: Map<string, number>;
  pings: number;
  closedByServer: boolean;
  ended: boolean;
};

type Delivery = {
  /** Until the first of the member's streams had the event, and until every one of them had it. */
  first: number;
  all: number;
  streams: number;
  /** The member's streams that never had it within DELIVERY_TIMEOUT_MS. */
  missing: number;
};

type Probe = { health: number[]; notFound: number[]; failed: number };

type Result = {
  streams: number;
  members: number;
  opened: number;
  failed: number;
  failureReasons: string[];
  rampSeconds: number;
  rss0: number;
  rssN: number;
  /** RSS after one idle heartbeat period at N: the garbage of the ramp-up collected, what the streams hold. */
  rssSettled: number;
  rssAfterClose: number;
  connections0: ConnectionCount;
  connectionsN: ConnectionCount;
  connectionsMax: number;
  /** The most server connections seen running a query at once (sampled every second at N). */
  activeMax: number;
  idleCpu0: number;
  heartbeatCpu: number;
  heartbeatPings: number;
  heartbeatWindowMs: number;
  heartbeatProbe: Probe;
  reference: Delivery[];
  atN: Delivery[];
  /** Why the sampling at N stopped early, if it did. */
  atNStopped: string;
  misdelivered: number;
  duplicates: number;
  resyncs: number;
  closedByServer: number;
  benchLoopP99: number;
  benchLoopMax: number;
  serverLogged: string[];
  postgres: string;
  /** Set when the run could not finish (the server stopped, …): the numbers so far are shown. */
  failure?: string;
};

type ConnectionCount = { total: number; active: number; idle: number; listen: number };

const NO_CONNECTIONS: ConnectionCount = { total: Number.NaN, active: Number.NaN, idle: Number.NaN, listen: Number.NaN };

export async function runSseStreams(options: SseStreamsOptions = {}): Promise<BenchSection> {
  const quick = options.quick ?? false;
  const streams = options.streams ?? (quick ? 1_000 : 10_000);
  const samples = options.samples ?? (quick ? 50 : 200);
  const pgServer = options.pg ?? LOCAL_PG;

  // Each side holds one socket per stream, plus files, pipes and database connections.
  const need = streams + 500;
  const own = openFilesLimit('self');
  if (own < need) {
    throw new Error(
      `sse-streams: this process may open ${own} files (ulimit -n) but ${streams} streams need about ${need}; ` +
        `raise it (ulimit -n ${need}) or ask for fewer streams`,
    );
  }

  const { name, version, url, drop } = await createScratchDatabase(adminUrlOf(pgServer), 'penguin_sse');
  log(`sse-streams: created database ${name} (PostgreSQL ${version})`);
  const r: Result = {
    streams,
    members: 0,
    opened: 0,
    failed: 0,
    failureReasons: [],
    rampSeconds: Number.NaN,
    rss0: Number.NaN,
    rssN: Number.NaN,
    rssSettled: Number.NaN,
    rssAfterClose: Number.NaN,
    connections0: NO_CONNECTIONS,
    connectionsN: NO_CONNECTIONS,
    connectionsMax: Number.NaN,
    activeMax: Number.NaN,
    idleCpu0: Number.NaN,
    heartbeatCpu: Number.NaN,
    heartbeatPings: Number.NaN,
    heartbeatWindowMs: HEARTBEAT_MS + 1_000,
    heartbeatProbe: { health: [], notFound: [], failed: 0 },
    reference: [],
    atN: [],
    atNStopped: '',
    misdelivered: 0,
    duplicates: 0,
    resyncs: 0,
    closedByServer: 0,
    benchLoopP99: Number.NaN,
    benchLoopMax: Number.NaN,
    serverLogged: [],
    postgres: `${version} on ${pgServer.host}:${pgServer.port}`,
  };
  let server: ChildServer | undefined;
  let pool: pg.Pool | undefined;
  const open: Stream[] = [];
  try {
    // Migrations, exactly as the server applies them (it finds them applied).
    await (await openDatabase({ kind: 'postgres', url, poolSize: 1 })).close();
    pool = new pg.Pool({ connectionString: url, max: 3, application_name: BENCH_APPLICATION });

    const members = await seedMembers(pool, streams);
    const reference = members.at(-1)!;
    const crowd = members.slice(0, -1);
    r.members = crowd.length;
    const sampled = Array.from({ length: samples }, () => crowd[Math.floor(Math.random() * crowd.length)]!);
    const referenceQuestions = await insertQuestions(pool, Array(samples).fill(reference) as Member[]);
    const crowdQuestions = await insertQuestions(pool, sampled);
    log(`sse-streams: ${members.length} members and sessions, ${samples * 2} pending questions inserted`);

    const appPort = await freePort();
    const appUrl = `http://127.0.0.1:${appPort}`;
    server = await startChildServer(appPort, appUrl, { DATABASE_URL: url });
    const pid = server.child.pid!;
    const childFiles = openFilesLimit(pid);
    if (childFiles < need) {
      throw new Error(
        `sse-streams: the server process may open ${childFiles} files (ulimit -n) but ${streams} streams need ` +
          `about ${need}; raise the limit or ask for fewer streams`,
      );
    }
    log(`sse-streams: server pid ${pid} on ${appUrl} (ulimit -n ${childFiles})`);
    const running = server;
    /** Throws, with the server's last output, once the server process is gone. */
    const alive = () => {
      if (running.child.exitCode === null && running.child.signalCode === null) return;
      throw new Error(
        `the server process stopped (${running.child.signalCode ? `signal ${running.child.signalCode}` : `exit code ${running.child.exitCode}`}); ` +
          `its last output: ${running.output.slice(-8).join(' | ').slice(0, 1500) || 'none'}`,
      );
    };

    try {
      // The cookies are signed here as better-auth signs them: one real request proves it before anything else.
      for (const member of [reference, crowd[0]!]) {
        const response = await fetch(`${appUrl}/api/profile`, { headers: { cookie: member.cookie } });
        const body = (await response.json()) as { username?: string };
        if (response.status !== 200 || body.username !== `ssebench${member.index}`) {
          throw new Error(
            `GET /api/profile with a signed session cookie answered ${response.status} ` +
              `${JSON.stringify(body).slice(0, 200)}: the cookie signing does not match better-auth's`,
          );
        }
      }

      const owners = new Map<string, number>();
      for (const id of referenceQuestions) owners.set(id, reference.index);
      for (const [i, id] of crowdQuestions.entries()) owners.set(id, sampled[i]!.index);
      const byMember = new Map<number, Stream[]>();
      const waiters = new Map<string, () => void>();
      const onQuestion = (stream: Stream, id: string, at: number) => {
        if (owners.get(id) !== stream.member) r.misdelivered++;
        if (stream.received.has(id)) r.duplicates++;
        else stream.received.set(id, at);
        waiters.get(id)?.();
      };
      const client = new SseClient(appPort, onQuestion, () => r.resyncs++);

      // Warm-up: requests and streams opened and closed, so that the baseline has the code paths compiled.
      log('sse-streams: warm-up');
      for (let round = 0; round < 3; round++) {
        const warm = await Promise.allSettled(crowd.slice(0, 50).map((m) => client.open(m)));
        for (const result of warm) if (result.status === 'fulfilled') client.close(result.value);
        await Promise.all(
          crowd.slice(0, 50).map((m) => fetch(`${appUrl}/api/profile`, { headers: { cookie: m.cookie } })),
        );
      }
      // As idle as the settled figure at N will be: V8 returns the pages of the warm-up's garbage only after a quiet
      // spell, and a baseline taken before that made the settled figure per stream swing from 3 to 36 KB.
      await sleep(r.heartbeatWindowMs);
      alive();
      r.rss0 = rssKb(pid);
      r.connections0 = await serverConnections(pool, name);
      r.idleCpu0 = await cpuOver(pid, 5_000);
      log(`sse-streams: 0 streams: RSS ${fmtNumber(r.rss0 / 1024, 1)} MiB, idle CPU ${r.idleCpu0.toFixed(1)} %`);

      // The reference: one member, one stream, nothing else open.
      const single = await client.open(reference);
      open.push(single);
      byMember.set(reference.index, [single]);
      log(`sse-streams: ${samples} updates with 1 stream open`);
      const referenceRun = await measureDeliveries(
        pool,
        referenceQuestions.map((id) => ({ id, member: reference })),
        byMember,
        waiters,
        100,
        alive,
        r.reference,
      );
      if (referenceRun) throw new Error(`the reference run stopped: ${referenceRun}`);
      client.close(single);
      open.length = 0;
      byMember.clear();
      await sleep(1_000);

      // Ramp up to N streams, in batches.
      log(`sse-streams: opening ${streams} streams of ${crowd.length} members, ${RAMP_BATCH} at a time`);
      const slots = crowd.flatMap((m) => Array.from({ length: m.streams }, () => m));
      const failureReasons = new Map<string, number>();
      const rampStarted = performance.now();
      for (let i = 0; i < slots.length; i += RAMP_BATCH) {
        alive();
        const batch = slots.slice(i, i + RAMP_BATCH);
        const results = await Promise.allSettled(batch.map((m) => client.open(m)));
        for (const [j, result] of results.entries()) {
          if (result.status === 'fulfilled') {
            open.push(result.value);
            const list = byMember.get(batch[j]!.index) ?? [];
            list.push(result.value);
            byMember.set(batch[j]!.index, list);
          } else {
            r.failed++;
            const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
            failureReasons.set(reason, (failureReasons.get(reason) ?? 0) + 1);
          }
        }
        r.opened = open.length;
        r.failureReasons = [...failureReasons].map(([reason, n]) => `${n}× ${reason}`);
        if ((i / RAMP_BATCH) % 4 === 3 || i + RAMP_BATCH >= slots.length) {
          log(
            `sse-streams: ${open.length} open, ${r.failed} failed (${((performance.now() - rampStarted) / 1000).toFixed(0)} s)`,
          );
        }
        if (results.every((x) => x.status === 'rejected')) {
          throw new Error(`a whole batch of ${batch.length} streams failed to open (${r.failureReasons.join('; ')})`);
        }
      }
      r.rampSeconds = (performance.now() - rampStarted) / 1000;
      await sleep(3_000);
      alive();
      r.rssN = rssKb(pid);
      r.connectionsN = await serverConnections(pool, name);
      r.connectionsMax = r.connectionsN.total;
      log(
        `sse-streams: ${open.length} streams open in ${r.rampSeconds.toFixed(1)} s: RSS ${fmtNumber(r.rssN / 1024, 1)} MiB, ` +
          `${r.connectionsN.total} server connections`,
      );

      // One heartbeat period with every stream open and no updates: its CPU, its pings, the server's responsiveness.
      log(`sse-streams: one heartbeat period (${HEARTBEAT_MS / 1000} s) idle`);
      const pingsBefore = sum(open.map((s) => s.pings));
      r.activeMax = r.connectionsN.active;
      const countConnections = async () => {
        const now = await serverConnections(pool!, name);
        r.connectionsMax = Math.max(r.connectionsMax, now.total);
        r.activeMax = Math.max(r.activeMax, now.active);
      };
      const stopWatching = watch(countConnections, 1_000);
      const probing = probe(appUrl, r.heartbeatWindowMs);
      r.heartbeatCpu = await cpuOver(pid, r.heartbeatWindowMs);
      r.heartbeatProbe = await probing;
      await stopWatching();
      r.heartbeatPings = sum(open.map((s) => s.pings)) - pingsBefore;
      alive();
      r.rssSettled = rssKb(pid);
      log(
        `sse-streams: heartbeat period: server CPU ${r.heartbeatCpu.toFixed(1)} %, ${r.heartbeatPings} pings, ` +
          `health p99 ${fmtMs(percentile(r.heartbeatProbe.health, 99))} (${r.heartbeatProbe.failed} probes failed)`,
      );

      // Updates under load, spread over more than one heartbeat period.
      log(`sse-streams: ${samples} updates with ${open.length} streams open`);
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const stopWatchingAgain = watch(countConnections, 1_000);
      try {
        r.atNStopped = await measureDeliveries(
          pool,
          crowdQuestions.map((id, i) => ({ id, member: sampled[i]! })),
          byMember,
          waiters,
          Math.max(100, (HEARTBEAT_MS * 1.25) / samples),
          alive,
          r.atN,
        );
      } finally {
        await stopWatchingAgain();
        loop.disable();
        r.benchLoopP99 = loop.percentile(99) / 1e6;
        r.benchLoopMax = loop.max / 1e6;
      }
      await sleep(1_000);
      r.closedByServer = open.filter((s) => s.closedByServer).length;

      for (const stream of open) client.close(stream);
      open.length = 0;
      await sleep(3_000);
      alive();
      r.rssAfterClose = rssKb(pid);
    } catch (error) {
      // Keep what was measured; the report says where it stopped.
      r.failure = error instanceof Error ? error.message : String(error);
      r.closedByServer = open.filter((s) => s.closedByServer).length;
      log(`sse-streams failed: ${error instanceof Error ? error.stack : r.failure}`);
    }
    r.serverLogged = server.logged.messages;
    return report(r);
  } finally {
    for (const stream of open) stream.request.destroy();
    if (server) await stopServer(server);
    await pool?.end().catch(() => {});
    await drop();
    log(`sse-streams: dropped database ${name}`);
  }
}

/**
 * Members straight in SQL (no password: they only need sessions): `user`, `profiles`, `token_balances` as the
 * sign-up hook makes them, one session each, and the session cookie signed the way better-auth signs it.
 * Enough members that the streams fit under the per-member cap, plus one more for the reference.
 */
async function seedMembers(pool: pg.Pool, streams: number): Promise<Member[]> {
  const counts: number[] = [];
  for (let total = 0; total < streams;) {
    const n = Math.min(STREAMS_PATTERN[counts.length % STREAMS_PATTERN.length]!, streams - total);
    counts.push(n);
    total += n;
  }
  if (Math.max(...counts) > MAX_STREAMS_PER_MEMBER) throw new Error('a member would exceed the stream cap');
  counts.push(1); // the reference member
  const n = counts.length;
  await pool.query(
    `insert into "user" (id, name, email, email_verified, username, display_username)
     select 'sse-bench-' || i, 'SSE bench ' || i, 'sse-bench-' || i || '@bench.invalid', true,
       'ssebench' || i, 'ssebench' || i
     from generate_series(0, $1::int - 1) i`,
    [n],
  );
  await pool.query(`insert into profiles (user_id) select id from "user"`);
  await pool.query(`insert into token_balances (user_id, tokens) select id, 0 from "user"`);
  const { rows } = await pool.query<{ i: number; token: string }>(
    `insert into session (id, token, user_id, expires_at, ip_address, user_agent)
     select 'sse-bench-session-' || i, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
       'sse-bench-' || i, now() + interval '30 days', '127.0.0.1', 'penguin-sse-bench'
     from generate_series(0, $1::int - 1) i
     returning substr(id, 19)::int as i, token`,
    [n],
  );
  const tokens = new Map(rows.map((r) => [r.i, r.token]));
  return counts.map((streamCount, index) => {
    const token = tokens.get(index)!;
    return { index, userId: `sse-bench-${index}`, token, cookie: sessionCookie(token), streams: streamCount };
  });
}

/** better-call's signCookieValue: `${value}.${base64(HMAC-SHA256(secret, value))}`, URI-encoded. */
function sessionCookie(token: string): string {
  const signature = createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** One pending question per entry, before the server starts (their insert notifications reach nobody). */
async function insertQuestions(pool: pg.Pool, owners: Member[]): Promise<string[]> {
  const ids = owners.map(() => randomUUID());
  await pool.query(
    `insert into questions (id, user_id, question_text, locale, spent_tokens)
     select id, user_id, 'Will the ice hold for ' || user_id || '?', 'en', 1
     from unnest($1::uuid[], $2::text[]) as t(id, user_id)`,
    [ids, owners.map((m) => m.userId)],
  );
  return ids;
}

/**
 * Answers each question with the worker's one statement, one at a time with a random pause around `spacingMs`
 * in between, and times its arrival on every stream of its member (t0 = right after the commit). Appends to
 * `deliveries`; answers why it stopped early ('' when it did not).
 */
async function measureDeliveries(
  pool: pg.Pool,
  questions: Array<{ id: string; member: Member }>,
  byMember: Map<number, Stream[]>,
  waiters: Map<string, () => void>,
  spacingMs: number,
  alive: () => void,
  deliveries: Delivery[],
): Promise<string> {
  const connection = await pool.connect();
  let undelivered = 0;
  try {
    for (const { id, member } of questions) {
      alive();
      const streams = byMember.get(member.index) ?? [];
      const card = drawCard();
      const text = composeReading({ card, theme: 'general', locale: 'en', categoryName: null });
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        waiters.set(id, () => {
          if (streams.every((s) => s.received.has(id))) resolve();
        });
        timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
      });
      await connection.query(
        `update questions
         set answer_text = $1, card_key = $2, status = 'answered', answered_at = now(), lease_until = null
         where id = $3 and status = 'pending'`,
        [text, card.key, id],
      );
      const t0 = performance.now();
      await arrived;
      clearTimeout(timer);
      waiters.delete(id);
      const times = streams.map((s) => s.received.get(id)).filter((t): t is number => t !== undefined);
      const missing = streams.length - times.length;
      deliveries.push({
        first: times.length ? Math.min(...times) - t0 : Number.NaN,
        all: missing === 0 && times.length ? Math.max(...times) - t0 : Number.NaN,
        streams: streams.length,
        missing,
      });
      undelivered = missing ? undelivered + 1 : 0;
      if (undelivered === 10) {
        return `stopped after 10 updates in a row that did not reach every stream within ${DELIVERY_TIMEOUT_MS / 1000} s`;
      }
      await sleep(spacingMs * (0.5 + Math.random()));
    }
  } finally {
    connection.release();
  }
  return '';
}

/** Opens GET /api/events streams with plain node:http (no pooling limit) and parses their SSE frames. */
class SseClient {
  private readonly agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

  constructor(
    private readonly port: number,
    private readonly onQuestion: (stream: Stream, id: string, at: number) => void,
    private readonly onResync: () => void,
  ) {}

  /** Resolves once the stream's first bytes (`retry: 3000` and `: connected`) arrived. */
  open(member: Member): Promise<Stream> {
    return new Promise((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port: this.port,
        path: '/api/events',
        agent: this.agent,
        headers: { cookie: member.cookie, accept: 'text/event-stream' },
      });
      const stream: Stream = {
        member: member.index,
        request,
        received: new Map(),
        pings: 0,
        closedByServer: false,
        ended: false,
      };
      let settled = false;
      const fail = (reason: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.destroy();
        reject(new Error(reason));
      };
      const timer = setTimeout(() => fail(`no first bytes within ${OPEN_TIMEOUT_MS / 1000} s`), OPEN_TIMEOUT_MS);
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (!stream.ended) stream.closedByServer = settled;
        fail(error.code ?? error.message);
      });
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          fail(`HTTP ${response.statusCode}`);
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          const at = performance.now();
          if (!settled) {
            settled = true;
            clearTimeout(timer);
            resolve(stream);
          }
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            this.frame(stream, block, at);
          }
        });
        response.on('end', () => {
          if (!stream.ended) stream.closedByServer = true;
          fail('closed by the server before its first bytes');
        });
        response.on('error', () => {});
      });
      request.end();
    });
  }

  close(stream: Stream): void {
    stream.ended = true;
    stream.request.destroy();
  }

  private frame(stream: Stream, block: string, at: number) {
    let event = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line === ': ping') stream.pings++;
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'question') this.onQuestion(stream, (JSON.parse(data) as { id: string }).id, at);
    else if (event === 'resync') this.onResync();
  }
}

/** Requests every 250 ms during `ms`: GET /api/health (one pooled query) and a 404 under /api (no database). */
async function probe(appUrl: string, ms: number): Promise<Probe> {
  const result: Probe = { health: [], notFound: [], failed: 0 };
  const deadline = performance.now() + ms;
  for (let i = 0; performance.now() < deadline; i++) {
    const path = i % 2 === 0 ? '/api/health' : '/api/sse-bench-probe';
    const started = performance.now();
    try {
      const response = await fetch(`${appUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      (i % 2 === 0 ? result.health : result.notFound).push(performance.now() - started);
    } catch {
      result.failed++;
    }
    await sleep(Math.max(0, 250 - (performance.now() - started)));
  }
  return result;
}

/** Runs `task` every `ms` until the returned stop is awaited. */
function watch(task: () => Promise<void>, ms: number): () => Promise<void> {
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      await task().catch(() => {});
      await sleep(ms);
    }
  })();
  return async () => {
    stopped = true;
    await running;
  };
}

/** The server's connections to its database (the bench's own carry BENCH_APPLICATION). */
async function serverConnections(pool: pg.Pool, database: string): Promise<ConnectionCount> {
  const { rows } = await pool.query<{ state: string | null; query: string; n: number }>(
    `select state, query, count(*)::int as n from pg_stat_activity
     where datname = $1 and application_name <> $2 and backend_type = 'client backend'
     group by state, query`,
    [database, BENCH_APPLICATION],
  );
  const count: ConnectionCount = { total: 0, active: 0, idle: 0, listen: 0 };
  for (const row of rows) {
    count.total += row.n;
    if (/^\s*listen /i.test(row.query)) count.listen += row.n;
    else if (row.state === 'active') count.active += row.n;
    else count.idle += row.n;
  }
  return count;
}

/** The process's CPU use over the next `ms`, in % of one core. */
async function cpuOver(pid: number, ms: number): Promise<number> {
  const cpu = cpuTimeMs(pid);
  const started = performance.now();
  await sleep(ms);
  return ((cpuTimeMs(pid) - cpu) / (performance.now() - started)) * 100;
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
}

function openFilesLimit(pid: number | 'self'): number {
  const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
  return soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const stopServer = ({ child }: ChildServer) => stopChild(child);

function latencyCells(deliveries: Delivery[], pick: (d: Delivery) => number): number[] {
  const values = deliveries.map(pick).filter(Number.isFinite);
  return [percentile(values, 50), percentile(values, 95), percentile(values, 99), Math.max(...values)];
}

function report(r: Result): BenchSection {
  const kbPerStream = (r.rssN - r.rss0) / r.opened;
  const kbPerStreamSettled = (r.rssSettled - r.rss0) / r.opened;
  const ref = latencyCells(r.reference, (d) => d.all);
  const atN = latencyCells(r.atN, (d) => d.all);
  const firstN = latencyCells(r.atN, (d) => d.first);
  const missing = sum([...r.reference, ...r.atN].map((d) => d.missing));
  const expected = sum([...r.reference, ...r.atN].map((d) => d.streams));
  const multi = r.atN.filter((d) => d.streams > 1).length;
  const exact = missing === 0 && r.misdelivered === 0 && r.duplicates === 0;
  const expectedPings = r.opened * (r.heartbeatWindowMs / HEARTBEAT_MS);
  const pool = 10;
  const targets = {
    held: !r.failure && r.failed === 0 && r.closedByServer === 0,
    p95: atN[1]! < 1000,
    connections: r.connectionsMax <= pool + 1,
    exact,
  };
  const met = Object.values(targets).every(Boolean);

  const capacity = markdownTable(
    [
      'streams',
      'members',
      'opened OK / failed',
      'ramp-up',
      'server RSS at 0',
      `at ${fmtNumber(r.opened)}`,
      'per stream',
      'settled, per stream',
      'server DB connections at 0 / N (max)',
    ],
    [
      [
        fmtNumber(r.streams),
        fmtNumber(r.members),
        `${fmtNumber(r.opened)} / ${fmtNumber(r.failed)}`,
        `${r.rampSeconds.toFixed(1)} s`,
        `${fmtNumber(r.rss0 / 1024, 1)} MiB`,
        `${fmtNumber(r.rssN / 1024, 1)} MiB`,
        `${fmtNumber(kbPerStream, 1)} KB`,
        `${fmtNumber(kbPerStreamSettled, 1)} KB`,
        `${r.connections0.total} / ${r.connectionsN.total} (${r.connectionsMax})`,
      ],
    ],
    ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
  const latency = markdownTable(
    ['answer → member’s streams', 'samples', 'p50', 'p95', 'p99', 'max'],
    [
      ['1 stream open (reference)', String(r.reference.length), ...ref.map(fmtMs)],
      [`${fmtNumber(r.opened)} streams open: every stream of the member`, String(r.atN.length), ...atN.map(fmtMs)],
      [`${fmtNumber(r.opened)} streams open: first stream of the member`, String(r.atN.length), ...firstN.map(fmtMs)],
      ['ratio N ÷ 1 (every stream)', '', ...atN.map((v, i) => fmtRatio(v / ref[i]!))],
    ],
    ['l', 'r', 'r', 'r', 'r', 'r'],
  );
  const heartbeat = markdownTable(
    ['heartbeat', 'value'],
    [
      ['server CPU, idle with 0 streams', `${r.idleCpu0.toFixed(1)} % of a core`],
      [
        `server CPU over one heartbeat period (${(r.heartbeatWindowMs / 1000).toFixed(0)} s) with ${fmtNumber(r.opened)} streams, no updates`,
        `${r.heartbeatCpu.toFixed(1)} % of a core`,
      ],
      [
        'pings received in that period / about N × period ÷ interval',
        `${fmtNumber(r.heartbeatPings)} / ${fmtNumber(expectedPings)}`,
      ],
      [
        'GET /api/health during it: p50 / p99 / max',
        cellTriple(r.heartbeatProbe.health) + (r.heartbeatProbe.failed ? ` (${r.heartbeatProbe.failed} failed)` : ''),
      ],
      ['404 under /api (no database) during it: p50 / p99 / max', cellTriple(r.heartbeatProbe.notFound)],
    ],
    ['l', 'r'],
  );
  const lines = [
    ...(r.failure ? [`**Incomplete:** ${r.failure}. The numbers measured before that are shown.`, ''] : []),
    capacity,
    '',
    latency,
    '',
    heartbeat,
    '',
    `- Delivery: ${exact ? 'exact' : 'NOT EXACT'}: ${fmtNumber(expected - missing)} of ${fmtNumber(expected)} ` +
      `expected deliveries arrived (${r.atN.length} samples at N, ${multi} of them to members with several streams, ` +
      `each of which got it on every stream), ${r.misdelivered} reached another member's stream, ` +
      `${r.duplicates} arrived twice${r.resyncs ? `, ${r.resyncs} resync events` : ''}.`,
    ...(r.atNStopped ? [`- The updates at N ${r.atNStopped}.`] : []),
    `- Streams the server closed while they were open: ${r.closedByServer}.` +
      (r.failureReasons.length ? ` Failed opens: ${r.failureReasons.join('; ')}.` : ''),
    `- Server DB connections at N: ${r.connectionsN.active} active, ${r.connectionsN.idle} idle, ` +
      `${r.connectionsN.listen} LISTEN (pool of ${pool} + the listener); the streams hold none. Most ` +
      `running a query at once: ${r.activeMax} (sampled every second during the heartbeat period and the updates).`,
    `- RSS after closing every stream: ${fmtNumber(r.rssAfterClose / 1024, 1)} MiB. The bench's own event loop ` +
      `while measuring at N: p99 ${fmtMs(r.benchLoopP99)}, max ${fmtMs(r.benchLoopMax)}.`,
    ...(r.serverLogged.length ? [`- The server logged: ${r.serverLogged.map((m) => `"${m}"`).join(', ')}.`] : []),
    `- Targets (every stream held with no failure, p95 at N under 1 s, DB connections ≤ pool + listener, exact ` +
      `delivery): ${
        met
          ? 'met'
          : `NOT met (${Object.entries(targets)
              .filter(([, ok]) => !ok)
              .map(([k]) => k)
              .join(', ')})`
      }.`,
    '',
    `**How:** one production server (\`bench/serve.ts\` → server/main.ts, NODE_ENV=production, LOG_LEVEL=warn, ` +
      `WORKER=off, default SSE_HEARTBEAT_MS of ${HEARTBEAT_MS / 1000} s) in a child process on a fresh PostgreSQL ` +
      `database (${r.postgres}). ${fmtNumber(r.members + 1)} members with one session each are inserted with SQL and ` +
      `their session cookies signed like better-auth's (checked with GET /api/profile); streams per member cycle ` +
      `through ${STREAMS_PATTERN.join(', ')} (cap ${MAX_STREAMS_PER_MEMBER}). This process opens the streams with ` +
      `node:http, ${RAMP_BATCH} at a time, each counted once its first bytes arrive. RSS is VmRSS of ` +
      `/proc/<pid>/status (per stream = (RSS at N − RSS at 0) ÷ N, 0 = after a warm-up; "settled" is measured again after the idle heartbeat period, when V8 has collected the garbage of opening the streams), CPU the utime + stime ` +
      `delta of /proc/<pid>/stat, connections come from pg_stat_activity. An update is the worker's one-statement ` +
      `UPDATE to answered on a pending question of a random member; t0 is taken right after it committed, and the ` +
      `latency runs until every stream of that member parsed the \`question\` event; samples go one at a time, ` +
      `spaced over more than a heartbeat period. The reference is the same with one stream open, in the same run.`,
  ];
  const summary = [
    ...(r.failure ? [`sse-streams: INCOMPLETE: ${r.failure.slice(0, 200)}`] : []),
    `sse-streams: ${fmtNumber(r.opened)} / ${fmtNumber(r.streams)} streams open (${r.failed} failed), ` +
      `${fmtNumber(kbPerStream, 1)} KB RSS per stream just after opening them, ${fmtNumber(kbPerStreamSettled, 1)} KB ` +
      `after one idle heartbeat period, ${r.connectionsMax} server DB connections at most`,
    `  update → streams p50 / p95 / p99: ${atN
      .slice(0, 3)
      .map(fmtMs)
      .join(' / ')} at N vs ${ref.slice(0, 3).map(fmtMs).join(' / ')} at 1 stream (p95 ${fmtRatio(atN[1]! / ref[1]!)})`,
    `  heartbeat: ${r.heartbeatCpu.toFixed(1)} % server CPU at N (idle at 0: ${r.idleCpu0.toFixed(1)} %); delivery ` +
      `${exact ? 'exact' : 'NOT EXACT'}; targets ${met ? 'met' : 'NOT met'}`,
  ];
  return {
    title: 'Server-Sent Events at scale',
    markdown: lines.join('\n'),
    summary,
    incomplete: Boolean(r.failure) || r.opened === 0,
  };
}

function cellTriple(values: number[]): string {
  return `${fmtMs(percentile(values, 50))} / ${fmtMs(percentile(values, 99))} / ${fmtMs(Math.max(...values))}`;
}
