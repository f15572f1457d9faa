import { randomBytes, randomInt } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '#common/errors.ts';
import { createAuth } from '../auth/auth.ts';
import { createLimiter } from '../http/limits.ts';
import { LONE_SURROGATE } from '../http/nul-guard.ts';
import { DEFAULT_CATEGORIES } from '../modules/categories/repository.ts';
import {
  TEST_APP_URL,
  TestClient,
  createAskingMember,
  createTestApp,
  solveBotcheck,
  uniqueName,
  type TestApp,
} from '../test/test-app.ts';
import {
  Live,
  extraHeadersArb,
  originArb,
  pathParamArb,
  payloadArb,
  queryArb,
  stringsOf,
  toJsonText,
  type Json,
  type Known,
  type Origin,
  type Payload,
} from './fuzz-arbitraries.ts';

/**
 * Property tests with hostile input at every endpoint: each route of the OpenAPI document and each
 * better-auth endpoint reachable under /api/auth gets random bodies, query strings and path parameters,
 * mostly from a signed-in member with tokens (so requests pass the session and origin checks and reach
 * validation), sometimes from a visitor. Two properties:
 *   1. never a 5xx, and every error answers JSON in the app's shape (or better-auth's `{message, code}`);
 *   2. a refused request (4xx) changes no row: a snapshot of the database before equals the one after.
 * Generators are in fuzz-arbitraries.ts. fast-check prints the seed, path and shrunk counter-example of a
 * failure (replay below); a fixed bug stays as a plain example at the end of this file.
 */

const RUNS_PER_ROUTE = 35;
const RUNS_PER_AUTH_ROUTE = 25;
// better-auth endpoints of features this app does not offer (social sign-in, OAuth tokens, the closed
// account changes, its status pages): still fuzzed, with fewer runs.
const RUNS_PER_UNUSED_AUTH_ROUTE = 15;
const UNUSED_AUTH_ROUTE =
  /^\/api\/auth\/(sign-in\/social|callback|link-social|unlink-account|refresh-token|get-access-token|account-info|delete-user|update-user|change-email|ok|error)\b/;
const SHARED_DATABASE = Boolean(process.env.TEST_DATABASE_URL);
// Replays a reported failure: FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run server/security/fuzz.test.ts -t '<route>'
const REPLAY = process.env.FUZZ_SEED
  ? { seed: Number(process.env.FUZZ_SEED), path: process.env.FUZZ_PATH, verbose: 2 as const }
  : {};

// ---- the routes, read from the running app (top level: each becomes its own test) ----

type Route = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: boolean;
  body: string[];
  query: string[];
};

const app: TestApp = await createTestApp();
const routes: Route[] = await discoverRoutes(app);

async function discoverRoutes(app: TestApp): Promise<Route[]> {
  const spec = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, any>>;
  };
  const documented = Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Route['method'],
      path,
      auth: false,
      body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      query: (operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name as string),
    })),
  );
  // Every endpoint better-auth answers under /api/auth (the ones the app closes answer 404: fuzzed too).
  // The same factory the app builds its better-auth with, so the same endpoints.
  const auth = createAuth({
    config: app.config,
    db: app.database.db,
    mailer: app.mailer,
    limiter: createLimiter(app.database.db, { enabled: false }),
  });
  const betterAuth = Object.values(auth.api as Record<string, any>)
    .filter((endpoint) => typeof endpoint.path === 'string')
    .flatMap((endpoint) =>
      ([] as string[]).concat(endpoint.options?.method ?? 'GET').map((method) => ({
        method: method as Route['method'],
        path: `/api/auth${(endpoint.path as string).replace(/:(\w+)/g, '{$1}')}`,
        auth: true,
        // The username plugin adds its fields to sign-up at run time, outside the endpoint's schema.
        body: [
          ...fieldsOf(endpoint.options?.body),
          ...(endpoint.path === '/sign-up/email' ? ['username', 'displayUsername'] : []),
        ],
        query: [
          ...fieldsOf(endpoint.options?.query),
          ...(endpoint.path === '/callback/:id' ? ['state', 'code', 'error'] : []),
        ],
      })),
    );
  return [...documented, ...betterAuth];
}

