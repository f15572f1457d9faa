// Hostile checks on sessions and per-client limits that the feature suites (auth, password-reset, questions)
// do not already make: session fixation and forged tokens, the reset-mail limit per client address, journal writes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, createMember, createTestApp, uniqueName } from '../test/test-app.ts';

const SESSION = 'better-auth.session_token';
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('sessions', () => {
  it('replaces a planted session cookie at sign-in, and the planted value never becomes valid', async () => {
    const { email, password } = await createMember(app);
    const victim = new TestClient(app);
    const planted = 'attacker-chosen-token.c2lnbmF0dXJl';
    victim.cookies.set(SESSION, planted);
    expect((await victim.get('/api/tokens')).status).toBe(401);

    expect((await victim.signInWithEmail(email, password)).status).toBe(200);
    expect(victim.cookies.get(SESSION)).toBeDefined();
    expect(victim.cookies.get(SESSION)).not.toBe(planted);
    expect((await victim.get('/api/tokens')).status).toBe(200);
    const attacker = new TestClient(app);
    attacker.cookies.set(SESSION, planted);
    expect((await attacker.get('/api/tokens')).status).toBe(401);
  });

  it('gives a new session id at each sign-in of the same browser, and the one before stops working', async () => {
    const { email, password } = await createMember(app);
    const browser = new TestClient(app);
    await browser.signInWithEmail(email, password);
    const first = browser.cookies.get(SESSION)!;
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    await browser.signInWithEmail(email, password);
    const second = browser.cookies.get(SESSION)!;
    expect(second).not.toBe(first);
    const replay = await new TestClient(app).get('/api/tokens', { cookie: `${SESSION}=${first}` });
    expect(replay.status).toBe(401);
    expect((await browser.get('/api/tokens')).status).toBe(200);
  });

  it('refuses a session token whose signature was altered', async () => {
    const { client } = await createMember(app);
    expect((await client.get('/api/tokens')).status).toBe(200);
    const [token = ''] = decodeURIComponent(client.cookies.get(SESSION)!).split('.');
    const forged = await new TestClient(app).get('/api/tokens', {
      cookie: `${SESSION}=${encodeURIComponent(`${token}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`)}`,
    });
    expect(forged.status).toBe(401);
  });
});

describe('per-client limits leave other clients alone', () => {
  it('reset mails: one address asking for many emails is stopped after 5; another address is served', async () => {
    const requestReset = (client: TestClient) =>
      client.post('/api/auth/request-password-reset', {
        email: `${uniqueName()}@example.com`,
        redirectTo: '/reset-password',
      });
    const flooder = new TestClient(app);
    for (let i = 0; i < 5; i++) expect((await requestReset(flooder)).status).toBe(200);
    expect((await requestReset(flooder)).status).toBe(429);
    expect((await requestReset(new TestClient(app))).status).toBe(200);
  });

  it('journal writes: the 61st in a minute from one address is refused; the same member elsewhere still writes', async () => {
    const { email, password, client } = await createMember(app);
    const entry = (n: number) => ({
      title: `Entry ${n}`,
      content: 'The ice holds.',
      category: 'Love',
      mood: 'calm',
      entry_date: '2026-11-20',
    });
    for (let i = 0; i < 60; i++) expect((await client.post('/api/journal', entry(i))).status).toBe(201);
    const refused = await client.post('/api/journal', entry(60));
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect((await client.get('/api/journal')).body).toHaveLength(60);
    const phone = new TestClient(app);
    await phone.signInWithEmail(email, password);
    expect((await phone.post('/api/journal', entry(61))).status).toBe(201);
  });
});
