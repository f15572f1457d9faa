import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app-for-file.ts';
import { TestClient, createMember, lastMailLink, uniqueName } from '../test/test-app.ts';

const app = testAppForFile();

const requestReset = (client: TestClient, email: string, headers?: Record<string, string>) =>
  client.post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, headers);

/** Follows the mailed link the way a browser does; answers the token the Create New Password page receives. */
async function tokenFromMail(client: TestClient, email: string): Promise<string> {
  const link = new URL(lastMailLink(app, email, 'resetPassword'));
  const redirect = await client.get(link.pathname + link.search);
  expect(redirect.status).toBe(302);
  const location = new URL(String(redirect.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/reset-password');
  return location.searchParams.get('token')!;
}

/** A member who asked for a reset link, and another browser that followed it: the visitor and the link's token. */
async function memberWithResetLink() {
  const member = await createMember(app);
  await requestReset(new TestClient(app), member.email);
  const visitor = new TestClient(app);
  return { member, visitor, token: await tokenFromMail(visitor, member.email) };
}

describe('password reset', () => {
  it('mails a link to /reset-password whose token resets the password once; every session is revoked', async () => {
    const member = await createMember(app);
    const other = new TestClient(app);
    await other.signInWithEmail(member.email, member.password);

    expect((await requestReset(new TestClient(app), member.email)).status).toBe(200);
    const visitor = new TestClient(app);
    const token = await tokenFromMail(visitor, member.email);
    expect((await visitor.get(`/api/password-reset/check?token=${token}`)).body).toEqual({ valid: true });

    const reset = await visitor.post('/api/auth/reset-password', { newPassword: 'Brand-new-1', token });
    expect(reset.status).toBe(200);
    expect((await member.client.get('/api/tokens')).status).toBe(401);
    expect((await other.get('/api/tokens')).status).toBe(401);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(401);
    expect((await new TestClient(app).signInWithEmail(member.email, 'Brand-new-1')).status).toBe(200);

    // A used token is refused, and reported invalid.
    const again = await visitor.post('/api/auth/reset-password', { newPassword: 'Another-pass-2', token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await visitor.get(`/api/password-reset/check?token=${token}`)).body).toEqual({ valid: false });
  });

  it('refuses an expired token', async () => {
    const { member, visitor, token } = await memberWithResetLink();
    await app.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    expect((await visitor.get(`/api/password-reset/check?token=${token}`)).body).toEqual({ valid: false });
    const reset = await visitor.post('/api/auth/reset-password', { newPassword: 'Brand-new-1', token });
    expect(reset.status).toBe(400);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
  });

  it('answers the same for a registered and an unknown email', async () => {
    const member = await createMember(app);
    const known = await requestReset(new TestClient(app), member.email);
    const unknown = await requestReset(new TestClient(app), `${uniqueName()}@example.com`);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });

  it('allows 3 reset mails per email per 15 minutes, whatever address the requests come from', async () => {
    const member = await createMember(app);
    for (let i = 0; i < 3; i++)
      expect((await requestReset(new TestClient(app), member.email.toUpperCase())).status).toBe(200);
    const fourth = await requestReset(new TestClient(app), member.email);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('RATE_LIMITED');
    expect(app.mailer.outbox!.filter((m) => m.to === member.email && m.kind === 'resetPassword')).toHaveLength(3);
    // Unknown emails are limited alike, so the limit reveals nothing either.
    const unknown = `${uniqueName()}@example.com`;
    for (let i = 0; i < 3; i++) await requestReset(new TestClient(app), unknown);
    expect((await requestReset(new TestClient(app), unknown)).status).toBe(429);
    // An encoded or dotted path reaches the same limit.
    expect(
      (await new TestClient(app).post('/api/auth/x/../request-password-reset', { email: member.email })).status,
    ).not.toBe(200);
    // Another email is untouched.
    expect((await requestReset(new TestClient(app), `${uniqueName()}@example.com`)).status).toBe(200);
  });

  it('a used link voids every older link of the member; other members’ links stay valid', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const visitor = new TestClient(app);
    await requestReset(new TestClient(app), member.email);
    const older = await tokenFromMail(visitor, member.email);
    await requestReset(new TestClient(app), member.email);
    const newer = await tokenFromMail(visitor, member.email);
    expect(newer).not.toBe(older);
    await requestReset(new TestClient(app), other.email);
    const theirs = await tokenFromMail(visitor, other.email);

    expect((await visitor.post('/api/auth/reset-password', { newPassword: 'Brand-new-1', token: newer })).status).toBe(
      200,
    );
    expect((await visitor.get(`/api/password-reset/check?token=${older}`)).body).toEqual({ valid: false });
    const replay = await visitor.post('/api/auth/reset-password', { newPassword: 'Attacker-pass-9', token: older });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('INVALID_TOKEN');
    expect((await new TestClient(app).signInWithEmail(member.email, 'Brand-new-1')).status).toBe(200);
    expect((await visitor.get(`/api/password-reset/check?token=${theirs}`)).body).toEqual({ valid: true });
  });

  it('a password change on the profile voids every outstanding reset link', async () => {
    const { member, visitor, token } = await memberWithResetLink();
    const change = await member.client.post('/api/profile/password', {
      currentPassword: member.password,
      newPassword: 'changed-pass',
      confirmation: 'changed-pass',
    });
    expect(change.status).toBe(200);
    expect((await visitor.get(`/api/password-reset/check?token=${token}`)).body).toEqual({ valid: false });
    expect((await visitor.post('/api/auth/reset-password', { newPassword: 'Attacker-pass-9', token })).status).toBe(
      400,
    );
    expect((await new TestClient(app).signInWithEmail(member.email, 'changed-pass')).status).toBe(200);
  });

  it.each([
    ['too short', '1234567', 'PASSWORD_TOO_SHORT'],
    ['common', 'password1', 'PASSWORD_TOO_COMMON'],
    ['too long', 'ab'.repeat(65), 'PASSWORD_TOO_LONG'],
  ])('refuses a new password that is %s with the rule’s code, and the link still works', async (_l, weak, code) => {
    const { member, visitor, token } = await memberWithResetLink();
    const reply = await visitor.post('/api/auth/reset-password', { newPassword: weak, token });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
    expect((await visitor.get(`/api/password-reset/check?token=${token}`)).body).toEqual({ valid: true });
  });

  it('mails the reset link in Thai for a Thai interface', async () => {
    const member = await createMember(app);
    await requestReset(new TestClient(app), member.email, { 'x-penguin-locale': 'th' });
    const mail = app.mailer.outbox!.find((m) => m.to === member.email && m.kind === 'resetPassword');
    expect(mail?.locale).toBe('th');
    expect(mail?.subject).toContain('รหัสผ่าน');
  });
});
