import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/app-for-file.ts';
import {
  TestClient,
  createAskingMember,
  createMember,
  createTestApp,
  solveBotcheck,
  tokensOf,
  answerLogTotal,
} from '../../test/test-app.ts';

const app = testAppForFile();

describe('categories', () => {
  it('lists the seeded active categories by name, in both languages', async () => {
    const reply = await new TestClient(app).get('/api/categories');
    expect(reply.status).toBe(200);
    const names = reply.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Love & Relationships');
    expect(reply.body[0]).toEqual({ id: expect.any(String), name: expect.any(String), name_th: expect.any(String) });
  });
});

describe('asking', () => {
  it('spends the question cost, stores a pending question and answers its id and the new balance', async () => {
    const member = await createAskingMember(app, 3);
    const reply = await member.ask('Where should I put my energy this week?');
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ question_id: expect.any(String), new_balance: 2 });
    expect(await tokensOf(member.client)).toBe(2);
    const question = await member.client.get(`/api/questions/${reply.body.question_id}`);
    expect(question.body).toMatchObject({
      question_text: 'Where should I put my energy this week?',
      status: 'pending',
      answer_text: null,
      spent_tokens: 1,
      category: { id: member.categories[0]!.id },
    });
  });

  it('trims the question and accepts no category', async () => {
    const member = await createAskingMember(app, 1);
    const reply = await member.ask('   A question without a category   ', { categoryId: null });
    expect(reply.status).toBe(201);
    const question = await member.client.get(`/api/questions/${reply.body.question_id}`);
    expect(question.body.question_text).toBe('A question without a category');
    expect(question.body.category).toBeNull();
  });

  it('refuses with too few tokens: nothing spent, nothing created, and the solved check is kept', async () => {
    const member = await createAskingMember(app, 0);
    const token = await solveBotcheck(member.client);
    const reply = await member.client.post('/api/questions', {
      question: 'Will this work?',
      categoryId: null,
      verificationToken: token,
    });
    expect(reply.status).toBe(402);
    expect(reply.body.error.code).toBe('INSUFFICIENT_TOKENS');
    expect(await answerLogTotal(member.client)).toBe(0);
  });

  it.each([
    ['an empty question', { question: '   ' }],
    ['a question over 2000 characters', { question: 'x'.repeat(2001) }],
    ['a malformed category id', { categoryId: 'not-a-uuid' }],
    ['a missing verification token', { verificationToken: '' }],
    ['an unknown locale', { locale: 'fr' }],
  ])('refuses %s with a validation error and spends nothing', async (_label, change) => {
    const member = await createAskingMember(app, 2);
    const reply = await member.ask('A fine question', change);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect(await tokensOf(member.client)).toBe(2);
    expect(await answerLogTotal(member.client)).toBe(0);
  });

  it('accepts exactly 2000 characters', async () => {
    const member = await createAskingMember(app, 1);
    expect((await member.ask('y'.repeat(2000))).status).toBe(201);
  });

  it('refuses an unknown or inactive category', async () => {
    const member = await createAskingMember(app, 2);
    const unknown = await member.ask('A question', { categoryId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('CATEGORY_NOT_FOUND');
    const inactive = await app.database.db.execute(
      `insert into categories (name, name_th, is_active) values ('Hidden ${Date.now()}', 'ซ่อน', false) returning id`,
    );
    const inactiveId = (inactive as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    const refused = await member.ask('A question', { categoryId: inactiveId });
    expect(refused.body.error.code).toBe('CATEGORY_NOT_FOUND');
    expect(await tokensOf(member.client)).toBe(2);
  });

  it('refuses a forged, a tampered and a replayed verification token', async () => {
    const member = await createAskingMember(app, 5);
    const forged = await member.ask('Q', { verificationToken: Buffer.from('{"nope":1}').toString('base64') });
    expect(forged.body.error.code).toBe('VERIFICATION_FAILED');

    const token = await solveBotcheck(member.client);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    // The derived key is the proof of work; a forged one must not pass.
    const key: string = payload.solution.derivedKey;
    payload.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const tampered = await member.ask('Q', {
      verificationToken: Buffer.from(JSON.stringify(payload)).toString('base64'),
    });
    expect(tampered.body.error.code).toBe('VERIFICATION_FAILED');

    const first = await member.ask('Q', { verificationToken: token });
    expect(first.status).toBe(201);
    const replay = await member.ask('Q again', { verificationToken: token });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('VERIFICATION_FAILED');
    expect(await tokensOf(member.client)).toBe(4);
  });

  it('limits how fast one member asks, without touching other members', async () => {
    const limited = await createTestApp({ ASK_RATE_LIMIT: '2' });
    try {
      const member = await createAskingMember(limited, 10);
      expect((await member.ask('one')).status).toBe(201);
      expect((await member.ask('two')).status).toBe(201);
      const third = await member.ask('three');
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('RATE_LIMITED');
      expect(await tokensOf(member.client)).toBe(8);
      const other = await createAskingMember(limited, 1);
      expect((await other.ask('mine')).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('lets RATE_LIMITS=false turn the ask limit off with every other limit', async () => {
    const unlimited = await createTestApp({ ASK_RATE_LIMIT: '2', RATE_LIMITS: 'false' });
    try {
      const member = await createAskingMember(unlimited, 10);
      for (const question of ['one', 'two', 'three']) expect((await member.ask(question)).status).toBe(201);
    } finally {
      await unlimited.close();
    }
  });

  it('needs a session', async () => {
    const reply = await new TestClient(app).post('/api/questions', {
      question: 'x',
      categoryId: null,
      verificationToken: 'x',
    });
    expect(reply.status).toBe(401);
  });

  it('never overspends: 50 asks at once with 5 tokens make exactly 5 questions', async () => {
    const member = await createAskingMember(app, 5);
    const tokens = await Promise.all(Array.from({ length: 50 }, () => solveBotcheck(member.client)));
    const replies = await Promise.all(
      tokens.map((verificationToken, i) =>
        member.client.post('/api/questions', { question: `Concurrent ${i}`, categoryId: null, verificationToken }),
      ),
    );
    const created = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status === 402);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const reply of refused) expect(reply.body.error.code).toBe('INSUFFICIENT_TOKENS');
    expect(await tokensOf(member.client)).toBe(0);
    expect(await answerLogTotal(member.client)).toBe(5);
  });
});

describe('reading the questions', () => {
  it('pages the answer log 10 at a time, newest first, with the exact total and filters', async () => {
    const member = await createAskingMember(app, 30);
    const [first, second] = member.categories;
    for (let i = 0; i < 12; i++)
      await member.ask(`Log question ${i}`, { categoryId: i % 3 === 0 ? second!.id : first!.id });
    const page1 = await member.client.get('/api/questions?page=1');
    expect(page1.body.total).toBe(12);
    expect(page1.body.page_size).toBe(10);
    expect(page1.body.items).toHaveLength(10);
    expect(page1.body.items[0].question_text).toBe('Log question 11');
    const page2 = await member.client.get('/api/questions?page=2');
    expect(page2.body.items.map((q: { question_text: string }) => q.question_text)).toEqual([
      'Log question 1',
      'Log question 0',
    ]);
    expect(page2.body.total).toBe(12);
    // Past the end: no rows to carry the total, which is still exact.
    const page3 = await member.client.get('/api/questions?page=3');
    expect(page3.body).toMatchObject({ items: [], total: 12, page: 3 });

    const byCategory = await member.client.get(`/api/questions?category=${second!.id}`);
    expect(byCategory.body.total).toBe(4);
    const answered = await member.client.get('/api/questions?status=answered');
    expect(answered.body.total).toBe(0);
    const pending = await member.client.get('/api/questions?status=pending');
    expect(pending.body.total).toBe(12);
  });

  it('searches all of the member’s readings, case-insensitively, treating % and _ literally', async () => {
    const member = await createAskingMember(app, 5);
    await member.ask('Should I learn the Cello?');
    await member.ask('100% sure about moving?');
    await member.ask('Something else');
    expect((await member.client.get('/api/questions?q=cello')).body.total).toBe(1);
    expect((await member.client.get(`/api/questions?q=${encodeURIComponent('100%')}`)).body.total).toBe(1);
    expect((await member.client.get(`/api/questions?q=${encodeURIComponent('%')}`)).body.total).toBe(1);
    expect((await member.client.get(`/api/questions?q=${encodeURIComponent('_')}`)).body.total).toBe(0);
  });

  it('lists the latest 5 for the member area', async () => {
    const member = await createAskingMember(app, 7);
    for (let i = 0; i < 7; i++) await member.ask(`Recent ${i}`);
    const recent = await member.client.get('/api/questions/recent');
    expect(recent.body.map((q: { question_text: string }) => q.question_text)).toEqual([
      'Recent 6',
      'Recent 5',
      'Recent 4',
      'Recent 3',
      'Recent 2',
    ]);
  });

  it('answers 404 for another member’s question, a missing one and a malformed id, and lists only one’s own', async () => {
    const owner = await createAskingMember(app, 1);
    const { question_id } = (await owner.ask('Private question')).body;
    const other = await createMember(app);
    for (const id of [question_id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const reply = await other.client.get(`/api/questions/${id}`);
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
    expect((await other.client.get('/api/questions')).body.total).toBe(0);
    expect((await other.client.get('/api/questions/recent')).body).toEqual([]);
    expect((await other.client.get('/api/questions/choices')).body).toEqual([]);
  });
});

describe('test tokens', () => {
  it('grants 20 tokens once a day, recorded as a test grant', async () => {
    const { client } = await createMember(app);
    const reply = await client.post('/api/tokens/test-grant');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ granted: 20, new_balance: 20, next_test_grant_at: expect.any(String) });
    // A second grant the same day is refused (tokens.test.ts covers the daily rule in full).
    expect((await client.post('/api/tokens/test-grant')).status).toBe(409);
    const tokens = await client.get('/api/tokens');
    expect(tokens.body).toEqual({
      tokens: 20,
      question_cost: 1,
      test_tokens_enabled: true,
      next_test_grant_at: expect.any(String),
    });
    const history = (await client.get('/api/tokens/history')).body;
    expect(history.refills.map((r: { kind: string }) => r.kind)).toEqual(['test_grant']);
  });

  it('is refused when the test period is over', async () => {
    const closed = await createTestApp({ TEST_TOKENS_ENABLED: 'false' });
    try {
      const { client } = await createMember(closed);
      const reply = await client.post('/api/tokens/test-grant');
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('TEST_TOKENS_DISABLED');
      expect((await client.get('/api/tokens')).body.tokens).toBe(0);
    } finally {
      await closed.close();
    }
  });
});
