import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { testAppForFile } from '../../test/app-for-file.ts';
import { createMember, createTestApp, type TestClient } from '../../test/test-app.ts';

// Rate limits off: every one of the concurrent grants below reaches the database (limits.test.ts covers the limiter).
const app = testAppForFile({ RATE_LIMITS: 'false' });

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234' };

/** The next UTC midnight after `now`, as the API writes it. */
function nextUtcMidnight(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
}

async function userIdOf(client: TestClient): Promise<string> {
  return (await client.get('/api/auth/get-session')).body.user.id as string;
}

async function testGrantRows(userId: string): Promise<number> {
  const result = await app.database.db.execute(
    sql`select count(*)::int as n from purchases where user_id = ${userId} and kind = 'test_grant'`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe('the daily test grant', () => {
  it('says a grant is possible now before the first one', async () => {
    const { client } = await createMember(app);
    const tokens = await client.get('/api/tokens');
    expect(tokens.status).toBe(200);
    expect(tokens.body).toEqual({
      tokens: 0,
      question_cost: 1,
      test_tokens_enabled: true,
      next_test_grant_at: null,
    });
  });

  it('grants 20 once a day: a second grant the same day answers 409 TEST_GRANT_USED and changes nothing', async () => {
    const { client } = await createMember(app);
    const first = await client.post('/api/tokens/test-grant');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ granted: 20, new_balance: 20, next_test_grant_at: expect.any(String) });
    // The next UTC midnight by the database's clock: allow for a test run across midnight UTC.
    expect([nextUtcMidnight(), nextUtcMidnight(new Date(Date.now() - 60_000))]).toContain(
      first.body.next_test_grant_at,
    );

    const second = await client.post('/api/tokens/test-grant');
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('TEST_GRANT_USED');
    expect(second.body.error.message).toMatch(/once a day/i);
    expect(second.body.error.details.next_grant_at).toBe(first.body.next_test_grant_at);

    const tokens = (await client.get('/api/tokens')).body;
    expect(tokens.tokens).toBe(20);
    expect(tokens.next_test_grant_at).toBe(second.body.error.details.next_grant_at);
    expect(await testGrantRows(await userIdOf(client))).toBe(1);
  });

  it('lets twenty concurrent grants of one member through exactly once', async () => {
    const { client } = await createMember(app);
    const replies = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/tokens/test-grant')));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.body.error.code).toBe('TEST_GRANT_USED');
    }
    expect((await client.get('/api/tokens')).body.tokens).toBe(20);
    expect(await testGrantRows(await userIdOf(client))).toBe(1);
  });

  it('grants again once the last grant is from an earlier UTC day', async () => {
    const { client } = await createMember(app);
    const userId = await userIdOf(client);
    expect((await client.post('/api/tokens/test-grant')).status).toBe(200);
    expect((await client.post('/api/tokens/test-grant')).status).toBe(409);

    await app.database.db.execute(
      sql`update purchases set grant_day = grant_day - 1 where user_id = ${userId} and kind = 'test_grant'`,
    );
    expect((await client.get('/api/tokens')).body.next_test_grant_at).toBeNull();
    const again = await client.post('/api/tokens/test-grant');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ granted: 20, new_balance: 40, next_test_grant_at: expect.any(String) });
    expect(await testGrantRows(userId)).toBe(2);
    expect((await client.post('/api/tokens/test-grant')).status).toBe(409);
  });

  it('keeps one member’s grant from blocking another’s', async () => {
    const first = await createMember(app);
    const second = await createMember(app);
    expect((await first.client.post('/api/tokens/test-grant')).status).toBe(200);
    expect((await second.client.post('/api/tokens/test-grant')).status).toBe(200);
  });
});

describe('the test period switch', () => {
  it('is off in production unless TEST_TOKENS_ENABLED is set: 403 TEST_TOKENS_DISABLED', async () => {
    const production = await createTestApp(PRODUCTION);
    try {
      const { client } = await createMember(production);
      const reply = await client.post('/api/tokens/test-grant');
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('TEST_TOKENS_DISABLED');
      const tokens = (await client.get('/api/tokens')).body;
      expect(tokens).toMatchObject({ tokens: 0, test_tokens_enabled: false, next_test_grant_at: null });
    } finally {
      await production.close();
    }
  });

  it('works in production with TEST_TOKENS_ENABLED=true, still once a day', async () => {
    const production = await createTestApp({ ...PRODUCTION, TEST_TOKENS_ENABLED: 'true' });
    try {
      const { client } = await createMember(production);
      const reply = await client.post('/api/tokens/test-grant');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ granted: 20, new_balance: 20, next_test_grant_at: expect.any(String) });
      expect((await client.get('/api/tokens')).body.test_tokens_enabled).toBe(true);
      expect((await client.post('/api/tokens/test-grant')).body.error.code).toBe('TEST_GRANT_USED');
    } finally {
      await production.close();
    }
  });
});
