import { randomUUID } from 'node:crypto';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, killSpawned, spawnNode, startServer } from './faults/harness.ts';
import { freePort } from './test/process-helpers.ts';

// Scale past one machine (ARCHITECTURE.md, Data): two server instances and a separate worker process on one PostgreSQL.
// PGlite belongs to one process, so this runs only when TEST_DATABASE_URL names a real PostgreSQL (CI does).
const databaseUrl = process.env.TEST_DATABASE_URL;
const APP_URL = 'http://localhost:4999'; // the public origin, as a proxy in front of both instances would present it

describe.skipIf(!databaseUrl)('two server instances and a separate worker on one PostgreSQL', () => {
  let a: string;
  let b: string;

  beforeAll(async () => {
    const env = { APP_URL, WORKER: 'off', BOTCHECK_MAX_NUMBER: '100', READING_DELAY_MS: '0', TRUST_PROXY: 'false' };
    const [serverA, serverB] = await Promise.all([
      startServer('server A', databaseUrl!, env, await freePort()),
      startServer('server B', databaseUrl!, env, await freePort()),
    ]);
    a = serverA.base;
    b = serverB.base;
    spawnNode('worker', 'server/worker-main.ts', {
      DATABASE_URL: databaseUrl!,
      LOG_LEVEL: 'warn',
      READING_DELAY_MS: '0',
      WORKER_SWEEP_MS: '1000',
    });
  }, 90_000);

  afterAll(killSpawned);

  it('a member on instance B sees, live, the answer to a question asked through instance A', async () => {
    const username = `scale_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
    const email = `${username}@example.com`;
    const json = { 'content-type': 'application/json', origin: APP_URL };

    // Sign up through A; A keeps the confirmation mail in its dev outbox.
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, username, name: username, password: 'penguin-pass', callbackURL: '/' }),
    });
    expect(signUp.status).toBe(200);
    const { mails } = (await (await fetch(`${a}/dev/mail.json`)).json()) as {
      mails: Array<{ to: string; link: string }>;
    };
    const link = new URL(mails.find((mail) => mail.to === email)!.link);

    // Confirm through B: the session it issues lives in the shared database.
    const verify = await fetch(`${b}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(verify.status).toBe(302);
    const cookie = cookieOf(verify);
    expect(cookie).toContain('session_token');

    // Sessions work on both instances.
    for (const base of [a, b]) {
      const session = (await (await fetch(`${base}/api/auth/get-session`, { headers: { cookie } })).json()) as {
        user: { email: string };
      };
      expect(session.user.email).toBe(email);
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `update token_balances set tokens = 3 where user_id = (select id from "user" where email = $1)`,
      [email],
    );
    await client.end();

    // Listen on B.
    const controller = new AbortController();
    const stream = await fetch(`${b}/api/events`, { headers: { cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const answered = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!block.includes('event: question') || !data) continue;
          const event = JSON.parse(data) as { id: string; status: string; answer_text: string };
          if (event.status === 'answered') return event;
        }
      }
    })();

    // Ask through A, with a solved human check from A.
    const { challenge } = (await (await fetch(`${a}/api/botcheck/challenge`)).json()) as { challenge: Challenge };
    const solution = await solveChallenge({ challenge, deriveKey });
    const ask = await fetch(`${a}/api/questions`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        question: 'Will the colony hold together across two servers?',
        categoryId: null,
        verificationToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
        locale: 'en',
      }),
    });
    expect(ask.status).toBe(201);
    const { question_id } = (await ask.json()) as { question_id: string };

    // The separate worker answers; B pushes it to the member.
    const event = await Promise.race([
      answered,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
    ]);
    controller.abort();
    expect(event).toMatchObject({ id: question_id, status: 'answered' });
    expect(event!.answer_text).toContain('You drew:');

    const reading = (await (await fetch(`${b}/api/questions/${question_id}`, { headers: { cookie } })).json()) as {
      status: string;
    };
    expect(reading.status).toBe('answered');
  }, 60_000);
});
