import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Category } from '#common/schemas/questions.ts';

/** The Origin the test app expects (server/test/test-app.ts TEST_APP_URL). */
const TEST_APP_ORIGIN = 'http://localhost:3999';
const realFetch = globalThis.fetch;

export type Member = { username: string; categories: Category[] };

/**
 * The real app (server/test/test-app.ts: PGlite, or PostgreSQL with TEST_DATABASE_URL) on a real port, in a
 * process of its own (web/test/app-server-process.ts), for component tests whose pages fetch.
 */
export type AppServer = {
  /** The app's address, e.g. http://127.0.0.1:41234. */
  base: string;
  /** A new signed-in, email-confirmed member with this many tokens. */
  member: (tokens?: number) => Promise<Member>;
  /** Asks through the API as the member (another tab, say), solving the bot check. */
  ask: (member: Member, question: string, extra?: Record<string, unknown>) => Promise<{ status: number; body: any }>;
  /** Answers every waiting question now, as the reading worker does. */
  answerAll: () => Promise<void>;
  /** Moves a reading, its answer included, `days` back in time (its follow-up falls due). */
  moveBack: (id: string, days: number) => Promise<void>;
  /** The member's session cookie, as the browser sends it. */
  cookie: (member: Member) => Promise<string>;
  /** A call to the app as the member, outside the page: what the server holds. */
  get: (member: Member, url: string) => Promise<any>;
  close: () => Promise<void>;
};

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const script = path.join(import.meta.dirname, 'app-server-process.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(env)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the test app exited with ${code}`)));
  });
  const { base, control } = JSON.parse(firstLine) as { base: string; control: string };

  async function command<T>(name: string, body: unknown = {}): Promise<T> {
    const response = await realFetch(`${control}/${name}`, { method: 'POST', body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${name}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  return {
    base,
    member: (tokens = 20) => command<Member>('member', { tokens }),
    ask: (member, question, extra) => command('ask', { member: member.username, question, extra }),
    answerAll: () => command('answerAll'),
    moveBack: async (id, days) => {
      await command('moveBack', { id, days });
    },
    cookie,
    async get(member, url) {
      const response = await realFetch(new URL(url, base), { headers: { cookie: await cookie(member) } });
      return response.json();
    },
    close: async () => {
      child.stdin!.end();
      await exited;
    },
  };

  async function cookie(member: Member) {
    return (await command<{ cookie: string }>('cookie', { member: member.username })).cookie;
  }
}

/**
 * Points the page's `fetch` at the real app as this member's browser: the same relative URLs, the member's session
 * cookie and our Origin. jsdom has no fetch of its own, and Node's does not take jsdom's AbortSignal, so the abort
 * is kept here. Answers the stub, whose calls the test may read.
 */
export async function browseAs(server: AppServer, member: Member) {
  const cookie = await server.cookie(member);
  const browserFetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), server.base);
    const signal = init.signal;
    const abort = () => new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) throw abort();
    const response = realFetch(url, {
      ...init,
      signal: undefined,
      headers: { ...(init.headers as Record<string, string>), origin: TEST_APP_ORIGIN, cookie },
    });
    if (!signal) return response;
    return Promise.race([
      response,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abort()))),
    ]);
  });
  vi.stubGlobal('fetch', browserFetch);
  return browserFetch;
}

/**
 * jsdom has no Web Worker: this one runs the same altcha-lib solver as web/features/ask/solver.worker.ts, in the
 * page's thread, so the ask page's bot check really solves the server's challenge.
 */
export class SolverWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private terminated = false;

  postMessage(challenge: Challenge) {
    void solveChallenge({ challenge, deriveKey })
      .then((solution) => ({ solution }))
      .catch((error: unknown) => ({ error: String(error) }))
      .then((data) => {
        if (!this.terminated) this.onmessage?.(new MessageEvent('message', { data }));
      });
  }

  terminate() {
    this.terminated = true;
  }
}

/**
 * The app server of one test file: started before its first test, closed after its last. Call at the top of the
 * file; the answer forwards to the running server.
 */
export function appServerForFile(env: Record<string, string> = {}): AppServer {
  let started: AppServer | undefined;
  beforeAll(async () => {
    started = await startAppServer(env);
  }, 60_000);
  // Closing waits for the child to end its embedded database: seconds on a busy machine, like starting it.
  afterAll(async () => {
    await started?.close();
  }, 60_000);
  const live = () => {
    if (!started) throw new Error('The app server has not started yet: use it inside a test.');
    return started;
  };
  return {
    get base() {
      return live().base;
    },
    member: (tokens) => live().member(tokens),
    ask: (member, question, extra) => live().ask(member, question, extra),
    answerAll: () => live().answerAll(),
    moveBack: (id, days) => live().moveBack(id, days),
    cookie: (member) => live().cookie(member),
    get: (member, url) => live().get(member, url),
    close: () => live().close(),
  };
}
