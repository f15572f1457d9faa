import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../../admin.ts';
import { loadConfig } from '../../config.ts';
import { testAppForFile } from '../../test/app-for-file.ts';
import {
  createAskingMember,
  createMember,
  solveBotcheck,
  TestClient,
  tokensOf,
  answerLogTotal,
} from '../../test/test-app.ts';

const app = testAppForFile();

const offers = async () => {
  const lines = await runAdmin(app.database.db, ['care', 'stats', '1']);
  return Number(/: (\d+)$/.exec(lines[0] ?? '')?.[1] ?? 0);
};

describe('POST /api/questions/screen', () => {
  it('answers null for an everyday question, idioms included', async () => {
    const { client } = await createMember(app);
    for (const question of [
      'Will I kill it at my interview?',
      'หิวจะตาย ควรกินอะไรดี',
      'my cat died, will I find peace?',
    ]) {
      const reply = await client.post('/api/questions/screen', { question, locale: 'en' });
      expect(reply.status, question).toBe(200);
      expect(reply.body, question).toEqual({ care: null });
    }
  });

  it('answers the kind and the help lines of the member’s language: 1323 first in Thai', async () => {
    const { client } = await createMember(app);
    const thai = await client.post('/api/questions/screen', { question: 'ไม่อยากมีชีวิตอยู่แล้ว', locale: 'th' });
    expect(thai.status).toBe(200);
    expect(thai.body.care.kind).toBe('self_harm');
    expect(thai.body.care.helplines[0]).toMatchObject({ phone: '1323', hours: expect.stringContaining('24') });
    expect(thai.body.care.helplines.map((line: { phone: string }) => line.phone)).toEqual(
      expect.arrayContaining(['1669', '02 113 6789']),
    );
    const english = await client.post('/api/questions/screen', { question: 'my husband hits me', locale: 'en' });
    expect(english.body.care.kind).toBe('abuse');
    expect(english.body.care.helplines.at(-1)).toMatchObject({ url: 'https://findahelpline.com/', phone: null });
  });

  it('counts help offered per day and kind, with no text and no member', async () => {
    const { client } = await createMember(app);
    const before = await offers();
    await client.post('/api/questions/screen', { question: 'I took too many pills', locale: 'en' });
    expect(await offers()).toBe(before + 1);
    const lines = (await runAdmin(app.database.db, ['care', 'stats'])).join('\n');
    expect(lines).toMatch(/\d{4}-\d{2}-\d{2} {2}emergency +\d+/);
    expect(lines).not.toContain('pills');
  });

  it('is for members only and refuses bad input with VALIDATION_FAILED', async () => {
    const visitor = await new TestClient(app).post('/api/questions/screen', { question: 'hello', locale: 'en' });
    expect(visitor.status).toBe(401);
    const { client } = await createMember(app);
    for (const body of [{ question: '   ' }, { question: 'x'.repeat(2001) }, { question: 'hi', locale: 'fr' }, {}]) {
      const reply = await client.post('/api/questions/screen', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is documented in the OpenAPI reference under the care tag', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/questions/screen'].post.tags).toEqual(['care']);
    expect(spec.paths['/api/care/helplines'].get.tags).toEqual(['care']);
  });
});

describe('GET /api/care/helplines', () => {
  it('answers the lines of a language for the journal and Dream Catcher help card', async () => {
    const { client } = await createMember(app);
    const reply = await client.get('/api/care/helplines?locale=th');
    expect(reply.status).toBe(200);
    expect(reply.body.helplines[0].phone).toBe('1323');
    expect((await new TestClient(app).get('/api/care/helplines')).status).toBe(401);
  });
});

describe('asking a question that needs care', () => {
  it('answers 409 CARE_SUGGESTED with the help lines: nothing stored, nothing spent, bot check kept', async () => {
    const member = await createAskingMember(app, 2);
    const token = await solveBotcheck(member.client);
    const body = { question: 'I want to kill myself', categoryId: null, verificationToken: token, locale: 'en' };
    const refused = await member.client.post('/api/questions', body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CARE_SUGGESTED',
      message: expect.any(String),
      details: {
        care: { kind: 'self_harm', helplines: expect.arrayContaining([expect.objectContaining({ phone: '1669' })]) },
      },
    });
    expect(await tokensOf(member.client)).toBe(2);
    expect(await answerLogTotal(member.client)).toBe(0);

    // The same bot-check token still works: it was not consumed by the refusal.
    const acknowledged = await member.client.post('/api/questions', { ...body, care_acknowledged: true });
    expect(acknowledged.status).toBe(201);
    expect(acknowledged.body.new_balance).toBe(1);
    expect(await answerLogTotal(member.client)).toBe(1);
  });

  it('screens before the bot check and the balance: a bad token or an empty balance still meets care first', async () => {
    const broke = await createAskingMember(app, 0);
    const reply = await broke.client.post('/api/questions', {
      question: 'ผัวขู่จะฆ่าฉันถ้าฉันหนี',
      categoryId: null,
      verificationToken: 'not-a-real-token',
      locale: 'th',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.error.details.care).toMatchObject({ kind: 'abuse' });
    expect(reply.body.error.details.care.helplines[0].phone).toBe('1323');
  });

  it('lets everyday questions through as today, and refuses a care_acknowledged that is not a boolean', async () => {
    const member = await createAskingMember(app, 2);
    expect((await member.ask('I’m dying to know if he likes me')).status).toBe(201);
    const bad = await member.ask('I want to die', { care_acknowledged: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(await tokensOf(member.client)).toBe(1);
  });
});

describe('CARE_HELPLINES_FILE', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'care-'));
  const file = (name: string, content: unknown) => {
    const target = path.join(dir, name);
    writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
    return target;
  };
  const line = { name: 'Our line', phone: '02 000 0000', url: null, hours: '9–17' };

  it('replaces the shipped list', () => {
    const config = loadConfig({ NODE_ENV: 'test', CARE_HELPLINES_FILE: file('ok.json', { en: [line], th: [line] }) });
    expect(config.helplines.en).toEqual([line]);
  });

  it('refuses at start-up a file that is missing, not JSON or not the expected shape', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CARE_HELPLINES_FILE: path.join(dir, 'missing.json') })).toThrow(
      /CARE_HELPLINES_FILE/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CARE_HELPLINES_FILE: file('bad.json', '{') })).toThrow(
      /CARE_HELPLINES_FILE/,
    );
    const wrong = file('wrong.json', { en: [{ ...line, phone: 'call us' }], th: [] });
    expect(() => loadConfig({ NODE_ENV: 'test', CARE_HELPLINES_FILE: wrong })).toThrow(/en\.0\.phone[\s\S]*th/);
  });
});
