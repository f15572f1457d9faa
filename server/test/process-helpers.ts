// What the benchmarks (bench/), the fault and scale tests (server/faults/harness.ts) and the sqlmap run share:
// free ports, sleeping, scratch databases, a process's CPU time and stopping a child server.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository's root: child servers run from there. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs one statement on `url` with a short-lived connection. */
export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A database of its own, `<prefix>_<random>`, on the PostgreSQL server of `baseUrl` (any database there the
 * caller may connect to); `drop()` removes it even while connections remain.
 */
export async function createScratchDatabase(baseUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = baseUrl;
  let version: string;
  try {
    [{ server_version: version }] = (await query<{ server_version: string }>(admin, 'show server_version')) as [
      { server_version: string },
    ];
    await query(admin, `create database ${name}`);
  } catch (error) {
    throw new Error(`could not create a scratch database on the server of ${baseUrl}: ${String(error)}`);
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    version,
    url: url.toString(),
    async drop() {
      await query(admin, `drop database if exists ${name} with (force)`).catch(() => {});
    },
  };
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, in ms; NaN where /proc is missing (not Linux). */
export function cpuTimeMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields 14 and 15 of proc(5), counted from after the command name (field 3 is fields[0]).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/** Stops a child server as an operator would: SIGTERM (it drains), SIGKILL after `graceMs`. Only this child. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
