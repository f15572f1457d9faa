import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOODS } from '#common/schemas/journal.ts';
import { runAdmin } from '../../admin.ts';
import { testAppForFile } from '../../test/app-for-file.ts';
import { TestClient, createAskingMember, createMember } from '../../test/test-app.ts';

const app = testAppForFile();

const validEntry = (change: Record<string, unknown> = {}) => ({
  title: 'A quiet morning',
  content: 'The penguin told me to slow down, so I did.',
  category: 'Personal Growth',
  mood: 'calm',
  entry_date: '2026-03-05',
  ...change,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves an entry and answers it as stored (without the save's `care`, which the entry does not keep). */
async function createEntry(client: TestClient, change: Record<string, unknown> = {}) {
  const reply = await client.post('/api/journal', validEntry(change));
  if (reply.status !== 201) throw new Error(`create failed: ${JSON.stringify(reply.body)}`);
  const { care: _care, ...stored } = reply.body;
  return stored as { id: string; created_at: string; updated_at: string; [field: string]: unknown };
}

const list = async (client: TestClient, query = '') => {
  const reply = await client.get(`/api/journal${query}`);
  expect(reply.status).toBe(200);
  return reply.body as Array<{ id: string; title: string; [field: string]: unknown }>;
};

const put = (client: TestClient, id: string, body: unknown) => client.request('PUT', `/api/journal/${id}`, body);
const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/journal/${id}`);

/** A member with one asked question of their own, to link entries to. */
async function memberWithReading() {
  const member = await createAskingMember(app, 1);
  const asked = await member.ask('What does this week hold for me?');
  expect(asked.status).toBe(201);
  return { ...member, questionId: asked.body.question_id as string };
}

describe('saving and reading an entry', () => {
  it('creates an entry, answers it whole, and reads it back', async () => {
    const { client } = await createMember(app);
    const reply = await client.post('/api/journal', validEntry());
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(String),
      title: 'A quiet morning',
      content: 'The penguin told me to slow down, so I did.',
      category: 'Personal Growth',
      mood: 'calm',
      entry_date: '2026-03-05',
      question_id: null,
      card_key: null,
      card_meaning: null,
      mini_reflection: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      care: null,
    });
    expect(reply.body.updated_at).toBe(reply.body.created_at);
    const read = await client.get(`/api/journal/${reply.body.id}`);
    expect(read.status).toBe(200);
    const { care: _care, ...stored } = reply.body;
    expect(read.body).toEqual(stored);
  });

  it('answers the help its words call for on save and on update, counts the offer, and stores no mark', async () => {
    const { client } = await createMember(app);
    const offers = async () => (await runAdmin(app.database.db, ['care', 'stats', '1'])).join('\n');
    const count = (lines: string, kind: string) => Number(new RegExp(`${kind} +(\\d+)`).exec(lines)?.[1] ?? 0);
    const before = await offers();
    const hard = await client.post(
      '/api/journal',
      validEntry({ title: 'A hard night', content: 'Some nights I just want to die.' }),
    );
    expect(hard.status).toBe(201);
    expect(hard.body.care).toBe('self_harm');
    expect(count(await offers(), 'self_harm')).toBe(count(before, 'self_harm') + 1);
    // Idioms pass; an update is screened again, in Thai too.
    const idiom = await put(
      client,
      hard.body.id,
      validEntry({ title: 'Interview', content: 'I am going to kill it at my interview.' }),
    );
    expect(idiom.status).toBe(200);
    expect(idiom.body.care).toBeNull();
    const thai = await put(client, hard.body.id, validEntry({ content: 'ผัวตบหน้าฉันอีกแล้ว กลัวมาก' }));
    expect(thai.body.care).toBe('abuse');
    const read = await client.get(`/api/journal/${hard.body.id}`);
    expect(read.body).not.toHaveProperty('care');
  });

  it('trims the texts and keeps the optional card fields', async () => {
    const { client } = await createMember(app);
    const entry = await createEntry(client, {
      title: '  Spaced title  ',
      content: '\n  Line one\nLine two  \n',
      category: '  Spiritual Path ',
      card_key: 'emperor-penguin',
      card_meaning: 'm'.repeat(20_000),
      mini_reflection: 'Reflection on reading from 3/5/2026',
    });
    expect(entry).toMatchObject({
      title: 'Spaced title',
      content: 'Line one\nLine two',
      category: 'Spiritual Path',
      card_key: 'emperor-penguin',
      card_meaning: 'm'.repeat(20_000),
      mini_reflection: 'Reflection on reading from 3/5/2026',
    });
  });

  it('accepts every one of the 12 moods', async () => {
    const { client } = await createMember(app);
    for (const mood of MOODS) {
      expect((await client.post('/api/journal', validEntry({ mood }))).status).toBe(201);
    }
    expect((await list(client)).map((e) => e.mood).sort()).toEqual([...MOODS].sort());
  });

  it('accepts content of exactly 3000 characters, also with whitespace around it', async () => {
    const { client } = await createMember(app);
    const exact = await createEntry(client, { content: 'c'.repeat(3000) });
    expect(exact.content).toHaveLength(3000);
    const padded = await createEntry(client, { content: `  ${'d'.repeat(3000)}\n` });
    expect(padded.content).toBe('d'.repeat(3000));
  });

  it('accepts a leap day', async () => {
    const { client } = await createMember(app);
    expect((await createEntry(client, { entry_date: '2024-02-29' })).entry_date).toBe('2024-02-29');
  });
});

describe('refusing what is not valid', () => {
  it.each([
    ['a missing title', { title: undefined }, 'validation.journalTitleRequired'],
    ['a blank title', { title: '   ' }, 'validation.journalTitleRequired'],
    ['a title over 200 characters', { title: 't'.repeat(201) }, 'validation.journalTitleTooLong'],
    ['a missing content', { content: undefined }, 'validation.journalContentRequired'],
    ['a blank content', { content: ' \n\t ' }, 'validation.journalContentRequired'],
    ['content of 3001 characters', { content: 'c'.repeat(3001) }, 'validation.journalContentTooLong'],
    ['a missing category', { category: undefined }, 'validation.journalCategoryRequired'],
    ['a blank category', { category: '  ' }, 'validation.journalCategoryRequired'],
    ['a category over 100 characters', { category: 'k'.repeat(101) }, 'validation.journalCategoryTooLong'],
    ['a missing mood', { mood: undefined }, 'validation.journalMoodRequired'],
    ['an empty mood', { mood: '' }, 'validation.journalMoodRequired'],
    ['a mood outside the 12', { mood: 'ecstatic' }, 'validation.journalMoodRequired'],
    ['a mood in the wrong case', { mood: 'Happy' }, 'validation.journalMoodRequired'],
    ['a missing date', { entry_date: undefined }, 'validation.journalDateRequired'],
    ['an empty date', { entry_date: '' }, 'validation.journalDateRequired'],
    ['an impossible date', { entry_date: '2026-02-30' }, 'validation.journalDateInvalid'],
    ['a 29 February outside a leap year', { entry_date: '2023-02-29' }, 'validation.journalDateInvalid'],
    ['a thirteenth month', { entry_date: '2026-13-01' }, 'validation.journalDateInvalid'],
    ['a date with a time', { entry_date: '2026-03-05T10:00:00Z' }, 'validation.journalDateInvalid'],
    ['a date in another format', { entry_date: '05/03/2026' }, 'validation.journalDateInvalid'],
    ['the year zero', { entry_date: '0000-01-01' }, 'validation.journalDateInvalid'],
    ['a malformed linked question id', { question_id: 'not-a-uuid' }, 'validation.journalLinkInvalid'],
    ['a card meaning over 20000 characters', { card_meaning: 'm'.repeat(20_001) }, 'validation.textTooLong'],
    ['a NUL character', { title: 'Bad\u0000title' }, 'validation.textInvalid'],
  ])('refuses %s with a validation error and stores nothing', async (_label, change, message) => {
    const { client } = await createMember(app);
    const reply = await client.post('/api/journal', validEntry(change));
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect(reply.body.error.details).toContainEqual({ path: expect.any(String), message });
    expect(await list(client)).toEqual([]);
  });

  it('refuses a field of the wrong type', async () => {
    const { client } = await createMember(app);
    const reply = await client.post('/api/journal', validEntry({ title: 42, entry_date: 20260305 }));
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect(await list(client)).toEqual([]);
  });

  it('refuses an invalid update and leaves the entry as it was', async () => {
    const { client } = await createMember(app);
    const entry = await createEntry(client);
    for (const change of [
      { title: '' },
      { content: 'x'.repeat(3001) },
      { mood: 'meh' },
      { entry_date: '2026-04-31' },
    ]) {
      const reply = await put(client, entry.id, validEntry(change));
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await client.get(`/api/journal/${entry.id}`)).body).toEqual(entry);
  });
});

describe('updating and deleting', () => {
  it('rewrites the entry: updated_at moves on update only, created_at never changes', async () => {
    const { client } = await createMember(app);
    const entry = await createEntry(client);
    await pause(20);
    const read = await client.get(`/api/journal/${entry.id}`);
    expect(read.body.updated_at).toBe(entry.updated_at);

    const reply = await put(client, entry.id, {
      title: 'A louder afternoon',
      content: 'Changed my mind.',
      category: 'Career & Purpose',
      mood: 'excited',
      entry_date: '2026-03-06',
      card_key: null,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: entry.id,
      title: 'A louder afternoon',
      content: 'Changed my mind.',
      category: 'Career & Purpose',
      mood: 'excited',
      entry_date: '2026-03-06',
      created_at: entry.created_at,
    });
    expect(Date.parse(reply.body.updated_at)).toBeGreaterThan(Date.parse(entry.updated_at));

    await pause(20);
    const after = await client.get(`/api/journal/${entry.id}`);
    expect(after.body).toEqual({ ...reply.body, care: undefined });
    const again = await put(client, entry.id, validEntry());
    expect(again.body.created_at).toBe(entry.created_at);
    expect(Date.parse(again.body.updated_at)).toBeGreaterThan(Date.parse(reply.body.updated_at));
  });

  it('deletes the entry: it is gone from the detail and the list, and a second delete answers 404', async () => {
    const { client } = await createMember(app);
    const kept = await createEntry(client, { title: 'Kept' });
    const entry = await createEntry(client, { title: 'Gone' });
    const reply = await remove(client, entry.id);
    expect(reply.status).toBe(204);
    expect(reply.body).toBe('');
    expect((await client.get(`/api/journal/${entry.id}`)).status).toBe(404);
    expect((await list(client)).map((e) => e.id)).toEqual([kept.id]);
    const twice = await remove(client, entry.id);
    expect(twice.status).toBe(404);
    expect(twice.body.error.code).toBe('NOT_FOUND');
  });
});

describe('the list', () => {
  it('lists the fields of docs/product.md §7.8, newest entry date first, then newest created', async () => {
    const { client } = await createMember(app);
    const january = await createEntry(client, { title: 'January', entry_date: '2026-01-10' });
    const marchFirst = await createEntry(client, { title: 'March, first', entry_date: '2026-03-05' });
    const lastYear = await createEntry(client, { title: 'Last year', entry_date: '2025-12-31' });
    await pause(5);
    const marchSecond = await createEntry(client, { title: 'March, second', entry_date: '2026-03-05' });

    const entries = await list(client);
    expect(entries.map((e) => e.title)).toEqual(['March, second', 'March, first', 'January', 'Last year']);
    expect(entries[0]).toEqual({
      id: marchSecond.id,
      title: 'March, second',
      content: marchSecond.content,
      category: 'Personal Growth',
      entry_date: '2026-03-05',
      created_at: marchSecond.created_at,
      question_id: null,
      mood: 'calm',
    });
    expect(entries.map((e) => e.id)).toEqual([marchSecond.id, marchFirst.id, january.id, lastYear.id]);
  });

  it('filters by category, start date and end date (both inclusive), alone or together', async () => {
    const { client } = await createMember(app);
    await createEntry(client, { title: 'love-jan', category: 'Love & Relationships', entry_date: '2026-01-15' });
    await createEntry(client, { title: 'love-feb', category: 'Love & Relationships', entry_date: '2026-02-01' });
    await createEntry(client, { title: 'work-feb', category: 'Career & Purpose', entry_date: '2026-02-28' });
    await createEntry(client, { title: 'work-mar', category: 'Career & Purpose', entry_date: '2026-03-01' });
    const titles = async (query: string) => (await list(client, query)).map((e) => e.title);

    expect(await titles(`?category=${encodeURIComponent('Love & Relationships')}`)).toEqual(['love-feb', 'love-jan']);
    expect(await titles('?category=Love')).toEqual([]);
    expect(await titles('?from=2026-02-01')).toEqual(['work-mar', 'work-feb', 'love-feb']);
    expect(await titles('?to=2026-02-28')).toEqual(['work-feb', 'love-feb', 'love-jan']);
    expect(await titles('?from=2026-02-01&to=2026-02-28')).toEqual(['work-feb', 'love-feb']);
    expect(await titles('?from=2026-02-02&to=2026-02-27')).toEqual([]);
    expect(await titles(`?category=${encodeURIComponent('Career & Purpose')}&from=2026-02-01&to=2026-02-28`)).toEqual([
      'work-feb',
    ]);
    // Cleared filters arrive as empty values and mean "all".
    expect(await titles('?category=&from=&to=')).toHaveLength(4);
  });

  it('refuses an impossible filter date', async () => {
    const { client } = await createMember(app);
    for (const query of ['?from=2026-02-30', '?to=yesterday', '?from=2026-1-1']) {
      const reply = await client.get(`/api/journal${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe("another member's entries", () => {
  it('answer 404 for read, update and delete, exactly like a missing or malformed id, and stay untouched', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    const entry = await createEntry(owner.client, { title: 'Private' });

    const missing = await other.client.get(`/api/journal/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    for (const id of [entry.id, 'not-an-id', randomUUID()]) {
      const read = await other.client.get(`/api/journal/${id}`);
      const update = await put(other.client, id, validEntry({ title: 'Hijacked' }));
      const deletion = await remove(other.client, id);
      for (const reply of [read, update, deletion]) {
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual(missing.body);
      }
    }
    expect(await list(other.client)).toEqual([]);
    expect((await owner.client.get(`/api/journal/${entry.id}`)).body).toEqual(entry);
    expect((await list(owner.client)).map((e) => e.id)).toEqual([entry.id]);
  });

  it('never appear in the list, whatever the filters', async () => {
    const owner = await createMember(app);
    const other = await createMember(app);
    await createEntry(owner.client, { category: 'Shared Name', entry_date: '2026-05-05' });
    const mine = await createEntry(other.client, { category: 'Shared Name', entry_date: '2026-05-05' });
    const query = `?category=${encodeURIComponent('Shared Name')}&from=2026-05-05&to=2026-05-05`;
    expect((await list(other.client, query)).map((e) => e.id)).toEqual([mine.id]);
  });
});

describe('linking a reading', () => {
  it("links the member's own reading, and unlinks it with null", async () => {
    const member = await memberWithReading();
    const entry = await createEntry(member.client, {
      question_id: member.questionId,
      card_key: 'rockhopper',
      card_meaning: 'The full answer of the reading.',
      mini_reflection: 'Reflection on reading from 3/5/2026',
    });
    expect(entry.question_id).toBe(member.questionId);
    expect((await list(member.client))[0]!.question_id).toBe(member.questionId);

    const unlinked = await put(member.client, entry.id, validEntry({ question_id: null }));
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ question_id: null, card_key: null, card_meaning: null });

    const relinked = await put(member.client, entry.id, validEntry({ question_id: member.questionId }));
    expect(relinked.body.question_id).toBe(member.questionId);
  });

  it("refuses another member's reading or an unknown one, on create and on update, changing nothing", async () => {
    const member = await memberWithReading();
    const stranger = await memberWithReading();
    for (const questionId of [stranger.questionId, randomUUID()]) {
      const reply = await member.client.post('/api/journal', validEntry({ question_id: questionId }));
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('INVALID_LINK');
    }
    expect(await list(member.client)).toEqual([]);

    const entry = await createEntry(member.client, { question_id: member.questionId });
    const update = await put(member.client, entry.id, validEntry({ question_id: stranger.questionId }));
    expect(update.status).toBe(400);
    expect(update.body.error.code).toBe('INVALID_LINK');
    expect((await member.client.get(`/api/journal/${entry.id}`)).body).toEqual(entry);
  });

  it('keeps the entry when its reading is deleted: the link becomes null, the rest stays', async () => {
    const member = await memberWithReading();
    const entry = await createEntry(member.client, {
      question_id: member.questionId,
      card_key: 'rockhopper',
      card_meaning: 'The full answer of the reading.',
    });
    // As the database does when a reading is removed (or its member's account with it).
    await app.database.db.execute(sql`delete from questions where id = ${member.questionId}`);

    const after = await member.client.get(`/api/journal/${entry.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ ...entry, question_id: null });
    expect((await list(member.client)).map((e) => e.question_id)).toEqual([null]);
    // The stale link cannot be saved again.
    const relink = await put(member.client, entry.id, validEntry({ question_id: member.questionId }));
    expect(relink.body.error.code).toBe('INVALID_LINK');
  });
});

describe('without a session', () => {
  it('answers 401 to every journal call', async () => {
    const owner = await createMember(app);
    const entry = await createEntry(owner.client);
    const visitor = new TestClient(app);
    const replies = [
      await visitor.get('/api/journal'),
      await visitor.post('/api/journal', validEntry()),
      await visitor.get(`/api/journal/${entry.id}`),
      await put(visitor, entry.id, validEntry({ title: 'Nope' })),
      await remove(visitor, entry.id),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(401);
      expect(reply.body.error.code).toBe('UNAUTHORIZED');
    }
    expect((await owner.client.get(`/api/journal/${entry.id}`)).body).toEqual(entry);
  });
});

describe('the API reference', () => {
  it('documents the journal calls under the journal tag', async () => {
    const reply = await new TestClient(app).get('/api/docs/json');
    expect(reply.status).toBe(200);
    expect(reply.body.paths['/api/journal'].get.tags).toEqual(['journal']);
    expect(reply.body.paths['/api/journal'].post.tags).toEqual(['journal']);
    expect(Object.keys(reply.body.paths['/api/journal/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });
});
