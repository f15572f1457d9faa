import fs from 'node:fs';
import https from 'node:https';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, TEST_APP_URL, TEST_TLS_ENV, type TestApp } from '../test/test-app.ts';

const CA = fs.readFileSync(TEST_TLS_ENV.TLS_CERT_FILE);

let app: TestApp;
let origin: string;
let session: http2.ClientHttp2Session;

beforeAll(async () => {
  app = await createTestApp(TEST_TLS_ENV);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
  session = http2.connect(origin, { ca: CA });
});
afterAll(async () => {
  session?.close();
  await app.close();
});

type Answer = { status: number; headers: http2.IncomingHttpHeaders; body: string; stream: http2.ClientHttp2Stream };

/** One request on the shared HTTP/2 connection; with `until`, reads only until the body contains it. */
function request(headers: http2.OutgoingHttpHeaders, body?: string, until?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    let text = '';
    let answerHeaders: http2.IncomingHttpHeaders = {};
    stream.setEncoding('utf8');
    stream.on('response', (h) => (answerHeaders = h));
    const done = () =>
      resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: text, stream });
    stream.on('data', (chunk: string) => {
      text += chunk;
      if (until && text.includes(until)) done();
    });
    stream.on('end', done);
    stream.on('error', reject);
    stream.end(body);
  });
}

const cookieOf = (client: { cookies: Map<string, string> }) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

describe('HTTPS with HTTP/2 (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('speaks HTTP/2 to a client that offers it', async () => {
    const answer = await request({ ':path': '/api/health' });
    expect(session.alpnProtocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok' });
  });

  it('keeps HTTP/1.1 for a client without HTTP/2', async () => {
    const answer = await new Promise<{ status: number; protocol: string | false }>((resolve, reject) => {
      https
        .get(`${origin}/api/health`, { ca: CA }, (response) => {
          response.resume();
          resolve({ status: response.statusCode!, protocol: response.httpVersion });
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 200, protocol: '1.1' });
  });

  it('carries a member’s session, sign-out and live stream over HTTP/2', async () => {
    const member = await createMember(app);
    const cookie = cookieOf(member.client);
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);

    const signedIn = await request({ ':path': '/api/auth/get-session', cookie });
    expect(signedIn.status).toBe(200);
    expect(JSON.parse(signedIn.body).user.username).toBe(member.username);

    const stream = await request(
      { ':path': '/api/events', cookie, accept: 'text/event-stream' },
      undefined,
      ': connected',
    );
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    stream.stream.close();
    process.off('warning', onWarning);
    // Headers HTTP/2 has no place for (`connection`) are left out, not dropped by Node with a warning.
    expect(warnings).toEqual([]);

    const signOut = await request(
      {
        ':method': 'POST',
        ':path': '/api/auth/sign-out',
        cookie,
        origin: TEST_APP_URL,
        'content-type': 'application/json',
      },
      '{}',
    );
    expect(signOut.status).toBe(200);
    const after = await request({ ':path': '/api/auth/get-session', cookie });
    expect(JSON.parse(after.body)).toBeNull();
  });
});
