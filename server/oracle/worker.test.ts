import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app-for-file.ts';
import { createAskingMember, testWorker } from '../test/test-app.ts';
import { cardByKey } from './deck/index.ts';

const app = testAppForFile();

const worker = (options: Parameters<typeof testWorker>[1] = {}) => testWorker(app, options);

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('reading worker', () => {
  it('answers a pending question with a deck reading: card line, card_key, answered_at, status', async () => {
    const member = await createAskingMember(app, 1);
    const { question_id } = (await member.ask('What does this season ask of me?')).body;
    await worker().runOnce();
    const reading = (await member.client.get(`/api/questions/${question_id}`)).body;
    expect(reading.status).toBe('answered');
    expect(reading.answered_at).not.toBeNull();
    const card = cardByKey(reading.card.key)!;
    expect(reading.answer_text).toContain(`You drew: ${card.en.name}`);
    expect(reading.answer_text).toContain(card.en.message);
    expect(reading.answer_text).toContain(`For your question about ${member.categories[0]!.name}`);
    expect(reading.answer_text).toContain(card.en.affirmation);
    expect(reading.card).toEqual({ key: card.key, name: card.en.name, name_th: card.th.name });
  });

  it('puts one short care line above the card when the question screens as crisis', async () => {
    const member = await createAskingMember(app, 2);
    const crisis = await member.ask('ไม่อยากมีชีวิตอยู่แล้ว', { locale: 'th', care_acknowledged: true });
    const everyday = await member.ask('Will I kill it at my interview?');
    await worker().runOnce();
    const [first, second] = (
      await member.client.get(`/api/questions/${crisis.body.question_id}`)
    ).body.answer_text.split('\n\n');
    expect(first).toContain('สายด่วนสุขภาพจิต กรมสุขภาพจิต 1323');
    expect(second).toMatch(/^ไพ่ที่คุณจั่วได้: /);
    const plain = (await member.client.get(`/api/questions/${everyday.body.question_id}`)).body.answer_text;
    expect(plain).toMatch(/^You drew: /);
    expect(plain).not.toContain('1323');
  });

  it('writes the reading in Thai when the question was asked in Thai', async () => {
    const member = await createAskingMember(app, 1);
    const { question_id } = (await member.ask('คำถามของฉัน', { locale: 'th' })).body;
    await worker().runOnce();
    const reading = (await member.client.get(`/api/questions/${question_id}`)).body;
    const card = cardByKey(reading.card.key)!;
    expect(reading.answer_text).toContain(`ไพ่ที่คุณจั่วได้: ${card.th.name}`);
    expect(reading.answer_text).toContain(card.th.message);
  });

  it('leaves a question claimed by a live worker alone, and answers it once that worker’s lease expires', async () => {
    const member = await createAskingMember(app, 1);
    const { question_id } = (await member.ask('Claimed by a worker that then died')).body;
    // What a worker killed right after claiming leaves behind: a lease, no answer.
    await app.database.db.execute(
      sql`update questions set lease_until = now() + interval '1 hour', attempts = 1 where id = ${question_id}`,
    );
    await worker().runOnce();
    expect((await member.client.get(`/api/questions/${question_id}`)).body.status).toBe('pending');

    await app.database.db.execute(
      sql`update questions set lease_until = now() - interval '1 second' where id = ${question_id}`,
    );
    await worker().runOnce();
    const reading = (await member.client.get(`/api/questions/${question_id}`)).body;
    expect(reading.status).toBe('answered');
    const [row] = await rows<{ attempts: number }>(sql`select attempts from questions where id = ${question_id}`);
    expect(row!.attempts).toBe(2);
  });

  it('wakes on the insert notification once started, without waiting for a sweep', async () => {
    const started = worker({ sweepMs: 3_600_000 });
    await started.start();
    try {
      const member = await createAskingMember(app, 1);
      const { question_id } = (await member.ask('Wake up, oracle')).body;
      await expect
        .poll(async () => (await member.client.get(`/api/questions/${question_id}`)).body.status, { timeout: 5000 })
        .toBe('answered');
    } finally {
      await started.stop();
    }
  });

  it('waits the reading delay after the question before answering', async () => {
    const member = await createAskingMember(app, 1);
    const { question_id } = (await member.ask('Patience')).body;
    await worker({ readingDelayMs: 400 }).runOnce();
    const reading = (await member.client.get(`/api/questions/${question_id}`)).body;
    expect(reading.status).toBe('answered');
    // The rule is about the question's own clock (asked → answered), whatever the machine's load.
    expect(Date.parse(reading.answered_at) - Date.parse(reading.created_at)).toBeGreaterThanOrEqual(400);
  });

  it('answers 200 questions exactly once with two workers running at the same time', async () => {
    const member = await createAskingMember(app, 200);
    const userId = (await member.client.get('/api/auth/get-session')).body.user.id as string;
    // Inserted directly: this test is about the worker, not the ask endpoint.
    await app.database.db.execute(sql`
      insert into questions (user_id, question_text, spent_tokens, locale)
      select ${userId}, 'Bulk question ' || n, 1, 'en' from generate_series(1, 200) n`);
    const [a, b] = await Promise.all([worker({ batchSize: 7 }).runOnce(), worker({ batchSize: 11 }).runOnce()]);
    expect(a + b).toBe(200);
    const [counts] = await rows<{ answered: number; pending: number }>(sql`
      select count(*) filter (where status = 'answered')::int as answered,
             count(*) filter (where status = 'pending')::int as pending
      from questions where user_id = ${userId}`);
    expect(counts).toEqual({ answered: 200, pending: 0 });
  });
});

