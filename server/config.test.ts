import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has safe defaults: port 3000, ./data, the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.testTokensEnabled).toBe(true);
    expect(config.tls).toBeUndefined();
  });

  it('serves HTTPS given a certificate and its key, and refuses one without the other', () => {
    const config = loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' });
    expect(config.tls).toEqual({ certFile: path.resolve('cert.pem'), keyFile: path.resolve('key.pem') });
    expect(config.appUrl).toBe('https://localhost:3000');
    expect(() => loadConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE go together/);
  });

  it('refuses to start in production without AUTH_SECRET or APP_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://x.example' })).toThrow(
      /AUTH_SECRET is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) })).toThrow(/APP_URL is required/);
  });

  it('lets tests narrow the draw to known cards, never in production', () => {
    expect(loadConfig({ ORACLE_DRAW_ONLY: 'the-slide, anchor' }).drawOnly).toEqual(['the-slide', 'anchor']);
    expect(loadConfig({}).drawOnly).toBeUndefined();
    expect(() => loadConfig({ ORACLE_DRAW_ONLY: 'no-such-card' })).toThrow(/ORACLE_DRAW_ONLY/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://x.example',
        AUTH_SECRET: 'x'.repeat(40),
        ORACLE_DRAW_ONLY: 'the-slide',
      }),
    ).toThrow(/ORACLE_DRAW_ONLY is for tests/);
  });

  it('opens the end-to-end helpers only when asked, never in production', () => {
    expect(loadConfig({}).e2eHelpers).toBe(false);
    expect(loadConfig({ E2E_HELPERS: 'true' }).e2eHelpers).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://x.example',
        AUTH_SECRET: 'x'.repeat(40),
        E2E_HELPERS: 'true',
      }),
    ).toThrow(/E2E_HELPERS is for tests/);
  });

  it('names every bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET must be at least 32 characters/);
  });

  it('publishes the API reference unless NODE_ENV=production, where API_DOCS turns it on', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), APP_URL: 'https://x.example' };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/API_DOCS/);
  });

  it('offers test tokens in development and tests by default, in production only when TEST_TOKENS_ENABLED says so', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), APP_URL: 'https://x.example' };
    expect(loadConfig({ NODE_ENV: 'development' }).testTokensEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).testTokensEnabled).toBe(true);
    expect(loadConfig(production).testTokensEnabled).toBe(false);
    expect(loadConfig({ ...production, TEST_TOKENS_ENABLED: 'true' }).testTokensEnabled).toBe(true);
    expect(loadConfig({ ...production, TEST_TOKENS_ENABLED: 'false' }).testTokensEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_TOKENS_ENABLED: 'no' }).testTokensEnabled).toBe(false);
  });

  it('reads booleans the way operators write them', () => {
    expect(loadConfig({ TEST_TOKENS_ENABLED: 'off' }).testTokensEnabled).toBe(false);
    expect(loadConfig({ TEST_TOKENS_ENABLED: 'true' }).testTokensEnabled).toBe(true);
  });
});
