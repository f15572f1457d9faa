import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { testAppForFile } from '../test/app-for-file.ts';
import {
  TestClient,
  createMember,
  createTestApp,
  lastMailLink,
  twoSignedInBrowsers,
  uniqueName,
} from '../test/test-app.ts';

const app = testAppForFile();

const signInBy = (client: TestClient, by: 'email' | 'username', name: string, password = 'wrong-password') =>
  by === 'email' ? client.signInWithEmail(name, password) : client.signInWithUsername(name, password);

function newIdentity() {
  const username = uniqueName();
  return { username, email: `${username}@example.com`, password: 'slush-puppy-7' };
}

describe('sign-up', () => {
  it('creates an unconfirmed member, mails a confirmation link and refuses sign-in until confirmed', async () => {
    const client = new TestClient(app);
    const identity = newIdentity();
    const signUp = await client.signUp(identity);
    expect(signUp.status).toBe(200);
    expect(signUp.body.user.emailVerified).toBe(false);
    expect(client.cookies.size).toBe(0);

    const link = lastMailLink(app, identity.email, 'verifyEmail');
    expect(link).toMatch(/^http:\/\/localhost:3999\/api\/auth\/verify-email\?token=/);

    const early = await client.signInWithEmail(identity.email, identity.password);
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('confirming the mailed link signs the member in and redirects to the site root', async () => {
    const client = new TestClient(app);
    const identity = newIdentity();
    await client.signUp(identity);
    const link = new URL(lastMailLink(app, identity.email, 'verifyEmail'));
    const verify = await client.get(link.pathname + link.search);
    expect(verify.status).toBe(302);
    expect(verify.headers.location).toBe('/');
    const session = await client.get('/api/auth/get-session');
    expect(session.body.user.email).toBe(identity.email);
    expect(session.body.user.emailVerified).toBe(true);
  });

  it('mails the confirmation in Thai when the interface is Thai', async () => {
    const client = new TestClient(app);
    const identity = newIdentity();
    await client.signUp(identity, { 'x-penguin-locale': 'th' });
    const mail = app.mailer.outbox?.find((m) => m.to === identity.email);
    expect(mail?.locale).toBe('th');
    expect(mail?.subject).toContain('ยืนยันอีเมล');
  });

  it.each([
    ['a password shorter than 8 characters', { password: '1234567' }, 'PASSWORD_TOO_SHORT'],
    ['six spaces', { password: '      ' }, 'PASSWORD_TOO_SHORT'],
    ['a password over 128 characters', { password: 'ab'.repeat(65) }, 'PASSWORD_TOO_LONG'],
    ['a common password', { password: 'password1' }, 'PASSWORD_TOO_COMMON'],
    ['a common password in capitals', { password: 'QWERTYUIOP' }, 'PASSWORD_TOO_COMMON'],
    ['a listed password of 8 characters', { password: '12345678' }, 'PASSWORD_TOO_COMMON'],
    ['a username shorter than 3 characters', { username: 'ab' }, 'USERNAME_TOO_SHORT'],
    ['a username longer than 20 characters', { username: 'a'.repeat(21) }, 'USERNAME_TOO_LONG'],
    ['a username with a space', { username: 'bad name' }, 'INVALID_USERNAME'],
    ['a username with a hyphen', { username: 'bad-name' }, 'INVALID_USERNAME'],
    ['an invalid email', { email: 'not-an-email' }, 'VALIDATION_ERROR'],
  ])('refuses %s and creates nothing', async (_label, change, code) => {
    const client = new TestClient(app);
    const identity = { ...newIdentity(), ...change };
    const reply = await client.signUp(identity);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body.code).toBe(code);
    const exists = await client.get(`/api/accounts/email-registered?email=${encodeURIComponent(identity.email)}`);
    expect(exists.body.exists).toBe(false);
  });

  it.each([
    ['spaces and letters only', 'ice floe at dawn'],
    ['Thai', 'นกเพนกวินบินไม่ได้'],
    ['lower-case letters only', 'glacierwaddle'],
  ])('accepts a password of %s: no composition rules', async (_label, password) => {
    const reply = await new TestClient(app).signUp({ ...newIdentity(), password });
    expect(reply.status).toBe(200);
  });

  it('refuses a username that is taken, whatever its letter case', async () => {
    const first = newIdentity();
    await new TestClient(app).signUp(first);
    const second = { ...newIdentity(), username: first.username.toUpperCase() };
    const reply = await new TestClient(app).signUp(second);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('USERNAME_IS_ALREADY_TAKEN');
  });
});

describe('sign-up checks', () => {
  it('tells whether a username exists, case-insensitively', async () => {
    const identity = newIdentity();
    const client = new TestClient(app);
    expect((await client.get(`/api/accounts/username-exists?username=${identity.username}`)).body).toEqual({
      exists: false,
    });
    await client.signUp(identity);
    expect(
      (await client.get(`/api/accounts/username-exists?username=${identity.username.toUpperCase()}`)).body,
    ).toEqual({
      exists: true,
    });
  });

  it('tells whether an email is registered, case-insensitively', async () => {
    const identity = newIdentity();
    const client = new TestClient(app);
    await client.signUp(identity);
    const reply = await client.get(
      `/api/accounts/email-registered?email=${encodeURIComponent(identity.email.toUpperCase())}`,
    );
    expect(reply.body).toEqual({ exists: true });
  });

  it('answers a missing query with a validation error in the one error shape', async () => {
    const reply = await new TestClient(app).get('/api/accounts/username-exists');
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('sign-in', () => {
  it('signs in with the username in any letter case and sets an httpOnly, SameSite=Lax cookie', async () => {
    const { username, password } = await createMember(app);
    const client = new TestClient(app);
    const reply = await client.signInWithUsername(username.toUpperCase(), password);
    expect(reply.status).toBe(200);
    const sessionCookie = reply.cookies.find((c) => c.startsWith('better-auth.session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
    expect((await client.get('/api/tokens')).body).toMatchObject({ tokens: 0 });
  });

  it('signs in with the email', async () => {
    const { email, password } = await createMember(app);
    const client = new TestClient(app);
    expect((await client.signInWithEmail(email, password)).status).toBe(200);
  });

  it('refuses a wrong password with INVALID credentials and no cookie', async () => {
    const { email, username } = await createMember(app);
    const client = new TestClient(app);
    const byEmail = await client.signInWithEmail(email, 'wrong-password');
    expect(byEmail.status).toBe(401);
    expect(byEmail.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const byUsername = await client.signInWithUsername(username, 'wrong-password');
    expect(byUsername.status).toBe(401);
    expect(client.cookies.size).toBe(0);
  });

  it('stores sessions in the database and changes the session id at every sign-in', async () => {
    const [a, b] = await twoSignedInBrowsers(app, await createMember(app));
    expect(a.cookies.get('better-auth.session_token')).not.toBe(b.cookies.get('better-auth.session_token'));
  });
});

describe('sign-out', () => {
  it('revokes every session of the member ("global"), so other devices lose access too', async () => {
    const [laptop, phone] = await twoSignedInBrowsers(app, await createMember(app));
    const stolenCookie = `better-auth.session_token=${phone.cookies.get('better-auth.session_token')}`;
    expect((await phone.get('/api/tokens')).status).toBe(200);

    expect((await laptop.post('/api/auth/revoke-sessions')).status).toBe(200);
    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);

    expect((await laptop.get('/api/tokens')).status).toBe(401);
    expect((await phone.get('/api/tokens')).status).toBe(401);
    const replay = await new TestClient(app).get('/api/tokens', { cookie: stolenCookie });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('origin check', () => {
  it('refuses state-changing requests from another origin or with none', async () => {
    const identity = newIdentity();
    const foreign = await new TestClient(app).signUp(identity, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...identity, name: identity.username }),
    });
    expect(missing.statusCode).toBe(403);
    const exists = await new TestClient(app).get(`/api/accounts/email-registered?email=${identity.email}`);
    expect(exists.body.exists).toBe(false);
  });
});

describe('under https', () => {
  it('marks the session cookie Secure as well as httpOnly and SameSite=Lax', async () => {
    const secureApp = await createTestApp({ APP_URL: 'https://oracle.example' });
    try {
      const { email, password } = await createMember(secureApp, 'penguin-pass', 'https://oracle.example');
      const reply = await new TestClient(secureApp, 'https://oracle.example').signInWithEmail(email, password);
      expect(reply.status).toBe(200);
      const cookie = reply.cookies.find((c) => c.includes('better-auth.session_token='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await secureApp.close();
    }
  });
});

describe('rate limits', () => {
  it('refuse the 11th sign-in attempt a minute from one address with 429, without touching other addresses', async () => {
    const { email, username } = await createMember(app);
    const attacker = new TestClient(app);
    // Each try names another account, so only the address counts.
    for (let i = 0; i < 10; i++) {
      expect((await attacker.signInWithEmail(`${uniqueName()}@example.com`, `wrong-${i}`)).status).toBe(401);
    }
    const blocked = await attacker.signInWithEmail(`${uniqueName()}@example.com`, 'wrong-again');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const neighbour = new TestClient(app);
    expect((await neighbour.signInWithEmail(email, 'penguin-pass')).status).toBe(200);
    expect((await new TestClient(app).signInWithUsername(username, 'penguin-pass')).status).toBe(200);
  });

  it('count sign-in by email and by username from one address in one bucket', async () => {
    const attacker = new TestClient(app);
    for (let i = 0; i < 5; i++) {
      expect((await attacker.signInWithEmail(`${uniqueName()}@example.com`, 'wrong-password')).status).toBe(401);
      expect((await attacker.signInWithUsername(uniqueName(), 'wrong-password')).status).toBe(401);
    }
    expect((await attacker.signInWithUsername(uniqueName(), 'wrong-password')).status).toBe(429);
    expect((await attacker.signInWithEmail(`${uniqueName()}@example.com`, 'wrong-password')).status).toBe(429);
  });

  it('stop failed sign-ins to one account from any address, by email and username alike, but never the reset', async () => {
    const { email, username, password } = await createMember(app);
    // Ten wrong passwords from ten addresses, through both routes.
    for (let i = 0; i < 10; i++) {
      const guess =
        i % 2 ? signInBy(new TestClient(app), 'email', email) : signInBy(new TestClient(app), 'username', username);
      expect((await guess).status).toBe(401);
    }
    const fresh = await new TestClient(app).signInWithEmail(email, 'yet-another-guess');
    expect(fresh.status).toBe(429);
    expect(fresh.body.code).toBe('RATE_LIMITED');
    // The owner too must wait, or reset the password, which the limit never blocks.
    expect((await new TestClient(app).signInWithUsername(username, password)).status).toBe(429);
    const reset = await new TestClient(app).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password',
    });
    expect(reset.status).toBe(200);
    const link = new URL(lastMailLink(app, email, 'resetPassword'));
    const visitor = new TestClient(app);
    const redirect = await visitor.get(link.pathname + link.search);
    const token = new URL(String(redirect.headers.location), 'http://localhost').searchParams.get('token')!;
    expect((await visitor.post('/api/auth/reset-password', { newPassword: 'after-the-storm-5', token })).status).toBe(
      200,
    );
    // A successful reset forgets the failures.
    expect((await new TestClient(app).signInWithEmail(email, 'after-the-storm-5')).status).toBe(200);
  });

  it('forget an account’s failed sign-ins once its owner signs in', async () => {
    const { email, password } = await createMember(app);
    for (let i = 0; i < 9; i++) await new TestClient(app).signInWithEmail(email, `wrong-${i}`);
    expect((await new TestClient(app).signInWithEmail(email, password)).status).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await new TestClient(app).signInWithEmail(email, `again-${i}`)).status).toBe(401);
    expect((await new TestClient(app).signInWithEmail(email, password)).status).toBe(200);
  });

  it('count in our one table (limit_counters), not in better-auth’s own limiter', async () => {
    // limit_counters is shared by every instance (server/http/limits.test.ts shows two limiters on one database).
    const attacker = new TestClient(app);
    for (let i = 0; i < 11; i++) await attacker.signInWithEmail(`${uniqueName()}@example.com`, 'wrong-password');
    await attacker.get('/api/auth/get-session');
    const counted = await app.database.db.execute(
      sql`select key, count from limit_counters where key in (${`signIn:${attacker.address}`}, ${`authOther:${attacker.address}`}) order by key`,
    );
    expect(rowsOf<{ key: string; count: number }>(counted).map((row) => row.count)).toEqual([1, 11]);
    const theirs = await app.database.db.execute(
      sql`select count(*)::int as n from rate_limit where key like ${`%${attacker.address}%`}`,
    );
    expect(rowsOf<{ n: number }>(theirs)[0]!.n).toBe(0);
  });

  it('refuse the 11th sign-up in ten minutes from one address, without touching other addresses', async () => {
    const signUp = (client: TestClient) => {
      const username = uniqueName();
      return client.signUp({ username, email: `${username}@example.com`, password: 'slush-puppy-7' });
    };
    const flooder = new TestClient(app);
    for (let i = 0; i < 10; i++) expect((await signUp(flooder)).status).toBe(200);
    expect((await signUp(flooder)).status).toBe(429);
    expect((await signUp(new TestClient(app))).status).toBe(200);
  });

  it('cannot be dodged by sending a forged client-address header', async () => {
    const { email } = await createMember(app);
    const attacker = new TestClient(app);
    for (let i = 0; i < 10; i++) await attacker.signInWithEmail(email, `wrong-${i}`);
    const forged = await attacker.request(
      'POST',
      '/api/auth/sign-in/email',
      { email, password: 'x' },
      {
        'x-penguin-client-ip': '203.0.113.9',
        'x-forwarded-for': '203.0.113.9',
      },
    );
    expect(forged.status).toBe(429);
  });
});
