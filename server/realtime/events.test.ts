import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../test/app-for-file.ts';
import { answerPending, createAskingMember, createTestApp, type TestClient } from '../test/test-app.ts';

const app = testAppForFile({ SSE_HEARTBEAT_MS: '200' });
let base: string;
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

type SseEvent = { event: string; data: any };

/** A real SSE connection over HTTP, as a browser's EventSource makes it. */
async function openStream(client: TestClient) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    if (!reader) return;
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return { response, events, done, close: () => controller.abort() };
}

describe('live question events', () => {
  it('needs a session', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
  });

  it('streams the member’s own question turning answered, and never another member’s', async () => {
    const alice = await createAskingMember(app, 2);
    const bob = await createAskingMember(app, 2);
    const aliceStream = await openStream(alice.client);
    expect(aliceStream.response.headers.get('content-type')).toContain('text/event-stream');
    // Only the stream's own headers: a page's (CSP and the rest) would be held by every open stream.
    expect(aliceStream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(aliceStream.response.headers.get('content-security-policy')).toBeNull();

    const bobQuestion = (await bob.ask('Bob’s secret question')).body.question_id;
    const aliceQuestion = (await alice.ask('Alice’s question')).body.question_id;
    await answerPending(app);

    await expect
      .poll(() => aliceStream.events.find((e) => e.event === 'question' && e.data.status === 'answered'), {
        timeout: 5000,
      })
      .toBeTruthy();
    const answered = aliceStream.events.find((e) => e.data.status === 'answered')!;
    expect(answered.data.id).toBe(aliceQuestion);
    expect(answered.data.answer_text).toContain('You drew:');
    expect(answered.data.card).toEqual({
      key: expect.any(String),
      name: expect.any(String),
      name_th: expect.any(String),
    });
    expect(aliceStream.events.some((e) => e.data.id === bobQuestion)).toBe(false);
    aliceStream.close();
  });

  it('ends a stream once its session ends (sign-out), and refuses the 11th stream of one member', async () => {
    const member = await createAskingMember(app, 0);
    const stream = await openStream(member.client);
    expect(stream.response.status).toBe(200);
    const others = await Promise.all(Array.from({ length: 9 }, () => openStream(member.client)));
    const eleventh = await openStream(member.client);
    expect(eleventh.response.status).toBe(429);
    for (const other of others) other.close();

    await member.client.post('/api/auth/revoke-sessions');
    // The next heartbeat finds no session and closes the stream: its body ends.
    const ended = await Promise.race([
      stream.response.body ? stream.done.then(() => 'ended') : Promise.resolve('no body'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ]);
    expect(ended).toBe('ended');
  });

  it('ends the stream of an expired session at its next heartbeat, and keeps the others beating', async () => {
    const expiring = await createAskingMember(app, 0);
    const staying = await createAskingMember(app, 0);
    const expiringStream = await openStream(expiring.client);
    const stayingStream = await openStream(staying.client);
    const { body } = await expiring.client.get('/api/auth/get-session');
    await app.database.db.execute(
      sql`update session set expires_at = now() - interval '1 second' where id = ${body.session.id}`,
    );
    const ended = await Promise.race([
      expiringStream.done.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3000)),
    ]);
    expect(ended).toBe('ended');
    // The other member's stream still gets its heartbeat: a comment, which parses to no event, on an open body.
    const stillOpen = await Promise.race([
      stayingStream.done.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 500)),
    ]);
    expect(stillOpen).toBe('open');
    stayingStream.close();
  });

  it('lets the server close while streams are open', async () => {
    const other = await createTestApp();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const member = await createAskingMember(other, 0);
    const cookie = [...member.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`http://127.0.0.1:${(other.server.address() as AddressInfo).port}/api/events`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    const closing = other.close();
    await expect(
      Promise.race([closing.then(() => 'closed'), new Promise((r) => setTimeout(() => r('hung'), 5000))]),
    ).resolves.toBe('closed');
  });
});
