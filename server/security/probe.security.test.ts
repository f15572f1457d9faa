import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, isErrorShape, killSpawned, startServer, type ServerHandle } from '../faults/harness.ts';
import { createScratchDatabase, query } from '../test/process-helpers.ts';

// The outside probe of a production-mode instance, replayed hole by hole (docs/security.md, "The probe"): real
// server processes in production mode on a fresh PostgreSQL database, rate limits on, spoken to over HTTP.
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.warn('[probe] skipped: needs TEST_DATABASE_URL (a real PostgreSQL)');

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'probe-secret-probe-secret-probe-secret-0123456789',
  RATE_LIMITS: 'true',
};

const address = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A client of one address, sending our Origin and JSON. */
function clientOf(server: ServerHandle, from = address()) {
  let cookie = '';
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: server.appUrl,
        'x-forwarded-for': from,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : Buffer.isBuffer(body)
              ? new Uint8Array(body)
              : JSON.stringify(body),
    });
    const set = cookieOf(response);
    if (set) cookie = set;
    const text = await response.text();
    let json: any = text;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: json, headers: response.headers };
  };
  return {
    from,
    send,
    post: (url: string, body: unknown = {}) => send('POST', url, body),
    get: (url: string) => send('GET', url),
  };
}

/** Signs up; production sends no mail without SMTP, so the probe confirms the address in the database. */
async function member(server: ServerHandle, url: string, password = 'glacier-waddle-42') {
  const client = clientOf(server);
  const username = `probe_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const email = `${username}@example.com`;
  const signUp = await client.post('/api/auth/sign-up/email', { email, username, name: username, password });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  await query(url, `update "user" set email_verified = true where email = $1`, [email]);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
  return { client, email, username, password };
}

describe.skipIf(!databaseUrl)('the outside probe, replayed against production mode', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerHandle;
  let webDist: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl!, 'probe');
    // A built web app with source maps beside its scripts, as a careless build would leave them.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Penguin Oracle</title>');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.map'), '{"sources":["web/main.tsx"]}');
    server = await startServer('probe', scratch.url, { ...PRODUCTION, WEB_DIST: webDist });
  }, 120_000);

  afterAll(async () => {
    await killSpawned();
    await scratch?.drop();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('1: a password change needs the current password, and a wrong one is limited per member', async () => {
    const { client, email, password } = await member(server, scratch.url);
    const spaces = await client.post('/api/profile/password', { newPassword: '      ', confirmation: '      ' });
    expect(spaces.status).toBe(400);
    const wrong = {
      currentPassword: 'not-my-password',
      newPassword: 'fjord-lantern-77',
      confirmation: 'fjord-lantern-77',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.post('/api/profile/password', wrong)).status);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Still the old password: nothing changed.
    expect((await clientOf(server).post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
  });

  it('2: test tokens are off in production unless the operator turns them on', async () => {
    const { client } = await member(server, scratch.url);
    const grants = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/tokens/test-grant')));
    expect(grants.every((g) => g.status === 403 && g.body.error.code === 'TEST_TOKENS_DISABLED')).toBe(true);
    expect((await client.get('/api/tokens')).body.tokens).toBe(0);
  });

  it('2: with the test period on, one grant a day, also across two instances', async () => {
    const env = { ...PRODUCTION, TEST_TOKENS_ENABLED: 'true' };
    const [a, b] = await Promise.all([
      startServer('probe-a', scratch.url, env),
      startServer('probe-b', scratch.url, env),
    ]);
    const { client, username } = await member(a, scratch.url);
    const grants = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? client : clientOf(b)).post('/api/tokens/test-grant')),
    );
    // The b-clients have no session: only the member's own requests count.
    const own = grants.filter((_, i) => i % 2);
    expect(own.filter((g) => g.status === 200)).toHaveLength(1);
    expect(own.filter((g) => g.status !== 200).every((g) => g.status === 409 || g.status === 429)).toBe(true);
    const rows = await query<{ n: string }>(
      scratch.url,
      `select count(*) as n from purchases p join "user" u on u.id = p.user_id where u.username = $1`,
      [username],
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('3: signing in to an unconfirmed account does not mail the address without limit', async () => {
    // Production without SMTP sends nothing; the counters of the one mail limit are what the probe can see.
    const attacker = clientOf(server);
    const email = `victim_${randomUUID().slice(0, 8)}@example.com`;
    await attacker.post('/api/auth/sign-up/email', {
      email,
      username: `victim_${randomUUID().replaceAll('-', '').slice(0, 10)}`,
      name: 'victim',
      password: 'glacier-waddle-42',
    });
    for (let i = 0; i < 10; i++) {
      const reply = await clientOf(server).post('/api/auth/sign-in/email', { email, password: 'glacier-waddle-42' });
      expect(reply.status).toBe(403);
    }
    const counted = await query<{ count: number }>(scratch.url, `select count from limit_counters where key like $1`, [
      `mailPerEmail:%${email}%`,
    ]);
    expect(counted[0]!.count).toBeGreaterThan(5);
  });

  it('4: common and short passwords are refused at sign-up', async () => {
    const client = clientOf(server);
    for (const password of ['123456', 'password', '      ', 'password1', 'qwertyuiop']) {
      const username = `weak_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
      const reply = await client.post('/api/auth/sign-up/email', {
        email: `${username}@example.com`,
        username,
        name: username,
        password,
      });
      expect(reply.status, password).toBe(400);
    }
  });

  it('5: a used reset link voids every older one, and a password change voids them all', async () => {
    const { email, password } = await member(server, scratch.url);
    const tokens = async () =>
      (
        await query<{ identifier: string }>(
          scratch.url,
          `select v.identifier from verification v join "user" u on u.id = v.value
           where u.email = $1 and v.identifier like 'reset-password:%' order by v.created_at`,
          [email],
        )
      ).map((row) => row.identifier.slice('reset-password:'.length));
    const ask = () =>
      clientOf(server).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const [older, newer] = await tokens();
    const visitor = clientOf(server);
    expect(
      (await visitor.post('/api/auth/reset-password', { token: newer, newPassword: 'fjord-lantern-77' })).status,
    ).toBe(200);
    expect(
      (await visitor.post('/api/auth/reset-password', { token: older, newPassword: 'attacker-pass-99' })).status,
    ).toBe(400);
    expect(await tokens()).toEqual([]);
    // A change on the profile voids an outstanding link too.
    const signedIn = clientOf(server);
    expect((await signedIn.post('/api/auth/sign-in/email', { email, password: 'fjord-lantern-77' })).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect(await tokens()).toHaveLength(1);
    const change = await signedIn.post('/api/profile/password', {
      currentPassword: 'fjord-lantern-77',
      newPassword: password,
      confirmation: password,
    });
    expect(change.status).toBe(200);
    expect(await tokens()).toEqual([]);
  });

  it('4: common and short passwords are refused on reset and change too', async () => {
    const { client, password } = await member(server, scratch.url);
    for (const weak of ['123456', 'password1', '        ']) {
      const change = await client.post('/api/profile/password', {
        currentPassword: password,
        newPassword: weak,
        confirmation: weak,
      });
      expect(change.status, weak).toBe(400);
    }
    const reset = await clientOf(server).post('/api/auth/reset-password', { token: 'x', newPassword: 'password1' });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('PASSWORD_TOO_COMMON');
  });

  it('6: one sign-in limit per address across email and username, and one per account across addresses', async () => {
    const { email, username } = await member(server, scratch.url);
    const one = clientOf(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await one.post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' })).status);
      statuses.push((await one.post('/api/auth/sign-in/username', { username, password: 'wrong-password-1' })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(10);
    // From fresh addresses, the account's own failures still stop the guesser…
    let refused = false;
    for (let i = 0; i < 12 && !refused; i++) {
      refused =
        (await clientOf(server).post('/api/auth/sign-in/email', { email, password: 'guess-' + i })).status === 429;
    }
    expect(refused).toBe(true);
    // …while the owner can still ask for a reset link.
    const reset = await clientOf(server).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(200);
  });

  it('7: limits hold across instances and restarts (one store in the database)', async () => {
    // The sign-up form's account checks were counted in each process's memory: 30 a minute per address.
    const from = address();
    const a = await startServer('probe-limit-a', scratch.url, PRODUCTION);
    const check = async (target: ServerHandle, n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) {
        statuses.push((await clientOf(target, from).get(`/api/accounts/username-exists?username=u${i}`)).status);
      }
      return statuses;
    };
    expect((await check(a, 20)).every((s) => s === 200)).toBe(true);
    await a.proc.kill('SIGTERM');
    const b = await startServer('probe-limit-b', scratch.url, PRODUCTION);
    const after = await check(b, 11);
    expect(after.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(after[10]).toBe(429);
    // The shared server counts the same address too.
    expect((await check(server, 1))[0]).toBe(429);
  });

  it('8: no source maps, HEAD like GET, our error shape for unknown methods, no docs in production', async () => {
    const map = await fetch(`${server.base}/assets/app-1a2b.js.map`);
    expect(map.status).toBe(404);
    expect((await fetch(`${server.base}/assets/app-1a2b.js`)).status).toBe(200);
    for (const page of ['/', '/login', '/member']) {
      const get = await fetch(`${server.base}${page}`);
      const head = await fetch(`${server.base}${page}`, { method: 'HEAD' });
      expect(head.status, page).toBe(get.status);
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    }
    const odd = await fetch(`${server.base}/api/journal`, { method: 'PROPFIND' });
    expect(isErrorShape(await odd.json())).toBe(true);
    expect((await fetch(`${server.base}/api/docs`)).status).toBe(404);
    expect((await fetch(`${server.base}/api/docs/json`)).status).toBe(404);
  });

  it('8: invalid UTF-8 and lone surrogates are refused, not stored as U+FFFD', async () => {
    const { client } = await member(server, scratch.url);
    const entry = (title: string) =>
      `{"title":${title},"content":"c","category":"Love","mood":"calm","entry_date":"2026-11-01"}`;
    const broken = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","surname":"x"}'),
    ]);
    expect((await client.send('PUT', '/api/profile', broken)).status).toBe(400);
    expect((await client.send('POST', '/api/journal', entry('"\\ud800"'))).status).toBe(400);
    const stored = await query<{ n: string }>(
      scratch.url,
      `select count(*) as n from profiles where name like '%' || chr(65533) || '%'`,
    );
    expect(Number(stored[0]!.n)).toBe(0);
  });
});
