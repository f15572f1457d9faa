// Hostile checks on sessions and per-client limits that the feature suites (auth, password-reset, questions)
// do not already make: session fixation and forged tokens, the reset-mail limit per client address, journal writes.
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app-for-file.ts';
import { TestClient, createMember, uniqueName } from '../test/test-app.ts';

const SESSION = 'better-auth.session_token';
const app = testAppForFile();

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

describe('mails a visitor can make us send: one limit per recipient and per client, whatever the route', () => {
  const mailsTo = (email: string) => app.mailer.outbox!.filter((m) => m.to === email).length;

  it('signing in to an unconfirmed account mails at most 5 times in 15 minutes, and still says EMAIL_NOT_VERIFIED', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await new TestClient(app).signUp({ email, username, password: 'glacier-waddle-42' });
    expect(mailsTo(email)).toBe(1);
    for (let i = 0; i < 10; i++) {
      // Every try from its own address: only the recipient's limit can stop them.
      const reply = await new TestClient(app).signInWithUsername(username, 'glacier-waddle-42');
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(mailsTo(email)).toBe(5);
  });

  it('the confirmation and reset mails share the recipient’s limit; asked for one, the visitor hears 429', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    await new TestClient(app).signUp({ email, username, password: 'glacier-waddle-42' });
    for (let i = 0; i < 3; i++) await new TestClient(app).signInWithEmail(email, 'glacier-waddle-42');
    const resend = await new TestClient(app).post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(resend.status).toBe(200);
    expect(mailsTo(email)).toBe(5);
    const more = await new TestClient(app).post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(more.status).toBe(429);
    expect(more.body.code).toBe('RATE_LIMITED');
    const reset = await new TestClient(app).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(429);
    expect(mailsTo(email)).toBe(5);
  });

  it('one client address makes at most 10 mails in 15 minutes, to whatever recipients', async () => {
    const client = new TestClient(app);
    const emails: string[] = [];
    for (let i = 0; i < 10; i++) {
      const username = uniqueName();
      emails.push(`${username}@example.com`);
      expect((await client.signUp({ email: emails[i]!, username, password: 'glacier-waddle-42' })).status).toBe(200);
    }
    // The 11th mail from this address, through another route, is not sent.
    const reply = await client.signInWithEmail(emails[0]!, 'glacier-waddle-42');
    expect(reply.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(mailsTo(emails[0]!)).toBe(1);
    expect(emails.every((email) => mailsTo(email) === 1)).toBe(true);
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
