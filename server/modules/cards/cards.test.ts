import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_KEYS } from '#common/oracle.ts';
import { rowsOf } from '../../db/client.ts';
import { testAppForFile } from '../../test/app-for-file.ts';
import { TestClient, answerPending, createAskingMember, createMember } from '../../test/test-app.ts';

const app = testAppForFile();
afterEach(() => {
  vi.useRealTimers();
});

async function userIdOf(client: TestClient): Promise<string> {
  return (await client.get('/api/auth/get-session')).body.user.id as string;
}

async function dailyRows(userId: string) {
  return rowsOf<{ day: string; card_key: string }>(
    await app.database.db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day, card_key from daily_cards where user_id = ${userId} order by day`,
    ),
  );
}

/** Only Date is faked: timers, sockets and the database keep running. */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

describe('cards API', () => {
  it('answers 401 to a visitor on every cards endpoint', async () => {
    const visitor = new TestClient(app);
    for (const [method, url] of [
      ['GET', '/api/cards'],
      ['GET', '/api/cards/the-slide'],
      ['GET', '/api/cards/today'],
      ['PUT', '/api/cards/today/note'],
      ['GET', '/api/cards/daily'],
      ['GET', '/api/cards/stats'],
    ] as const) {
      const reply = await visitor.request(method, url, method === 'PUT' ? { note: 'x' } : undefined);
      expect(reply.status, url).toBe(401);
      expect(reply.body.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('lists the whole deck in the request’s language, from the readings’ deck', async () => {
    const { client } = await createMember(app);
    const en = await client.get('/api/cards');
    expect(en.status).toBe(200);
    expect(en.body.cards.map((c: { key: string }) => c.key)).toEqual(CARD_KEYS);
    expect(en.body.cards.find((c: { key: string }) => c.key === 'the-slide')).toMatchObject({
      name: 'The Slide',
      keywords: expect.arrayContaining(['play', 'joy']),
      themes: expect.any(Array),
    });
    const th = await client.get('/api/cards', { 'x-penguin-locale': 'th' });
    expect(th.body.cards[0].name).toBe('แสงแรกแห่งรุ่งอรุณ');
    const accepted = await client.get('/api/cards', { 'accept-language': 'th-TH,th;q=0.9' });
    expect(accepted.body.cards[0].name).toBe('แสงแรกแห่งรุ่งอรุณ');
  });

  it('shows one card with guidance for every theme; an unknown key answers 404', async () => {
    const { client } = await createMember(app);
    const page = await client.get('/api/cards/the-slide');
    expect(page.status).toBe(200);
    expect(page.body.card).toMatchObject({ key: 'the-slide', name: 'The Slide' });
    expect(Object.keys(page.body.card.guidance).sort()).toEqual(
      ['abundance', 'career', 'family', 'general', 'growth', 'love', 'spirit', 'wellbeing'].sort(),
    );
    expect(page.body.card.affirmation.length).toBeGreaterThan(0);
    expect(page.body.counts).toEqual({ readings: 0, daily: 0, total: 0, last_drawn_at: null });
    for (const key of ['no-such-card', '%20', 'THE-SLIDE']) {
      const missing = await client.get(`/api/cards/${key}`);
      expect(missing.status, key).toBe(404);
      expect(missing.body.error.code).toBe('NOT_FOUND');
    }
    expect((await client.get(`/api/cards/${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('draws the card of the day on the first call and answers the same card afterwards', async () => {
    const { client } = await createMember(app);
    const first = await client.get('/api/cards/today?tz=Asia/Bangkok');
    expect(first.status).toBe(200);
    expect(first.body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CARD_KEYS).toContain(first.body.card.key);
    expect(first.body).toMatchObject({ note: null, streak: 1 });
    expect(first.body.card.message.length).toBeGreaterThan(0);
    const again = await client.get('/api/cards/today?tz=Asia/Bangkok');
    expect(again.body).toEqual(first.body);
    // Another device in Thai: the same card, in Thai.
    const thai = await client.get('/api/cards/today?tz=Asia/Bangkok', { 'x-penguin-locale': 'th' });
    expect(thai.body.card.key).toBe(first.body.card.key);
    expect(thai.body.card.name).not.toBe(first.body.card.name);
    expect(await dailyRows(await userIdOf(client))).toHaveLength(1);
  });

  it('refuses a zone that is not IANA with 400, and uses UTC without one', async () => {
    const { client } = await createMember(app);
    for (const tz of ['Mars/Olympus', '+07:00', 'Asia/Bangkok;drop', '../etc', 'x'.repeat(65), '']) {
      const reply = await client.get(`/api/cards/today?tz=${encodeURIComponent(tz)}`);
      expect(reply.status, tz).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    }
    setClock('2026-03-10T23:30:00Z');
    const utc = await client.get('/api/cards/today');
    expect(utc.body.day).toBe('2026-03-10');
  });

  it('follows the member’s local day on both sides of midnight', async () => {
    const { client } = await createMember(app);
    const userId = await userIdOf(client);
    // 23:59 in Bangkok (UTC+7) …
    setClock('2026-03-10T16:59:00Z');
    const before = await client.get('/api/cards/today?tz=Asia/Bangkok');
    expect(before.body.day).toBe('2026-03-10');
    // … and 00:01 the next day there, while it is still the 10th in New York and in UTC.
    setClock('2026-03-10T17:01:00Z');
    const after = await client.get('/api/cards/today?tz=Asia/Bangkok');
    expect(after.body.day).toBe('2026-03-11');
    expect(after.body.streak).toBe(2);
    const newYork = await client.get('/api/cards/today?tz=America/New_York');
    expect(newYork.body).toMatchObject({ day: '2026-03-10', card: { key: before.body.card.key } });
    // West of UTC: 23:59 on the 11th in Los Angeles is already the 12th in UTC.
    setClock('2026-03-12T06:59:00Z');
    const losAngeles = await client.get('/api/cards/today?tz=America/Los_Angeles');
    expect(losAngeles.body.day).toBe('2026-03-11');
    expect(losAngeles.body.card.key).toBe(after.body.card.key);
    setClock('2026-03-12T08:01:00Z');
    const nextLa = await client.get('/api/cards/today?tz=America/Los_Angeles');
    expect(nextLa.body).toMatchObject({ day: '2026-03-12', streak: 3 });
    expect((await dailyRows(userId)).map((r) => r.day)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    // A missed day ends the streak.
    setClock('2026-03-15T12:00:00Z');
    expect((await client.get('/api/cards/daily?tz=UTC')).body.streak).toBe(0);
    expect((await client.get('/api/cards/today?tz=UTC')).body.streak).toBe(1);
  });

  it('gives fifty concurrent first calls of the day one card and fifty identical answers', async () => {
    const { client } = await createMember(app);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => client.get('/api/cards/today?tz=Pacific/Kiritimati')),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = new Set(replies.map((r) => JSON.stringify(r.body)));
    expect(bodies.size).toBe(1);
    expect(await dailyRows(await userIdOf(client))).toHaveLength(1);
  });

  it('keeps a one-line note on today’s card and shows it in the history', async () => {
    const { client } = await createMember(app);
    const early = await client.request('PUT', '/api/cards/today/note?tz=Europe/London', { note: 'Too soon' });
    expect(early.status).toBe(404);
    expect(early.body.error.code).toBe('NOT_FOUND');
    const today = (await client.get('/api/cards/today?tz=Europe/London')).body;
    const saved = await client.request('PUT', '/api/cards/today/note?tz=Europe/London', {
      note: '  Slow down today  ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ day: today.day, note: 'Slow down today', card: { key: today.card.key } });
    expect((await client.get('/api/cards/today?tz=Europe/London')).body.note).toBe('Slow down today');

    for (const note of ['two\nlines', 'carriage\rreturn', 'x'.repeat(201), 42, 'nul\0']) {
      const bad = await client.request('PUT', '/api/cards/today/note?tz=Europe/London', { note });
      expect(bad.status, String(note)).toBe(400);
      expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await client.request('PUT', '/api/cards/today/note?tz=Nowhere/Else', { note: 'x' })).status).toBe(400);

    const history = await client.get('/api/cards/daily?tz=Europe/London');
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({ total: 1, page: 1, page_size: 30, streak: 1 });
    expect(history.body.items).toEqual([
      { day: today.day, card: { key: today.card.key, name: today.card.name }, note: 'Slow down today' },
    ]);
    const cleared = await client.request('PUT', '/api/cards/today/note?tz=Europe/London', { note: '' });
    expect(cleared.body.note).toBeNull();
    expect((await client.get('/api/cards/daily?page=0')).status).toBe(400);
    expect((await client.get('/api/cards/daily?page=2')).body.items).toEqual([]);
  });

  it('counts the member’s draws of a card, links their readings and journal entries, and tells the story', async () => {
    const member = await createAskingMember(app, 10);
    const userId = await userIdOf(member.client);
    // The morning's card of the day comes before the readings, so the story counts it.
    const today = (await member.client.get('/api/cards/today')).body;
    await app.database.db.execute(sql`update daily_cards set card_key = 'the-slide' where user_id = ${userId}`);
    const ids: string[] = [];
    for (const question of ['Will the ice hold?', 'Where is the sea today?', 'Shall I dive?']) {
      ids.push((await member.ask(question)).body.question_id);
    }
    await answerPending(app);
    // The worker answers several questions at once, in any order: the story counts by answer time, so pin the
    // answers to the order the member asked in.
    await app.database.db.execute(
      sql`update questions set answered_at = created_at + interval '1 second' where id in (${ids[0]}, ${ids[1]}, ${ids[2]})`,
    );
    // The draw is random: give two readings the same card, as a member who drew it twice would have.
    await app.database.db.execute(sql`update questions set card_key = 'the-slide' where id in (${ids[0]}, ${ids[1]})`);
    await app.database.db.execute(sql`update questions set card_key = 'anchor' where id = ${ids[2]}`);
    const journal = await member.client.post('/api/journal', {
      title: 'Sliding along',
      content: 'The Slide reminded me to play.',
      category: 'General Guidance',
      mood: 'happy',
      entry_date: today.day,
    });
    expect(journal.status).toBe(201);
    await member.client.post('/api/journal', {
      title: 'Unrelated',
      content: 'Nothing about that card.',
      category: 'General Guidance',
      mood: 'calm',
      entry_date: today.day,
    });

    const page = (await member.client.get('/api/cards/the-slide')).body;
    expect(page.counts).toMatchObject({ readings: 2, daily: 1, total: 3 });
    expect(page.counts.last_drawn_at).toMatch(/^\d{4}-/);
    expect(page.readings.map((r: { id: string }) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(page.journal_entries).toEqual([{ id: journal.body.id, title: 'Sliding along', entry_date: today.day }]);

    const stats = (await member.client.get('/api/cards/stats')).body;
    expect(stats.top_cards[0]).toEqual({ key: 'the-slide', name: 'The Slide', count: 3 });
    expect(stats.top_cards[1]).toEqual({ key: 'anchor', name: 'The Anchor', count: 1 });
    expect(stats.top_themes[0]).toMatchObject({ count: 3 });
    const thaiStats = (await member.client.get('/api/cards/stats', { 'x-penguin-locale': 'th' })).body;
    expect(thaiStats.top_cards[0].name).not.toBe('The Slide');

    // The second reading with The Slide: the card has come three times (two readings and the daily card).
    const story = (await member.client.get(`/api/questions/${ids[1]}`)).body;
    expect(story.card_story).toEqual({ times: 3 });
    const first = (await member.client.get(`/api/questions/${ids[0]}`)).body;
    expect(first.card_story).toEqual({ times: 2 });
    const once = (await member.client.get(`/api/questions/${ids[2]}`)).body;
    expect(once.card_story).toBeNull();
  });

  it('never shows member A’s cards, notes or story to member B', async () => {
    const alice = await createAskingMember(app, 2);
    const questionId = (await alice.ask('Alice’s private question')).body.question_id;
    await answerPending(app);
    const aliceToday = (await alice.client.get('/api/cards/today?tz=UTC')).body;
    await alice.client.request('PUT', '/api/cards/today/note?tz=UTC', { note: 'Alice’s secret note' });
    const card = (await alice.client.get(`/api/questions/${questionId}`)).body.card.key as string;

    const bob = await createMember(app);
    for (const url of [
      '/api/cards/daily',
      '/api/cards/stats',
      `/api/cards/${card}`,
      `/api/cards/${aliceToday.card.key}`,
    ]) {
      const reply = await bob.client.get(url);
      expect(reply.status, url).toBe(200);
      expect(JSON.stringify(reply.body), url).not.toMatch(/Alice’s/);
    }
    expect((await bob.client.get('/api/cards/daily')).body).toMatchObject({ items: [], total: 0, streak: 0 });
    expect((await bob.client.get('/api/cards/stats')).body).toEqual({ top_cards: [], top_themes: [] });
    expect((await bob.client.get(`/api/cards/${card}`)).body.counts.total).toBe(0);
    expect((await bob.client.get(`/api/questions/${questionId}`)).status).toBe(404);
    // Bob's note cannot reach Alice's card: he has not drawn one today.
    expect((await bob.client.request('PUT', '/api/cards/today/note?tz=UTC', { note: 'Bob' })).status).toBe(404);
    expect((await alice.client.get('/api/cards/today?tz=UTC')).body.note).toBe('Alice’s secret note');
  });
});
