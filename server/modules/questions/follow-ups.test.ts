import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadingWorker, type ReadingWorker } from '../../oracle/worker.ts';
import { TestClient, createAskingMember, createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let worker: ReadingWorker;
beforeAll(async () => {
  app = await createTestApp();
  worker = createReadingWorker({
    database: app.database,
    log: app.log,
    leaseSeconds: 30,
    sweepMs: 60_000,
    readingDelayMs: 0,
  });
});
afterAll(async () => {
  await app.close();
});

type Member = Awaited<ReturnType<typeof createAskingMember>>;

/** Asks, lets the real reading worker answer, then moves the answer `daysAgo` days back (and the card, if given). */
async function answeredReading(member: Member, text: string, daysAgo = 0, cardKey?: string) {
  const id = (await member.ask(text)).body.question_id as string;
  await worker.runOnce();
  await app.database.db.execute(sql`
    update questions set answered_at = answered_at - make_interval(days => ${daysAgo}),
      created_at = created_at - make_interval(days => ${daysAgo}), card_key = coalesce(${cardKey ?? null}, card_key)
    where id = ${id} and status = 'answered'`);
  return id;
}

const putFollowUp = (member: Member, id: string, body: unknown) =>
  member.client.request('PUT', `/api/questions/${id}/follow-up`, body);
const dueIds = async (member: Member, extra = '') =>
  ((await member.client.get(`/api/questions?followUp=due${extra}`)).body.items as Array<{ id: string }>).map(
    (q) => q.id,
  );

describe('follow-ups on readings', () => {
  it('records, changes and shows how an answered reading turned out', async () => {
    const member = await createAskingMember(app, 3);
    const id = await answeredReading(member, 'Will the move go well?');
    expect((await member.client.get(`/api/questions/${id}`)).body.follow_up).toBeNull();

    const created = await putFollowUp(member, id, { resonated: 'partly', note: '  The first weeks were hard.  ' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      resonated: 'partly',
      note: 'The first weeks were hard.',
      updated_at: expect.any(String),
    });
    const reading = (await member.client.get(`/api/questions/${id}`)).body;
    expect(reading.follow_up).toEqual(created.body);

    const changed = await putFollowUp(member, id, { resonated: 'yes', note: '' });
    expect(changed.body).toMatchObject({ resonated: 'yes', note: null });
    expect(Date.parse(changed.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.updated_at));
    // Every list carries it.
    const recent = (await member.client.get('/api/questions/recent')).body;
    expect(recent[0].follow_up).toMatchObject({ resonated: 'yes', note: null });
    const log = (await member.client.get('/api/questions')).body;
    expect(log.items[0].follow_up).toMatchObject({ resonated: 'yes' });
  });

  it('refuses a bad answer or a note over 500 characters with 400, and keeps the follow-up as it was', async () => {
    const member = await createAskingMember(app, 1);
    const id = await answeredReading(member, 'Is this the right course?');
    expect((await putFollowUp(member, id, { resonated: 'partly', note: 'n'.repeat(500) })).status).toBe(200);
    for (const body of [
      { resonated: 'maybe' },
      {},
      { resonated: 'yes', note: 'n'.repeat(501) },
      { resonated: 'yes', note: 42 },
    ]) {
      const reply = await putFollowUp(member, id, body);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await member.client.get(`/api/questions/${id}`)).body.follow_up).toMatchObject({
      resonated: 'partly',
      note: 'n'.repeat(500),
    });
  });

  it('answers 404 for another member’s reading or an unknown id, and 409 for a reading not yet answered', async () => {
    const alice = await createAskingMember(app, 2);
    const bob = await createAskingMember(app, 0);
    const answered = await answeredReading(alice, 'Alice’s answered question');
    const waiting = (await alice.ask('Alice’s waiting question')).body.question_id as string;

    for (const method of ['PUT', 'DELETE'] as const) {
      for (const id of [answered, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const reply = await bob.client.request(
          method,
          `/api/questions/${id}/follow-up`,
          method === 'PUT' ? { resonated: 'no' } : undefined,
        );
        expect(reply.status, `${method} ${id}`).toBe(404);
        expect(reply.body.error.code).toBe('NOT_FOUND');
      }
      const early = await alice.client.request(
        method,
        `/api/questions/${waiting}/follow-up`,
        method === 'PUT' ? { resonated: 'yes' } : undefined,
      );
      expect(early.status, method).toBe(409);
      expect(early.body.error).toEqual({ code: 'READING_NOT_ANSWERED', message: expect.any(String) });
    }
    expect((await alice.client.get(`/api/questions/${answered}`)).body.follow_up).toBeNull();
    expect(
      (await new TestClient(app).request('PUT', `/api/questions/${answered}/follow-up`, { resonated: 'yes' })).status,
    ).toBe(401);
  });

  it('is due seven days after the answer by default, until answered or dismissed', async () => {
    const member = await createAskingMember(app, 4);
    const eightDays = await answeredReading(member, 'Eight days ago', 8);
    const sixDays = await answeredReading(member, 'Six days ago', 6);
    const answeredToo = await answeredReading(member, 'Nine days ago, followed up', 9);
    const dismissed = await answeredReading(member, 'Ten days ago, dismissed', 10);
    await putFollowUp(member, answeredToo, { resonated: 'no' });
    const dismissal = await member.client.request('DELETE', `/api/questions/${dismissed}/follow-up`);
    expect(dismissal.status).toBe(204);

    expect(await dueIds(member)).toEqual([eightDays]);
    expect(
      ((await member.client.get('/api/questions?followUp=done')).body.items as Array<{ id: string }>).map((q) => q.id),
    ).toEqual([answeredToo]);
    // The dismissed reading carries no follow-up and does not come back.
    expect((await member.client.get(`/api/questions/${dismissed}`)).body.follow_up).toBeNull();
    expect(await dueIds(member)).not.toContain(sixDays);

    // Answering it after a dismissal records it; dismissing an answered one removes the answer.
    await putFollowUp(member, dismissed, { resonated: 'yes' });
    expect((await member.client.get(`/api/questions/${dismissed}`)).body.follow_up).toMatchObject({ resonated: 'yes' });
    await member.client.request('DELETE', `/api/questions/${answeredToo}/follow-up`);
    expect((await member.client.get(`/api/questions/${answeredToo}`)).body.follow_up).toBeNull();
    expect(await dueIds(member)).toEqual([eightDays]);
  });

  it('honours the member’s setting: 3, 7 or 14 days, or off', async () => {
    const member = await createAskingMember(app, 4);
    const two = await answeredReading(member, 'Two days ago', 2);
    const four = await answeredReading(member, 'Four days ago', 4);
    const ten = await answeredReading(member, 'Ten days ago', 10);
    const fifteen = await answeredReading(member, 'Fifteen days ago', 15);
    const setting = async (days: number | null) => {
      const reply = await member.client.request('PATCH', '/api/profile', { follow_up_days: days });
      expect(reply.status).toBe(200);
      expect(reply.body.follow_up_days).toBe(days);
    };
    expect(new Set(await dueIds(member))).toEqual(new Set([ten, fifteen]));
    await setting(3);
    expect(new Set(await dueIds(member))).toEqual(new Set([four, ten, fifteen]));
    await setting(14);
    expect(await dueIds(member)).toEqual([fifteen]);
    await setting(null);
    expect(await dueIds(member)).toEqual([]);
    expect((await member.client.get('/api/profile')).body.follow_up_days).toBeNull();
    await setting(7);
    expect(await dueIds(member)).not.toContain(two);
  });

  it('lists the due follow-ups newest first, a short page of at most five with the total, combined with other filters', async () => {
    const member = await createAskingMember(app, 7);
    const ids: string[] = [];
    for (let day = 8; day < 15; day++) ids.push(await answeredReading(member, `Old reading ${day}`, day));
    const page = (await member.client.get('/api/questions?followUp=due&limit=5')).body;
    expect(page.total).toBe(7);
    expect(page.page_size).toBe(5);
    expect(page.items.map((q: { id: string }) => q.id)).toEqual(ids.slice(0, 5));
    expect((await member.client.get('/api/questions?followUp=due&q=reading%2014')).body.total).toBe(1);
    expect((await member.client.get('/api/questions?followUp=due&status=pending')).body.total).toBe(0);
    for (const bad of ['followUp=soon', 'limit=0', 'limit=11']) {
      expect((await member.client.get(`/api/questions?${bad}`)).status, bad).toBe(400);
    }
  });

  it('counts, per card theme, how the followed-up readings turned out', async () => {
    const member = await createAskingMember(app, 4);
    // huddle: family + love; pebble: love; compass: career + general.
    await putFollowUp(member, await answeredReading(member, 'One', 0, 'huddle'), { resonated: 'yes' });
    await putFollowUp(member, await answeredReading(member, 'Two', 0, 'pebble'), { resonated: 'no' });
    await putFollowUp(member, await answeredReading(member, 'Three', 0, 'pebble'), { resonated: 'partly' });
    const dismissed = await answeredReading(member, 'Four', 0, 'compass');
    await member.client.request('DELETE', `/api/questions/${dismissed}/follow-up`);
    const reply = await member.client.get('/api/follow-ups/themes');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      themes: [
        { theme: 'love', yes: 1, partly: 1, no: 1, total: 3 },
        { theme: 'family', yes: 1, partly: 0, no: 0, total: 1 },
      ],
    });
    const stranger = await createAskingMember(app, 0);
    expect((await stranger.client.get('/api/follow-ups/themes')).body).toEqual({ themes: [] });
  });

  it('has no end-to-end helper unless E2E_HELPERS is set', async () => {
    const member = await createAskingMember(app, 1);
    const id = await answeredReading(member, 'This reading stays where it is');
    const reply = await member.client.post(`/dev/test/readings/${id}/move-back`, { days: 8 });
    expect(reply.status).toBe(404);
    expect(await dueIds(member)).toEqual([]);
  });

  it('keeps the setting to 3, 7, 14 or null on the profile', async () => {
    const member = await createAskingMember(app, 0);
    expect((await member.client.get('/api/profile')).body.follow_up_days).toBe(7);
    for (const days of [5, 0, '7', 30]) {
      const reply = await member.client.request('PATCH', '/api/profile', { follow_up_days: days });
      expect(reply.status, String(days)).toBe(400);
    }
    // Other settings untouched by an empty change; names kept by a setting change.
    await member.client.request('PUT', '/api/profile', { name: 'Pin', surname: 'Gu' });
    const reply = await member.client.request('PATCH', '/api/profile', { follow_up_days: 14 });
    expect(reply.body).toMatchObject({ name: 'Pin', surname: 'Gu', follow_up_days: 14 });
    expect((await member.client.request('PATCH', '/api/profile', {})).body.follow_up_days).toBe(14);
  });
});
