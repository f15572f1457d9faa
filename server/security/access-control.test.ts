import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createAskingMember, createMember, createTestApp, type TestApp } from '../test/test-app.ts';

let app: TestApp;
let routes: Array<{ method: string; path: string }>;
// Endpoints anyone may call (docs/product.md §6.1: sign-up checks, categories, the human check, health, the reset-link check).
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/categories',
  'GET /api/botcheck/challenge',
  'GET /api/accounts/username-exists',
  'GET /api/accounts/email-registered',
  'GET /api/password-reset/check',
]);

beforeAll(async () => {
  app = await createTestApp();
  const spec = (await new TestClient(app).get('/api/docs/json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await app.close();
});

const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id);

describe('access control matrix (every documented endpoint)', () => {
  it('documents the member endpoints this matrix covers', () => {
    const member = routes.filter((r) => !PUBLIC.has(`${r.method} ${r.path}`)).map((r) => `${r.method} ${r.path}`);
    expect(member).toEqual(
      expect.arrayContaining([
        'POST /api/questions',
        'GET /api/questions/{id}',
        'PUT /api/questions/{id}/follow-up',
        'DELETE /api/questions/{id}/follow-up',
        'GET /api/journal/{id}',
        'PUT /api/journal/{id}',
        'DELETE /api/journal/{id}',
        'GET /api/events',
        'GET /api/profile',
        'GET /api/tokens/history',
      ]),
    );
  });

  it('answers 401 without a session on every member endpoint', async () => {
    const visitor = new TestClient(app);
    for (const { method, path } of routes) {
      if (PUBLIC.has(`${method} ${path}`)) continue;
      const reply = await visitor.request(
        method as never,
        fill(path, '00000000-0000-4000-8000-000000000000'),
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(reply.body.error.code, `${method} ${path}`).toBe('UNAUTHORIZED');
    }
  });

  it('answers 404 to member B for every id of member A, and A’s data stays as it was', async () => {
    const alice = await createAskingMember(app, 2);
    const questionId = (await alice.ask('Alice’s private question')).body.question_id as string;
    const entry = (
      await alice.client.post('/api/journal', {
        title: 'Alice’s entry',
        content: 'Private reflection',
        category: 'General Guidance',
        mood: 'calm',
        entry_date: '2026-11-20',
        question_id: questionId,
      })
    ).body;
    const bob = await createMember(app);
    const ids: Record<string, string> = {
      '/api/questions/{id}': questionId,
      '/api/questions/{id}/follow-up': questionId,
      '/api/journal/{id}': entry.id,
    };

    for (const { method, path } of routes) {
      const id = ids[path];
      if (!id) continue;
      const body =
        path === '/api/questions/{id}/follow-up'
          ? method === 'PUT'
            ? { resonated: 'yes' }
            : undefined
          : method === 'PUT'
            ? { title: 'Hijacked', content: 'x', category: 'General Guidance', mood: 'sad', entry_date: '2026-01-01' }
            : undefined;
      const reply = await bob.client.request(method as never, fill(path, id), body);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body?.error?.code, `${method} ${path}`).toBe('NOT_FOUND');
    }
    // Bob's lists hold nothing of Alice's.
    for (const list of [
      '/api/questions',
      '/api/questions/recent',
      '/api/questions/choices',
      '/api/journal',
      '/api/tokens/history',
    ]) {
      expect(JSON.stringify((await bob.client.get(list)).body), list).not.toMatch(/Alice’s|Private reflection/);
    }
    // Alice's entry is untouched.
    expect((await alice.client.get(`/api/journal/${entry.id}`)).body).toMatchObject({
      title: 'Alice’s entry',
      mood: 'calm',
    });
  });

  it('refuses every state-changing request with a foreign or missing Origin, changing nothing', async () => {
    const member = await createAskingMember(app, 3);
    const before = (await member.client.get('/api/tokens')).body.tokens;
    for (const { method, path } of routes) {
      if (method === 'GET') continue;
      const url = fill(path, '00000000-0000-4000-8000-000000000000');
      const foreign = await member.client.request(method as never, url, {}, { origin: 'https://evil.example' });
      expect(foreign.status, `${method} ${path} foreign`).toBe(403);
      const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const missing = await app.inject({
        method: method as never,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(missing.statusCode, `${method} ${path} without origin`).toBe(403);
    }
    // A classic cross-site form post is refused too.
    const form = await app.inject({
      method: 'POST',
      url: '/api/tokens/test-grant',
      headers: {
        cookie: [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    expect((await member.client.get('/api/tokens')).body.tokens).toBe(before);
  });
});

describe('bypasses found in review', () => {
  it('an encoded path does not dodge the origin check', async () => {
    const member = await createAskingMember(app, 0);
    const reply = await member.client.request(
      'POST',
      '/%61pi/tokens/test-grant',
      {},
      { origin: 'https://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect((await member.client.get('/api/tokens')).body.tokens).toBe(0);
  });

  it('better-auth’s update-user is closed: the username cannot be changed or cleared around /api/profile', async () => {
    const member = await createMember(app);
    for (const body of [{ username: 'hijacked_name' }, { username: null }, { name: 'x'.repeat(60_000) }]) {
      expect((await member.client.post('/api/auth/update-user', body)).status).toBe(404);
    }
    expect((await member.client.get('/api/profile')).body.username).toBe(member.username);
  });

  it('a NUL character in an auth body is a 400, not a 500', async () => {
    const reply = await new TestClient(app).post('/api/auth/reset-password', {
      token: 'a\u0000',
      newPassword: 'whatever1',
    });
    expect(reply.status).toBe(400);
  });

  it('an oversized or invalid email in a reset request stores nothing', async () => {
    const count = async () =>
      (
        (await app.database.db.execute(
          sql`select count(*)::int as n from limit_counters where key like 'resetPerEmail:%'`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n;
    const before = await count();
    for (const email of [`${'a'.repeat(60_000)}@example.com`, 'not-an-email']) {
      const reply = await new TestClient(app).post('/api/auth/request-password-reset', { email });
      expect(reply.status).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
  });

  it('a sign-up name over 100 characters is refused', async () => {
    const reply = await new TestClient(app).post('/api/auth/sign-up/email', {
      email: 'long-name@example.com',
      username: 'long_name_member',
      name: 'n'.repeat(101),
      password: 'slush-puppy-7',
    });
    expect(reply.status).toBe(400);
  });
});
