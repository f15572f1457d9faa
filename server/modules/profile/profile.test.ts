import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/app-for-file.ts';
import { TestClient, createAskingMember, createMember, uniqueName } from '../../test/test-app.ts';

const app = testAppForFile();

describe('profile', () => {
  it('shows the member’s own information', async () => {
    const member = await createMember(app);
    const reply = await member.client.get('/api/profile');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      email: member.email,
      username: member.username,
      display_name: member.username,
      created_at: expect.any(String),
      tokens: 0,
      name: '',
      surname: '',
      follow_up_days: 7,
    });
  });

  it('saves name and surname, trimmed, and keeps each member’s profile apart', async () => {
    const alice = await createMember(app);
    const bob = await createMember(app);
    const reply = await alice.client.request('PUT', '/api/profile', { name: '  Alice ', surname: 'Penguin' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: 'Alice', surname: 'Penguin' });
    expect((await bob.client.get('/api/profile')).body).toMatchObject({ email: bob.email, name: '', surname: '' });
  });

  it('refuses names over 50 characters and a session-less update', async () => {
    const member = await createMember(app);
    const long = await member.client.request('PUT', '/api/profile', { name: 'x'.repeat(51), surname: '' });
    expect(long.status).toBe(400);
    expect((await new TestClient(app).request('PUT', '/api/profile', { name: 'x', surname: 'y' })).status).toBe(401);
  });

  it('never changes a username once set', async () => {
    const member = await createMember(app);
    const reply = await member.client.request('PUT', '/api/profile', { name: '', surname: '', username: uniqueName() });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('USERNAME_ALREADY_SET');
    // Sending the same username back is not a change.
    const same = await member.client.request('PUT', '/api/profile', {
      name: 'N',
      surname: '',
      username: member.username,
    });
    expect(same.status).toBe(200);
  });

  it('lets a member without a username claim one that is free, and refuses one that is taken', async () => {
    const taken = await createMember(app);
    const member = await createMember(app);
    const userId = (await member.client.get('/api/auth/get-session')).body.user.id;
    await app.database.db.execute(sql`update "user" set username = null, display_username = null where id = ${userId}`);

    const clash = await member.client.request('PUT', '/api/profile', {
      name: '',
      surname: '',
      username: taken.username.toUpperCase(),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('USERNAME_TAKEN');
    const bad = await member.client.request('PUT', '/api/profile', { name: '', surname: '', username: 'no spaces' });
    expect(bad.status).toBe(400);

    const mine = uniqueName('Mine');
    const claimed = await member.client.request('PUT', '/api/profile', { name: '', surname: '', username: mine });
    expect(claimed.status).toBe(200);
    expect(claimed.body.username).toBe(mine);
    expect((await new TestClient(app).signInWithUsername(mine.toLowerCase(), member.password)).status).toBe(200);
  });
});

