import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testAppForFile, webBuildForFile } from './test/app-for-file.ts';
import { TestClient, createMember, createTestApp } from './test/test-app.ts';

const script = 'console.log("penguin");'.repeat(100);
// The build writes compressed copies beside the text files (vite.config.ts); so does this fixture, for some.
const webDist = webBuildForFile(
  {
    'index.html': '<!doctype html><title>shell</title><div id="root"></div>',
    'assets/app-abc123.js': 'console.log(1)',
    'assets/big-def456.js': script,
  },
  ['index.html', 'assets/big-def456.js'],
);
const app = testAppForFile({ WEB_DIST: webDist });

describe('server basics', () => {
  it('answers health with the database check', async () => {
    const reply = await new TestClient(app).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends a CSP that allows no inline script, and other helmet headers', async () => {
    const reply = await new TestClient(app).get('/');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every answer a request id, keeping a sane one the caller sent', async () => {
    const mine = await new TestClient(app).get('/api/health', { 'x-request-id': 'trace-123' });
    expect(mine.headers['x-request-id']).toBe('trace-123');
    const generated = await new TestClient(app).get('/api/health', { 'x-request-id': '<script>' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with 404 in the one error shape', async () => {
    const reply = await new TestClient(app).get('/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('serves the single-page app for any page path, never cached, and hashed assets for good', async () => {
    const page = await new TestClient(app).get('/journal/some-id');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await new TestClient(app).get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's compressed copies to browsers that accept them, the plain files to others", async () => {
    const brotli = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('penguin');
    const gzip = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('penguin');
    const plain = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('penguin');

    const page = await app.inject({ url: '/member', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const refused = await app.inject({ url: '/member', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plainPage = await app.inject({ url: '/member' });
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    expect(plainPage.body).toContain('<div id="root">');
  });

  it('refuses a body over the limit with 413 in the one error shape', async () => {
    const reply = await new TestClient(app).post('/api/auth/sign-in/email', {
      email: 'x@example.com',
      password: 'x'.repeat(70_000),
    });
    expect(reply.status).toBe(413);
  });

  it('refuses an oversize JSON body on our own routes with PAYLOAD_TOO_LARGE', async () => {
    const reply = await new TestClient(app).post('/api/tokens', { junk: 'x'.repeat(70_000) });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers member endpoints without a session with 401', async () => {
    const reply = await new TestClient(app).get('/api/tokens');
    expect(reply.status).toBe(401);
    expect(reply.body.error.code).toBe('UNAUTHORIZED');
  });

  it('publishes the OpenAPI reference at /api/docs', async () => {
    const json = await new TestClient(app).get('/api/docs/json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/tokens', '/api/accounts/username-exists']),
    );
    const ui = await new TestClient(app).get('/api/docs/');
    expect(ui.status).toBe(200);
  });

  it('lists the dev outbox newest first, escaping what it shows', async () => {
    await app.mailer.send({ to: 'first@example.com', kind: 'verifyEmail', locale: 'en', link: 'http://localhost/a' });
    await app.mailer.send({
      to: '<b>second</b>@example.com',
      kind: 'resetPassword',
      locale: 'th',
      link: 'http://localhost/b',
    });
    // Read from this machine (inject's default address is 127.0.0.1).
    const json = JSON.parse((await app.inject({ url: '/dev/mail.json' })).body);
    expect(json.mails[0].to).toBe('<b>second</b>@example.com');
    const html = (await app.inject({ url: '/dev/mail' })).body;
    expect(html).toContain('&lt;b&gt;second&lt;/b&gt;@example.com');
    expect(html.indexOf('second')).toBeLessThan(html.indexOf('first@example.com'));
    // The outbox holds sign-in links: another machine gets nothing.
    expect((await new TestClient(app).get('/dev/mail.json')).status).toBe(404);
    expect((await new TestClient(app).get('/dev/mail')).status).toBe(404);
  });
});

describe('production', () => {
  it('never serves the dev outbox when NODE_ENV=production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough-1234',
      APP_URL: 'https://oracle.example',
    });
    try {
      expect((await production.inject({ url: '/dev/mail' })).statusCode).toBe(404);
      expect((await production.inject({ url: '/dev/mail.json' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL character anywhere in a body or query with 400, not 500', async () => {
    const { client } = await createMember(app);
    const body = await client.post('/api/tokens/test-grant', { note: 'a\u0000b' });
    expect(body.status).toBe(400);
    expect(body.body.error.code).toBe('VALIDATION_FAILED');
    const query = await new TestClient(app).get('/api/accounts/username-exists?username=a%00b');
    expect(query.status).toBe(400);
  });
});
