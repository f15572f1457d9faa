import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { createLimiter, LIMIT_RULES } from './limits.ts';

describe('rate limits in the database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('counts each hit once, also from two instances at once, and refuses past the limit', async () => {
    // Two limiters on one database stand for two server instances (or one before and after a restart).
    const first = createLimiter(app.database.db, { enabled: true });
    const second = createLimiter(app.database.db, { enabled: true });
    const key = randomUUID();
    const { max } = LIMIT_RULES.signIn;
    const states = await Promise.all(
      Array.from({ length: max + 2 }, (_, i) => (i % 2 ? first : second).hit('signIn', key)),
    );
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: max + 2 }, (_, i) => i + 1));
    expect(states.filter((s) => s.allowed)).toHaveLength(max);
    expect(states.every((s) => s.retryAfterSeconds >= 1 && s.retryAfterSeconds <= 60)).toBe(true);
    // A third instance, started later, sees the same count.
    expect((await createLimiter(app.database.db, { enabled: true }).peek('signIn', key)).allowed).toBe(false);
  });

  it('keeps keys and limits apart, and forgets a cleared key', async () => {
    const limiter = createLimiter(app.database.db, { enabled: true });
    const key = randomUUID();
    for (let i = 0; i < LIMIT_RULES.passwordChangeFailures.max; i++) await limiter.hit('passwordChangeFailures', key);
    expect((await limiter.peek('passwordChangeFailures', key)).allowed).toBe(false);
    expect((await limiter.peek('passwordChangeFailures', randomUUID())).allowed).toBe(true);
    expect((await limiter.peek('signInFailures', key)).allowed).toBe(true);
    await limiter.clear('passwordChangeFailures', key);
    expect((await limiter.peek('passwordChangeFailures', key)).count).toBe(0);
  });

  it('counts nothing when RATE_LIMITS is off', async () => {
    const limiter = createLimiter(app.database.db, { enabled: false });
    const key = randomUUID();
    for (let i = 0; i <= LIMIT_RULES.signIn.max; i++) expect((await limiter.hit('signIn', key)).allowed).toBe(true);
    expect((await createLimiter(app.database.db, { enabled: true }).peek('signIn', key)).count).toBe(0);
  });

  it('answers a route past its limit with 429, Retry-After and our error shape, per client address', async () => {
    const flooder = new TestClient(app);
    const { max } = LIMIT_RULES.accountCheck;
    for (let i = 0; i < max; i++) {
      expect((await flooder.get(`/api/accounts/username-exists?username=u${i}`)).status).toBe(200);
    }
    const refused = await flooder.get('/api/accounts/username-exists?username=late');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new TestClient(app).get('/api/accounts/username-exists?username=next')).status).toBe(200);
  });

  it('keys member routes by member, so a second member at the same address is served', async () => {
    const member = await createMember(app);
    for (let i = 0; i < LIMIT_RULES.testGrant.max; i++) await member.client.post('/api/tokens/test-grant');
    expect((await member.client.post('/api/tokens/test-grant')).status).toBe(429);
    const other = await createMember(app);
    expect((await other.client.post('/api/tokens/test-grant')).status).not.toBe(429);
  });
});