describe('password change', () => {
  const change = (member: { client: TestClient }, body: Record<string, string>) =>
    member.client.post('/api/profile/password', body);

  it('changes the password given the current one, keeps this session and signs out every other one', async () => {
    const member = await createMember(app);
    const phone = new TestClient(app);
    await phone.signInWithEmail(member.email, member.password);
    const reply = await change(member, {
      currentPassword: member.password,
      newPassword: 'changed-pass',
      confirmation: 'changed-pass',
    });
    expect(reply.status).toBe(200);
    expect((await member.client.get('/api/profile')).status).toBe(200);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(401);
    expect((await new TestClient(app).signInWithEmail(member.email, 'changed-pass')).status).toBe(200);
  });

  it('refuses a change without the current password, as the outside probe sent it', async () => {
    const member = await createMember(app);
    const reply = await change(member, { newPassword: 'changed-pass', confirmation: 'changed-pass' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect((await new TestClient(app).signInWithEmail(member.email, 'changed-pass')).status).toBe(401);
  });

  it('refuses a wrong current password with its own code, and keeps the old password and the other sessions', async () => {
    const member = await createMember(app);
    const phone = new TestClient(app);
    await phone.signInWithEmail(member.email, member.password);
    const reply = await change(member, {
      currentPassword: 'not-my-password',
      newPassword: 'changed-pass',
      confirmation: 'changed-pass',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('INVALID_CURRENT_PASSWORD');
    expect((await phone.get('/api/profile')).status).toBe(200);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
  });

  it('counts wrong current passwords per member: the 6th in 15 minutes is refused, even with the right one', async () => {
    const member = await createMember(app);
    const wrong = { currentPassword: 'not-my-password', newPassword: 'changed-pass', confirmation: 'changed-pass' };
    for (let i = 0; i < 5; i++) expect((await change(member, wrong)).body.error.code).toBe('INVALID_CURRENT_PASSWORD');
    const refused = await change(member, { ...wrong, currentPassword: member.password });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
    // Another member is not touched.
    const other = await createMember(app);
    expect(
      (
        await change(other, {
          currentPassword: other.password,
          newPassword: 'changed-pass',
          confirmation: 'changed-pass',
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    ['six spaces', '      ', 'VALIDATION_FAILED'],
    ['too short', '1234567', 'VALIDATION_FAILED'],
    ['common', 'password1', 'PASSWORD_TOO_COMMON'],
    ['common in capitals', 'ILOVEYOU1', 'PASSWORD_TOO_COMMON'],
    ['one character repeated', 'aaaaaaaaaa', 'PASSWORD_TOO_COMMON'],
  ])('refuses a new password that is %s and keeps the old one', async (_label, newPassword, code) => {
    const member = await createMember(app);
    const reply = await change(member, { currentPassword: member.password, newPassword, confirmation: newPassword });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe(code);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
  });

  it('says which length rule a too-short password breaks, in the schema message', async () => {
    const member = await createMember(app);
    const reply = await change(member, {
      currentPassword: member.password,
      newPassword: 'short',
      confirmation: 'short',
    });
    expect(reply.body.error.details).toContainEqual(
      expect.objectContaining({ path: '/newPassword', message: 'validation.passwordTooShort' }),
    );
  });

  it('accepts any characters: spaces and Thai, without composition rules', async () => {
    const member = await createMember(app);
    const thai = 'รหัสผ่าน ของเพนกวิน';
    const reply = await change(member, { currentPassword: member.password, newPassword: thai, confirmation: thai });
    expect(reply.status).toBe(200);
    expect((await new TestClient(app).signInWithEmail(member.email, thai)).status).toBe(200);
  });

  it('refuses confirmation that does not match and keeps the old password', async () => {
    const member = await createMember(app);
    const reply = await change(member, {
      currentPassword: member.password,
      newPassword: 'changed-pass',
      confirmation: 'changed-pasS',
    });
    expect(reply.status).toBe(400);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
  });

  it('is the only way to change a password: better-auth’s own change and verify endpoints are closed', async () => {
    const member = await createMember(app);
    const direct = await member.client.post('/api/auth/change-password', {
      currentPassword: member.password,
      newPassword: '123456789',
    });
    expect(direct.status).toBe(404);
    expect((await member.client.post('/api/auth/verify-password', { password: member.password })).status).toBe(404);
    expect((await new TestClient(app).signInWithEmail(member.email, member.password)).status).toBe(200);
  });
});

describe('token history', () => {
  it('agrees with itself: balance = refilled − spent; refills and usage listed newest first', async () => {
    const member = await createAskingMember(app, 3);
    await member.client.post('/api/tokens/test-grant');
    await member.ask('First question of the history');
    await member.ask('Second question of the history');
    await app.database.db.execute(
      sql`insert into purchases (user_id, tokens_granted, amount_cents, kind, stripe_session_id)
          select id, 10, 499, 'purchase', 'cs_test_a1b2c3d4e5f6g7h8' from "user" where email = ${member.email}`,
    );
    await app.database.db.execute(
      sql`update token_balances set tokens = tokens + 10 where user_id = (select id from "user" where email = ${member.email})`,
    );

    const history = (await member.client.get('/api/tokens/history')).body;
    expect(history.total_refilled).toBe(3 + 20 + 10);
    expect(history.total_spent).toBe(2);
    expect(history.balance).toBe(history.total_refilled - history.total_spent);
    expect(history.balance).toBe((await member.client.get('/api/tokens')).body.tokens);
    expect(history.refills.map((r: { kind: string }) => r.kind)).toEqual(['purchase', 'test_grant', 'admin_grant']);
    expect(history.refills[0]).toMatchObject({ amount_cents: 499, order_reference: 'e5f6g7h8' });
    expect(history.refills[1].order_reference).toBeNull();
    expect(history.usage.map((u: { question_text: string }) => u.question_text)).toEqual([
      'Second question of the history',
      'First question of the history',
    ]);
    expect(history.usage[0]).toMatchObject({ spent_tokens: 1, status: 'pending' });
  });

  it('lists at most the latest 50 questions and shows nothing of other members', async () => {
    const member = await createAskingMember(app, 0);
    const userId = (await member.client.get('/api/auth/get-session')).body.user.id as string;
    await app.database.db.execute(sql`
      insert into questions (user_id, question_text, spent_tokens, created_at)
      select ${userId}, 'Old question ' || n, 1, now() - make_interval(mins => n) from generate_series(1, 55) n`);
    const history = (await member.client.get('/api/tokens/history')).body;
    expect(history.usage).toHaveLength(50);
    expect(history.usage[0].question_text).toBe('Old question 1');
    expect(history.total_spent).toBe(55);
    const stranger = await createMember(app);
    const theirs = (await stranger.client.get('/api/tokens/history')).body;
    expect(theirs).toMatchObject({ balance: 0, total_refilled: 0, total_spent: 0, refills: [], usage: [] });
  });
});
