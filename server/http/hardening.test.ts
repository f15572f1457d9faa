import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { testAppForFile, webBuildForFile } from '../test/app-for-file.ts';
import { TEST_APP_URL, TestClient, createMember, createTestApp } from '../test/test-app.ts';
import { invalidText } from './nul-guard.ts';

// Holes an outside probe found in a production-mode instance (docs/security.md, "Hardening").

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234',
  APP_URL: 'https://oracle.example',
};
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: 'Not found' } };

// A build that wrote source maps, with compressed copies of one of them.
const html = '<!doctype html><title>shell</title><div id="root"></div>';
const map = JSON.stringify({ version: 3, sources: ['../web/secret-source.tsx'], sourcesContent: ['secret'] });
const webDist = webBuildForFile(
  {
    'index.html': html,
    'assets/x.js': 'console.log(1)\n//# sourceMappingURL=x.js.map',
    'assets/x.js.map': map,
    'assets/y.js.map': map,
    'assets/z.css.MAP': map,
  },
  ['index.html', 'assets/y.js.map'],
);
const app = testAppForFile({ WEB_DIST: webDist });

describe('source maps', () => {
  it('never serves a source map from the web build: 404 in the one error shape, whatever the build wrote', async () => {
    for (const url of [
      '/assets/x.js.map',
      '/assets/y.js.map',
      '/assets/y.js.map.br',
      '/assets/y.js.map.gz',
      '/assets/z.css.MAP',
      '/assets/x.js%2Emap',
      '/assets/x.js.map?v=1',
      '/assets/missing.js.map',
    ]) {
      for (const encoding of ['identity', 'gzip, br']) {
        const reply = await app.inject({
          url,
          headers: { 'accept-encoding': encoding },
        });
        expect(reply.statusCode, url).toBe(404);
        expect(reply.json(), url).toEqual(NOT_FOUND);
      }
      expect((await app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
    }
    // The script itself is still served.
    const script = await app.inject({ url: '/assets/x.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('console.log(1)');
  });
});

describe('HEAD', () => {
  const unstable = new Set(['date', 'x-request-id']);
  const stable = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !unstable.has(name)));

  it('answers HEAD wherever GET answers: pages and assets, same status and headers, no body', async () => {
    for (const url of ['/', '/journal/some-id', '/member?tab=1', '/assets/x.js']) {
      for (const encoding of [undefined, 'gzip', 'gzip, br']) {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        const get = await app.inject({ method: 'GET', url, headers });
        const head = await app.inject({ method: 'HEAD', url, headers });
        expect(get.statusCode, url).toBe(200);
        expect(head.statusCode, url).toBe(200);
        expect(stable(head.headers), `${url} ${encoding}`).toEqual(stable(get.headers));
        expect(head.rawPayload.length, url).toBe(0);
      }
    }
  });

  it('answers HEAD on an API path as GET does, and a missing one with 404', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    const missing = await app.inject({
      method: 'HEAD',
      url: '/api/nothing-here',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.rawPayload.length).toBe(0);
  });
});

/** Sends `request` as raw bytes to a listening app; answers the status and the parsed body. */
async function rawRequest(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

describe('unknown HTTP methods', () => {
  it('answers a method the router knows but no route has (PROPFIND, MKCOL, TRACE) in the one error shape', async () => {
    for (const [method, url] of [
      ['PROPFIND', '/'],
      ['PROPFIND', '/api/journal'],
      ['MKCOL', '/assets/x.js'],
      ['TRACE', '/'],
    ] as const) {
      const reply = await app.inject({
        method,
        url,
        headers: { origin: TEST_APP_URL },
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(reply.json(), `${method} ${url}`).toEqual(NOT_FOUND);
      // Without our Origin the origin check refuses first, in the same shape.
      const foreign = await app.inject({ method, url });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.code).toBe('FORBIDDEN_ORIGIN');
    }
  });

  it('answers a method the HTTP parser refuses (FOO) in the one error shape, not Fastify’s', async () => {
    const server = await createTestApp({ WEB_DIST: webDist });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as net.AddressInfo;
      for (const target of ['/api/journal', '/']) {
        const reply = await rawRequest(port, `FOO ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
        expect(reply.status, target).toBe(404);
        expect(reply.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
        expect(JSON.parse(reply.body)).toEqual(NOT_FOUND);
      }
      // Any other request the parser refuses: 400 in our shape too.
      const garbage = await rawRequest(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
      expect(garbage.status).toBe(400);
      expect(JSON.parse(garbage.body)).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: 'The request is not valid HTTP.',
        },
      });
    } finally {
      await server.close();
    }
  });
});

describe('text that is not Unicode', () => {
  const entry = (change: Record<string, unknown> = {}) => ({
    title: 'A day',
    content: 'Calm seas',
    category: 'daily',
    mood: 'calm',
    entry_date: '2026-03-05',
    ...change,
  });
  const INVALID = {
    code: 'VALIDATION_FAILED',
    message: 'Text must be valid Unicode.',
  };

  /** Sends raw body bytes as JSON with the member's session. */
  const sendBytes = (client: TestClient, method: 'POST' | 'PUT', url: string, bytes: Buffer) =>
    app.inject({
      method,
      url,
      remoteAddress: client.address,
      headers: {
        origin: TEST_APP_URL,
        'content-type': 'application/json',
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      payload: bytes,
    });

  it('refuses a JSON body whose bytes are not UTF-8 with 400, storing nothing', async () => {
    const { client } = await createMember(app);
    const before = (await client.get('/api/profile')).body;
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    // 0xff never occurs in UTF-8; 0xed 0xa0 0x80 is a surrogate encoded as if it were a character; 0xc3 alone is
    // a truncated sequence.
    for (const bad of [Buffer.from([0xff]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xc3])]) {
      const title = Buffer.concat([Buffer.from('{"title":"A'), bad, Buffer.from('","content":"x",')]);
      const body = Buffer.concat([title, json(entry()).subarray(1)]);
      const created = await sendBytes(client, 'POST', '/api/journal', body);
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toMatchObject(INVALID);
      const profile = Buffer.concat([Buffer.from('{"name":"Pe'), bad, Buffer.from('ngu","surname":"Oracle"}')]);
      const updated = await sendBytes(client, 'PUT', '/api/profile', profile);
      expect(updated.statusCode).toBe(400);
      expect(updated.json().error).toMatchObject(INVALID);
    }
    expect((await client.get('/api/journal')).body).toHaveLength(0);
    expect((await client.get('/api/profile')).body).toEqual(before);
  });

  it('refuses a lone surrogate anywhere in a JSON body with 400, storing nothing', async () => {
    const { client } = await createMember(app);
    const before = (await client.get('/api/profile')).body;
    for (const lone of ['\ud800', '\udfff', 'a\udc00b', '\ud83d']) {
      const created = await client.post('/api/journal', entry({ title: `x${lone}` }));
      expect(created.status).toBe(400);
      expect(created.body.error).toMatchObject(INVALID);
      expect(created.body.error.details).toEqual([{ path: '/title', message: 'validation.textInvalid' }]);
      const updated = await client.request('PUT', '/api/profile', {
        name: lone,
        surname: 'Oracle',
      });
      expect(updated.status).toBe(400);
      expect(updated.body.error).toMatchObject(INVALID);
    }
    // A surrogate pair is a character (an emoji): accepted.
    expect((await client.post('/api/journal', entry({ title: 'Seas \ud83d\udc27' }))).status).toBe(201);
    expect((await client.get('/api/journal')).body).toHaveLength(1);
    expect((await client.get('/api/profile')).body).toEqual(before);
  });

  it('guards the query and path too, and keeps the NUL message for NUL', async () => {
    // From the wire, a query escape that decodes to no character stays as written, and such a path is refused as
    // an address; the guard looks at the parsed query and params all the same.
    const fromQuery = await app.inject({ url: '/api/accounts/username-exists?username=%ED%A0%80' });
    expect(fromQuery.statusCode).toBeLessThan(500);
    const fromPath = await app.inject({ url: '/api/journal/%ED%A0%80' });
    expect(fromPath.statusCode).toBe(400);
    expect(invalidText({ username: 'a\ud800' })).toEqual({ path: '/username', message: INVALID.message });
    expect(invalidText({ id: ['ok', '\udc00'] })).toEqual({ path: '/id/1', message: INVALID.message });
    expect(invalidText({ q: 'a\u0000b' })).toEqual({ path: '/q', message: 'Text cannot contain NUL characters.' });
    expect(invalidText({ q: 'penguin \ud83d\udc27' })).toBeNull();
    const { client } = await createMember(app);
    const nul = await client.post('/api/journal', entry({ title: 'a\u0000b' }));
    expect(nul.status).toBe(400);
    expect(nul.body.error.message).toBe('Text cannot contain NUL characters.');
  });

  it('keeps JSON errors for malformed JSON and the 64 KB limit', async () => {
    const { client } = await createMember(app);
    const malformed = await sendBytes(client, 'POST', '/api/journal', Buffer.from('{"title":'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BAD_REQUEST');
    const empty = await sendBytes(client, 'POST', '/api/journal', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('BAD_REQUEST');
    const poisoned = await sendBytes(client, 'POST', '/api/journal', Buffer.from('{"__proto__":{"x":1}}'));
    expect(poisoned.statusCode).toBe(400);
    const large = await client.post('/api/journal', entry({ content: 'x'.repeat(70_000) }));
    expect(large.status).toBe(413);
    expect(large.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('API reference', () => {
  it('is behind API_DOCS in production: off by default, 404 in the one error shape under /api/docs', async () => {
    const production = await createTestApp(PRODUCTION_ENV);
    try {
      for (const url of [
        '/api/docs',
        '/api/docs/',
        '/api/docs/json',
        '/api/docs/yaml',
        '/api/docs/static/index.html',
      ]) {
        const reply = await production.inject({ url });
        expect(reply.statusCode, url).toBe(404);
        expect(reply.json(), url).toEqual(NOT_FOUND);
      }
      // The API itself still works.
      expect((await production.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('is published in production when the operator sets API_DOCS=true, and in tests by default', async () => {
    const production = await createTestApp({
      ...PRODUCTION_ENV,
      API_DOCS: 'true',
    });
    try {
      expect((await production.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const off = await createTestApp({ API_DOCS: 'off' });
    try {
      expect((await off.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