describe('optional LLM voice', () => {
  let server: http.Server;
  let url: string;
  let mode: 'ok' | 'error' | 'slow' = 'ok';
  const requests: Array<{ authorization?: string; body: any }> = [];

  beforeAll(async () => {
    // A stand-in for an OpenAI-compatible endpoint (a third party we cannot reach in tests).
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        if (mode === 'error') return response.writeHead(500).end('{"error":"down"}');
        const reply = () =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              choices: [{ message: { role: 'assistant', content: 'The model speaks softly about your path.' } }],
            }),
          );
        if (mode === 'slow') setTimeout(reply, 1500);
        else reply();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const llm = () => ({ url, model: 'test-model', key: 'secret-key', timeoutMs: 500 });

  it('lets the model write the interpretation while the deck still draws the card', async () => {
    mode = 'ok';
    const member = await createAskingMember(app, 1);
    const { question_id } = (await member.ask('Guide me, model')).body;
    await worker({ llm: llm() }).runOnce();
    const reading = (await member.client.get(`/api/questions/${question_id}`)).body;
    const card = cardByKey(reading.card.key)!;
    expect(reading.answer_text).toContain(`You drew: ${card.en.name}`);
    expect(reading.answer_text).toContain('The model speaks softly about your path.');
    const sent = requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer secret-key');
    expect(sent.body.model).toBe('test-model');
    expect(JSON.stringify(sent.body.messages)).toContain('Guide me, model');
  });

  it('asks the model for a gentle reading naming the help lines when the member continued past the help card', async () => {
    mode = 'ok';
    const member = await createAskingMember(app, 1);
    const asked = await member.ask('I want to end my life, will things change?', { care_acknowledged: true });
    expect(asked.status).toBe(201);
    await worker({ llm: llm() }).runOnce();
    const system = requests.at(-1)!.body.messages[0].content as string;
    expect(system).toContain('Be especially gentle');
    expect(system).toContain('(02 113 6789, 12:00–22:00)');
    const reading = (await member.client.get(`/api/questions/${asked.body.question_id}`)).body;
    expect(reading.answer_text.split('\n\n')[0]).toContain('02 113 6789');
  });

  it.each(['error', 'slow'] as const)('falls back to the deck when the model fails (%s)', async (failure) => {
    mode = failure;
    const member = await createAskingMember(app, 1);
    const { question_id } = (await member.ask(`Model ${failure}`)).body;
    await worker({ llm: llm() }).runOnce();
    const reading = (await member.client.get(`/api/questions/${question_id}`)).body;
    expect(reading.status).toBe('answered');
    expect(reading.answer_text).toContain(cardByKey(reading.card.key)!.en.message);
    expect(reading.answer_text).not.toContain('The model speaks');
  });
});