/** The field names of a zod object schema, through optional, intersection and union wrappers. */
function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: any } } | undefined)?._zod?.def;
  switch (def?.type) {
    case 'object':
      return Object.keys(def.shape);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldsOf(def.innerType);
    case 'pipe':
      return fieldsOf(def.in);
    case 'intersection':
      return [...new Set([...fieldsOf(def.left), ...fieldsOf(def.right)])];
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
    default:
      return [];
  }
}

// ---- the run's members and state ----

let known: Known;
let aliceId: string;
/** The fuzzing member's cookie and password: a fuzzed sign-out or password change may replace them. */
const alice = { username: '', cookie: '', password: '', spentBotcheck: '' };
/** Bot-check signatures this file solved (the snapshot's scope on a shared database). */
const signatures = new Set<string>();

// Every request comes from its own address in 100.64.0.0/10 (test-app.ts hands out 10.x.x.x), so rate limits
// never stop the fuzzer before validation, and never count against another test file's addresses.
let addressCounter = randomInt(0, 1 << 22);
function freshAddress(): string {
  const n = addressCounter++ % (1 << 22);
  return `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

beforeAll(async () => {
  const member = await createAskingMember(app, 100);
  const other = await createAskingMember(app, 2);
  const idOf = async (client: TestClient) => (await client.get('/api/auth/get-session')).body.user.id as string;
  aliceId = await idOf(member.client);
  const otherId = await idOf(other.client);
  Object.assign(alice, { username: member.username, cookie: cookieHeader(member.client), password: member.password });

  alice.spentBotcheck = await freshBotcheck();
  const ask = async (client: TestClient, token: string) =>
    (
      await client.post('/api/questions', {
        question: 'Will the ice hold?',
        categoryId: member.categories[0]!.id,
        verificationToken: token,
        locale: 'en',
      })
    ).body.question_id as string;
  const entry = async (client: TestClient, questionId: string) =>
    (
      await client.post('/api/journal', {
        title: 'An entry',
        content: 'Reflection',
        category: 'General Guidance',
        mood: 'calm',
        entry_date: '2026-11-20',
        question_id: questionId,
      })
    ).body.id as string;
  const ownQuestion = await ask(member.client, alice.spentBotcheck);
  const foreignQuestion = await ask(other.client, await freshBotcheck());
  const ownEntries = [await entry(member.client, ownQuestion), await entry(member.client, ownQuestion)];
  const foreignEntry = await entry(other.client, foreignQuestion);
  known = {
    appUrl: TEST_APP_URL,
    emails: [member.email, other.email, member.email.toUpperCase()],
    usernames: [member.username, other.username, member.username.toUpperCase()],
    userIds: [aliceId, otherId],
    categoryIds: member.categories.map((c) => c.id),
    ownIds: [ownQuestion, ...ownEntries],
    foreignIds: [foreignQuestion, foreignEntry],
    ownQuestionIds: [ownQuestion],
    foreignQuestionIds: [foreignQuestion],
  };
});

// FUZZ_STATS=1 prints how often each route answered each status: how deep the generators reach.
const statuses = new Map<string, Map<number, number>>();
afterAll(async () => {
  if (process.env.FUZZ_STATS) {
    for (const [route, counts] of statuses)
      console.log(route, Object.fromEntries([...counts].sort(([a], [b]) => a - b)));
  }
  await app.close();
});

/** A solved bot-check token nobody has used yet. */
async function freshBotcheck(): Promise<string> {
  const token = await solveBotcheck(new TestClient(app));
  signatures.add(JSON.parse(Buffer.from(token, 'base64').toString('utf8')).challenge.signature);
  return token;
}

function sessionToken(): string {
  const value = /better-auth\.session_token=([^;]*)/.exec(alice.cookie)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}

/** After an accepted request that may end the session or change the password: sign in again when needed. */
async function ensureSession(): Promise<void> {
  const session = await app.inject({
    url: '/api/auth/get-session',
    headers: { cookie: alice.cookie },
    remoteAddress: freshAddress(),
  });
  if ((session.json() as { user?: { id?: string } } | null)?.user?.id === aliceId) return;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/username',
    remoteAddress: freshAddress(),
    headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
    payload: JSON.stringify({ username: alice.username, password: alice.password }),
  });
  if (signIn.statusCode !== 200) throw new Error(`the fuzzing member cannot sign in again: ${signIn.body}`);
  const cookies = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
  alice.cookie = cookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

// ---- the database snapshot ----

type Snapshot = Record<string, { rows: number; hash: string }>;
type Scope = 'everything' | { userIds: string[]; strings: string[]; signatures: string[] };

/**
 * The tables a refused request must leave alone, each with its rows on a shared database (PostgreSQL in
 * CI, where other test files write at the same time): rows of this file's members, rows a request could
 * create from the strings it sent (a user with that email or username, a verification with that
 * identifier), the bot-check solutions this file issued, and the default categories nobody edits.
 *
 * Left out, on purpose:
 * - `limit_counters`: every rate limit (http/limits.ts, auth/auth-limits.ts). Counting refused requests is
 *   their job: the per-email reset limit, say, counts a request with a valid email and a foreign `redirectTo`
 *   that better-auth then refuses — as a limit must.
 */
const TABLES: Array<{ table: string; key: string; mine: SQL; sharedColumns?: string }> = [
  {
    table: 'user',
    key: 'id',
    mine: sql`t.id in (select v from ids) or lower(t.email) in (select v from strs) or t.username in (select v from strs)`,
  },
  { table: 'session', key: 'id', mine: sql`t.user_id in (select v from ids)` },
  { table: 'account', key: 'id', mine: sql`t.user_id in (select v from ids)` },
  {
    table: 'verification',
    key: 'id',
    mine: sql`t.value in (select v from ids) or t.identifier in (select v from strs)`,
  },
  { table: 'categories', key: 'id', mine: sql`t.name in (select v from defaults)` },
  {
    table: 'questions',
    key: 'id',
    mine: sql`t.user_id in (select v from ids)`,
    // Another test file's reading worker may answer our pending questions at any moment on a shared
    // database: there, only the columns a request writes are compared, not the answer the worker adds.
    sharedColumns: 't.id, t.user_id, t.category_id, t.question_text, t.locale, t.spent_tokens, t.created_at',
  },
  { table: 'token_balances', key: 'user_id', mine: sql`t.user_id in (select v from ids)` },
  { table: 'purchases', key: 'id', mine: sql`t.user_id in (select v from ids)` },
  { table: 'profiles', key: 'id', mine: sql`t.user_id in (select v from ids)` },
  { table: 'journal_entries', key: 'id', mine: sql`t.user_id in (select v from ids)` },
  { table: 'botcheck_solutions', key: 'signature', mine: sql`t.signature in (select v from sigs)` },
];

/** Row count and a hash of the rows in primary-key order, per table, in one statement. */
async function snapshot(scope: Scope): Promise<Snapshot> {
  const everything = scope === 'everything';
  const list = (values: string[]) => JSON.stringify(values);
  const parts = TABLES.map(({ table, key, mine, sharedColumns }) => {
    const row = sql.raw(everything || !sharedColumns ? 't::text' : `(${sharedColumns})::text`);
    const where = everything ? sql`true` : mine;
    return sql`${table}::text, (select json_build_object('rows', count(*), 'hash', md5(coalesce(string_agg(${row}, E'\\n' order by t.${sql.raw(key)}), ''))) from ${sql.identifier(table)} t where ${where})`;
  });
  const { userIds = [], strings = [], signatures = [] } = everything ? {} : scope;
  const result = (await app.database.db.execute(sql`
    with ids as (select jsonb_array_elements_text(${list(userIds)}::jsonb) as v),
      strs as (select jsonb_array_elements_text(${list(strings)}::jsonb) as v),
      sigs as (select jsonb_array_elements_text(${list(signatures)}::jsonb) as v),
      defaults as (select jsonb_array_elements_text(${list(DEFAULT_CATEGORIES.map((c) => c.name))}::jsonb) as v)
    select json_build_object(${sql.join(parts, sql`, `)})::text as snapshot`)) as unknown as {
    rows: Array<{ snapshot: string }>;
  };
  return JSON.parse(result.rows[0]!.snapshot) as Snapshot;
}

/** The snapshot's scope for one request: everything on our own PGlite, our rows on a shared database. */
function scopeOf(strings: string[]): Scope {
  if (!SHARED_DATABASE) return 'everything';
  const candidates = new Set<string>();
  for (const value of strings) {
    if (value.length > 3000 || value.includes('\u0000') || LONE_SURROGATE.test(value)) continue;
    for (const variant of [value, value.trim(), value.toLowerCase(), value.trim().toLowerCase()]) {
      candidates.add(variant);
    }
  }
  return { userIds: known.userIds, strings: [...candidates], signatures: [...signatures] };
}

/** On our own PGlite nothing else writes: the snapshot after one refusal is the one before the next. */
let lastSnapshot: Snapshot | undefined;

// ---- requests ----

type FuzzRequest = {
  route: Route;
  member: boolean;
  origin: Origin;
  param: string;
  query: string;
  payload: Payload;
  headers: Record<string, string>;
};

function requestArb(route: Route): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET';
  return fc.record({
    route: fc.constant(route),
    member: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
    origin: originArb,
    param: route.path.includes('{') ? pathParamArb(known) : fc.constant(''),
    query: queryArb(route.query, known),
    payload: hasBody ? payloadArb(route.body, known) : fc.constant<Payload>({ kind: 'none' }),
    headers: extraHeadersArb,
  });
}

type Answer = { status: number; type: string; body: string; sent: string };

async function send(request: FuzzRequest, lives: Record<Live['name'], string>): Promise<Answer> {
  const { route, payload } = request;
  const url = route.path.replace(/\{[^}]+\}/g, request.param) + (request.query ? `?${request.query}` : '');
  const headers: Record<string, string> = { ...request.headers };
  if (request.origin === 'ours') headers.origin = TEST_APP_URL;
  else if (request.origin !== 'missing') headers.origin = request.origin === 'null' ? 'null' : 'https://evil.example';
  if (request.member) headers.cookie = alice.cookie;
  let body: string | Buffer | undefined;
  if (payload.kind === 'json') {
    body = toJsonText(payload.body, (name) => lives[name]);
    headers['content-type'] = payload.contentType;
  } else if (payload.kind === 'raw') {
    body = typeof payload.text === 'string' ? payload.text : Buffer.from(payload.text);
    if (payload.contentType !== undefined) headers['content-type'] = payload.contentType;
  }
  // A 200 from the event stream never ends: take it as a stream and let go of it once its headers are in.
  const stream = route.path === '/api/events';
  const response = await app.inject({
    method: route.method,
    url,
    headers,
    payload: body,
    remoteAddress: freshAddress(),
    ...(stream ? { payloadAsStream: true } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  let text = '';
  if (!stream) text = response.body;
  else if (response.statusCode === 200 && type.startsWith('text/event-stream')) response.stream().destroy();
  else text = await readAll(response.stream());
  return { status: response.statusCode, type, body: text, sent: typeof body === 'string' ? body : '' };
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const BetterAuthErrorSchema = z.object({ message: z.string(), code: z.string().optional() });

/** Property 1: no 5xx; JSON that parses; every error in our shape, or better-auth's on its routes. */
function expectWellFormed(route: Route, answer: Answer, context: string) {
  expect(answer.status, context).toBeLessThan(500);
  let parsed: unknown;
  if (answer.type.includes('json') && answer.body.length) {
    expect(() => (parsed = JSON.parse(answer.body)), context).not.toThrow();
  }
  if (answer.status < 400) return;
  expect(answer.type, context).toMatch(/^application\/json/);
  const ours = ErrorBodySchema.safeParse(parsed).success;
  const betterAuths = route.auth && BetterAuthErrorSchema.safeParse(parsed).success;
  expect(ours || betterAuths, context).toBe(true);
}

const diff = (before: Snapshot, after: Snapshot) =>
  Object.keys({ ...before, ...after }).filter(
    (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
  );

/** The new password of an accepted password change, read from the body as the server read it. */
function newPasswordOf(answer: Answer, request: FuzzRequest): string | undefined {
  const type = request.payload.kind === 'raw' ? (request.payload.contentType ?? '') : 'application/json';
  try {
    if (type.includes('x-www-form-urlencoded')) return new URLSearchParams(answer.sent).get('newPassword') ?? undefined;
    const value = JSON.parse(answer.sent) as { newPassword?: unknown };
    return typeof value.newPassword === 'string' ? value.newPassword : undefined;
  } catch {
    return undefined;
  }
}

const PASSWORD_CHANGES = new Set(['POST /api/profile/password', 'POST /api/auth/change-password']);

async function checkRequest(request: FuzzRequest): Promise<void> {
  const { route } = request;
  const needed = new Set<Live['name']>();
  if (request.payload.kind === 'json') stringsOf(request.payload.body, (name) => (needed.add(name), ''));
  const lives: Record<Live['name'], string> = {
    freshBotcheck: needed.has('freshBotcheck') ? await freshBotcheck() : '',
    spentBotcheck: alice.spentBotcheck,
    sessionToken: sessionToken(),
    password: alice.password,
  };
  const strings = [
    decodeSafely(request.param),
    ...[...new URLSearchParams(request.query).entries()].flat(),
    ...(request.payload.kind === 'json' ? stringsOf(request.payload.body as Json, (name) => lives[name]) : []),
    ...(request.payload.kind === 'raw' && typeof request.payload.text === 'string' ? [request.payload.text] : []),
  ];
  const scope = scopeOf(strings);
  const before = (scope === 'everything' && lastSnapshot) || (await snapshot(scope));
  lastSnapshot = undefined;

  const answer = await send(request, lives);
  const counts = statuses.get(`${route.method} ${route.path}`) ?? new Map<number, number>();
  statuses.set(`${route.method} ${route.path}`, counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1));
  const who = request.member ? 'member' : 'visitor';
  const context = `${route.method} ${route.path} as ${who} → ${answer.status} ${answer.body.slice(0, 300)}`;
  expectWellFormed(route, answer, context);

  if (answer.status >= 400) {
    // Property 2: a refusal leaves every row as it was.
    const after = await snapshot(scope);
    expect(diff(before, after), `rows changed by a refused request: ${context}`).toEqual([]);
    if (scope === 'everything') lastSnapshot = after;
  } else if (request.member && (route.auth || PASSWORD_CHANGES.has(`${route.method} ${route.path}`))) {
    if (answer.status === 200 && PASSWORD_CHANGES.has(`${route.method} ${route.path}`)) {
      alice.password = newPasswordOf(answer, request) ?? alice.password;
    }
    await ensureSession();
  }
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// ---- the properties ----

describe('fuzzing every endpoint', () => {
  it('covers every documented route and better-auth’s open endpoints', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/questions',
        'PUT /api/journal/{id}',
        'GET /api/events',
        'POST /api/profile/password',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/sign-in/username',
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-out',
        'POST /api/auth/request-password-reset',
        'POST /api/auth/reset-password',
        'POST /api/auth/revoke-sessions',
        'GET /api/auth/get-session',
        'GET /api/auth/verify-email',
      ]),
    );
    expect(routes.filter((r) => !r.auth).length).toBeGreaterThanOrEqual(22);
    // The field names the generators aim at, read from the schemas.
    expect(routes.find((r) => r.path === '/api/questions' && r.method === 'POST')?.body).toEqual(
      expect.arrayContaining(['question', 'categoryId', 'verificationToken', 'locale']),
    );
    expect(routes.find((r) => r.path === '/api/auth/sign-up/email')?.body).toEqual(
      expect.arrayContaining(['email', 'password', 'name', 'username']),
    );
  });

  it('the snapshot sees a changed row, over whole tables and over the scope used on a shared database', async () => {
    const email = `${uniqueName()}@example.com`;
    const scoped: Scope = { userIds: known.userIds, strings: [email], signatures: [] };
    const before = { whole: await snapshot('everything'), scoped: await snapshot(scoped) };
    const signUp = await new TestClient(app).signUp({ email, username: uniqueName(), password: 'penguin-pass' });
    expect(signUp.status).toBe(200);
    const rename = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { origin: TEST_APP_URL, cookie: alice.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Renamed', surname: 'Penguin' }),
    });
    expect(rename.statusCode).toBe(200);
    lastSnapshot = undefined;
    expect(diff(before.whole, await snapshot('everything'))).toEqual(
      expect.arrayContaining(['user', 'account', 'profiles', 'token_balances']),
    );
    expect(diff(before.scoped, await snapshot(scoped))).toEqual(expect.arrayContaining(['user', 'profiles']));
  });

  for (const route of routes) {
    // Room for fast-check to shrink a failure into a small counter-example before the test times out.
    it(`${route.method} ${route.path}`, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(route), async (request) => checkRequest(request)),
        {
          numRuns: !route.auth
            ? RUNS_PER_ROUTE
            : UNUSED_AUTH_ROUTE.test(route.path)
              ? RUNS_PER_UNUSED_AUTH_ROUTE
              : RUNS_PER_AUTH_ROUTE,
          interruptAfterTimeLimit: 100_000,
          ...REPLAY,
        },
      );
    });
  }
});

// Each found by the properties above, kept as plain examples (fixes in app.ts, auth/routes.ts, auth/auth.ts).
describe('counter-examples found by fuzzing', () => {
  const visitor = () => new TestClient(app);

  it('a malformed or over-long path parameter answers in the error shape', async () => {
    for (const [url, status] of [
      ['/api/journal/%zz', 400],
      ['/api/journal/%', 400],
      [`/api/questions/${'a'.repeat(101)}`, 414],
    ] as const) {
      const reply = await visitor().get(url);
      expect(reply.status, url).toBe(status);
      expect(ErrorBodySchema.parse(reply.body).error.code, url).toBe('BAD_REQUEST');
    }
  });

  it('a long random path under /api/auth is a 404, not a 500 from better-auth’s rate-limit index', async () => {
    const junk = randomBytes(2000).toString('hex');
    for (const [method, url] of [
      ['GET', `/api/auth/reset-password/${junk}?callbackURL=/`],
      ['GET', `/api/auth/callback/${junk}`],
      ['POST', `/api/auth/${junk}`],
    ] as const) {
      const reply = await visitor().request(method, url, method === 'POST' ? {} : undefined);
      expect(reply.status, url.slice(0, 40)).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('an unknown better-auth path answers our error shape, not `null`', async () => {
    const reply = await visitor().get('/api/auth/no-such-endpoint');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('a sign-up without a body, or with `null`, is a 400, not a TypeError in the username plugin', async () => {
    for (const payload of [undefined, 'null']) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: freshAddress(),
        headers: { origin: TEST_APP_URL, ...(payload ? { 'content-type': 'application/json' } : {}) },
        payload,
      });
      expect(reply.statusCode, String(payload)).toBe(400);
    }
  });

  it('a lone surrogate in an auth body is refused before better-auth stores a user or a reset token', async () => {
    const rows = async (query: SQL) =>
      ((await app.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    const email = `${uniqueName()}@example.com`;
    const signUp = await visitor().post('/api/auth/sign-up/email', {
      email,
      username: uniqueName(),
      name: 'Surrogate',
      password: 'penguin-pass',
      callbackURL: '/\ud800',
    });
    expect(signUp.status).toBe(400);
    expect(await rows(sql`select count(*)::int as n from "user" where email = ${email}`)).toBe(0);

    const member = known.emails[0]!;
    const resetsBefore = await rows(sql`select count(*)::int as n from verification where value = ${aliceId}`);
    const reset = await visitor().post('/api/auth/request-password-reset', { email: member, redirectTo: '/\ud800' });
    expect(reset.status).toBe(400);
    expect(await rows(sql`select count(*)::int as n from verification where value = ${aliceId}`)).toBe(resetsBefore);
  });

  it('verify-email with an untrusted callbackURL is refused (403), as in production, not a 500', async () => {
    const reply = await visitor().get('/api/auth/verify-email?callbackURL=null&token=');
    expect(reply.status).toBe(403);
  });
});
