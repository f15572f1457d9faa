import { randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../db/client.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { grantTokens } from '../modules/tokens/repository.ts';
import { createReadingWorker, type WorkerOptions } from '../oracle/worker.ts';

export const TEST_APP_URL = 'http://localhost:3999';

/**
 * A self-signed certificate for localhost and 127.0.0.1, for tests and benchmarks only, as the server's TLS
 * variables. Made with:
 *   openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500 -subj /CN=localhost \
 *     -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" -keyout localhost-key.pem -out localhost-cert.pem
 */
export const TEST_TLS_ENV = {
  TLS_CERT_FILE: path.join(import.meta.dirname, 'tls', 'localhost-cert.pem'),
  TLS_KEY_FILE: path.join(import.meta.dirname, 'tls', 'localhost-key.pem'),
};

/**
 * The app a test drives, with the handles the test built and handed in: its configuration, its database and its
 * dev-outbox mailer (routes never see these: they get their dependencies as plugin options).
 */
export type TestApp = FastifyInstance & { config: Config; database: Database; mailer: Mailer };

/**
 * The real app on a real database: in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set
 * (CI runs the suite both ways).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_APP_URL,
    WEB_DIST: '/nonexistent-web-dist',
    // Tests drive the worker themselves and solve cheap challenges.
    WORKER: 'off',
    READING_DELAY_MS: '0',
    BOTCHECK_MAX_NUMBER: '200',
    ASK_RATE_LIMIT: '1000',
    ...env,
  });
  const url = process.env.TEST_DATABASE_URL;
  return startTestApp(config, url ? { kind: 'postgres', url, poolSize: 12 } : { kind: 'pglite' });
}

/** Opens the database, builds the app with a dev-outbox mailer and keeps the handles (tests, bench, sqlmap). */
export async function startTestApp(config: Config, databaseOptions: DatabaseOptions): Promise<TestApp> {
  const database = await openDatabase(databaseOptions);
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    log: pino({ level: config.logLevel }),
    production: config.env === 'production',
  });
  const app = await buildApp({ config, database, mailer });
  await app.ready();
  return Object.assign(app, { config, database, mailer });
}

export function uniqueName(prefix = 'm'): string {
  return `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

type Reply = { status: number; body: any; headers: Record<string, unknown>; cookies: string[] };

// Test files share one database on PostgreSQL, and rate limits live there: each file takes a random block
// of addresses so no two files ever count against the same one.
let addressBlock = randomInt(0, 1 << 16);
let addressCounter = 0;
function nextAddress(): string {
  if (++addressCounter > 250) {
    addressCounter = 1;
    addressBlock = (addressBlock + 1) % (1 << 16);
  }
  return `10.${addressBlock >> 8}.${addressBlock & 255}.${addressCounter}`;
}

/**
 * A member's browser against the app: keeps cookies, sends our Origin, and comes from its own
 * address so rate limits of one test never touch another.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly address = nextAddress();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = TEST_APP_URL,
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      headers: {
        origin: this.origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []);
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    let parsed: unknown = response.body;
    try {
      parsed = JSON.parse(response.body);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, body: parsed, headers: response.headers, cookies: setCookies };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  signUp(input: { email: string; username: string; password: string }, headers?: Record<string, string>) {
    return this.post('/api/auth/sign-up/email', { ...input, name: input.username, callbackURL: '/' }, headers);
  }

  signInWithUsername(username: string, password: string) {
    return this.post('/api/auth/sign-in/username', { username, password });
  }

  signInWithEmail(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

/** The newest dev-outbox link mailed to `email`. */
export function lastMailLink(app: TestApp, email: string, kind?: string): string {
  const mail = app.mailer.outbox?.find((m) => m.to === email && (!kind || m.kind === kind));
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail.link;
}

/** Signs up, confirms through the mailed link and signs in: a ready member. */
export async function createMember(app: TestApp, password = 'penguin-pass', origin = TEST_APP_URL) {
  const client = new TestClient(app, origin);
  const username = uniqueName();
  const email = `${username}@example.com`;
  const signUp = await client.signUp({ email, username, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const link = new URL(lastMailLink(app, email, 'verifyEmail'));
  const verify = await client.get(link.pathname + link.search);
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  return { client, email, username, password };
}

/** Two browsers of the member, each signed in with a session of its own (say a laptop and a phone). */
export async function twoSignedInBrowsers(
  app: TestApp,
  { email, password }: { email: string; password: string },
): Promise<[TestClient, TestClient]> {
  const browsers: [TestClient, TestClient] = [new TestClient(app), new TestClient(app)];
  for (const browser of browsers) await browser.signInWithEmail(email, password);
  return browsers;
}

/** Solves a bot-check challenge the way the browser widget does; answers the verification token. */
export async function solveBotcheck(client: TestClient): Promise<string> {
  const reply = await client.get('/api/botcheck/challenge');
  const challenge = reply.body.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A member with tokens granted and the categories listed, ready to ask. */
export async function createAskingMember(app: TestApp, tokens = 20) {
  const member = await createMember(app);
  if (tokens > 0) {
    const user = await member.client.get('/api/auth/get-session');
    await grantTokens(app.database.db, { userId: user.body.user.id, tokens, kind: 'admin_grant' });
  }
  const categories = (await member.client.get('/api/categories')).body as Array<{ id: string; name: string }>;
  const ask = async (question: string, extra: Record<string, unknown> = {}) =>
    member.client.post('/api/questions', {
      question,
      categoryId: categories[0]!.id,
      verificationToken: await solveBotcheck(member.client),
      locale: 'en',
      ...extra,
    });
  return { ...member, categories, ask };
}

/** The member's token balance, as the API answers it. */
export async function tokensOf(client: TestClient): Promise<number> {
  return (await client.get('/api/tokens')).body.tokens as number;
}

/** How many readings the member's answer log holds. */
export async function answerLogTotal(client: TestClient): Promise<number> {
  return (await client.get('/api/questions')).body.total as number;
}

/** A reading worker on the test's database, driven by the test: no reading delay, no sweeps of its own. */
export function testWorker(app: TestApp, options: Partial<WorkerOptions> = {}) {
  return createReadingWorker({
    database: app.database,
    log: app.log,
    leaseSeconds: 30,
    sweepMs: 60_000,
    readingDelayMs: 0,
    ...options,
  });
}

/** Answers every question pending now, as a reading worker does, without the reading delay. */
export function answerPending(app: TestApp): Promise<number> {
  return testWorker(app).runOnce();
}
