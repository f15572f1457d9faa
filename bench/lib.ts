// Shared helpers of the benchmarks (bench/README.md): statistics, Markdown, ports, the in-process app.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import type { DatabaseOptions } from '../server/db/client.ts';
import { ROOT, sleep } from '../server/test/process-helpers.ts';
import { startTestApp, type TestApp, type TestClient } from '../server/test/test-app.ts';

/** Both the in-process app and the child server sign with this, so sessions made by one are valid in the other. */
export const BENCH_AUTH_SECRET = 'penguin-oracle-bench-secret-0123456789abcdef';

/** What one benchmark hands to bench/run.ts: a report section and a few lines for stdout. */
export type BenchSection = {
  title: string;
  markdown: string;
  summary: string[];
  /** Part of it could not run (the numbers shown are still valid); `npm run bench` then exits with 1. */
  incomplete?: boolean;
};

/** Nearest-rank percentile (p in 0..100) of unsorted numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : Number.NaN;
}

export function fmtMs(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`;
}

export function fmtNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function fmtRatio(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)}×` : 'n/a';
}

export function markdownTable(header: string[], rows: string[][], align?: Array<'l' | 'r'>): string {
  const sep = header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(sep), ...rows.map(line)].join('\n');
}

/** A fixed-width table for stdout. */
export function textTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

export function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** The real app, in this process, on the given database (like server/test/test-app.ts's createTestApp). */
export async function createBenchApp(database: DatabaseOptions, env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: BENCH_AUTH_SECRET,
    // Pino writes to stdout, which carries the summary: silent unless asked (BENCH_LOG_LEVEL=warn).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    WORKER: 'off',
    READING_DELAY_MS: '0',
    ...env,
  });
  return startTestApp(config, database);
}

export function machineInfo(): Array<[string, string]> {
  const cpus = os.cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    if (dirty) commit += ' (uncommitted changes)';
  } catch {
    // not a git checkout
  }
  return [
    ['date', new Date().toString()],
    ['cpus', `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`],
    ['memory', `${Math.round(os.totalmem() / 2 ** 30)} GiB`],
    ['os', `${os.type()} ${os.release()} ${os.arch()}`],
    ['node', process.version],
    ['commit', commit],
  ];
}

export type ChildServer = {
  child: ChildProcess;
  /** The last lines the server wrote (warnings and errors: LOG_LEVEL=warn). */
  output: string[];
  /** How many lines it wrote, and the first distinct messages. */
  logged: { lines: number; messages: string[] };
};

/** server/main.ts in a child process, as production runs it (NODE_ENV=production, LOG_LEVEL=warn, WORKER=off). */
export async function startChildServer(
  port: number,
  appUrl: string,
  env: Record<string, string>,
): Promise<ChildServer> {
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

/**
 * A private copy of dist/web, served for the whole run: a `vite build` started meanwhile (the end-to-end suite,
 * `npm start`) empties dist/web and would break pages mid-run. Waits for a complete build (index.html and every
 * asset it names) for up to a minute.
 */
export async function snapshotWebBuild(): Promise<string> {
  const source = path.join(ROOT, 'dist', 'web');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'penguin-bench-web-'));
    try {
      fs.cpSync(source, copy, { recursive: true });
      const html = fs.readFileSync(path.join(copy, 'index.html'), 'utf8');
      const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (named.length > 0 && named.every((file) => fs.existsSync(path.join(copy, file)))) return copy;
    } catch {
      // being rebuilt right now
    }
    fs.rmSync(copy, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error('dist/web is missing or incomplete: run `npx vite build`');
    await sleep(2000);
  }
}

/** A PostgreSQL server as psql and node-postgres reach it (trust auth). */
export type PgServer = { host: string; port: number; user: string };
export const LOCAL_PG: PgServer = { host: '127.0.0.1', port: 5432, user: 'postgres' };

/** The maintenance database of `pg`, from where scratch databases are created (server/test/process-helpers.ts). */
export const adminUrlOf = ({ host, port, user }: PgServer) => `postgres://${user}@${host}:${port}/postgres`;

/** A member's session cookies (from the test client that signed them in) as a browser context takes them. */
export function browserCookies(client: TestClient) {
  return [...client.cookies].map(([name, value]) => ({
    name,
    value,
    domain: 'localhost',
    path: '/',
    httpOnly: true,
    // Served over HTTPS, the session cookie carries the `__Secure-` prefix, which a browser keeps only if Secure.
    secure: name.startsWith('__Secure-'),
    sameSite: 'Lax' as const,
  }));
}
