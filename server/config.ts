import path from 'node:path';
import { z } from 'zod';
import { CARD_KEYS, type CardKey } from '#common/oracle.ts';
import type { Helplines } from '#common/schemas/care.ts';
import { DEFAULT_HELPLINES, loadHelplinesFile } from './modules/care/helplines.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Penguin Oracle <oracle@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  RATE_LIMITS: booleanFromEnv.default(true),
  QUESTION_COST: z.coerce.number().int().min(1).default(1),
  // Unset: on in development and tests, off in production (the operator opens a test period explicitly).
  TEST_TOKENS_ENABLED: booleanFromEnv.optional(),
  WEB_DIST: z.string().default('dist/web'),
  // The OpenAPI reference at /api/docs: on by default, off by default in production (docs/security.md).
  API_DOCS: booleanFromEnv.optional(),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  BOTCHECK_MAX_NUMBER: z.coerce.number().int().min(10).default(40_000),
  ASK_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  WORKER: z.enum(['inline', 'off']).default('inline'),
  READING_DELAY_MS: z.coerce.number().int().min(0).default(2500),
  WORKER_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),
  WORKER_SWEEP_MS: z.coerce.number().int().min(50).default(5000),
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(50).default(20_000),
  ORACLE_LLM_URL: z.url().optional(),
  ORACLE_LLM_MODEL: z.string().optional(),
  ORACLE_LLM_KEY: z.string().optional(),
  ORACLE_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  // End-to-end tests only: the fair draw picks among these card keys (comma-separated). Refused in production.
  ORACLE_DRAW_ONLY: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()))
    .pipe(z.array(z.enum(CARD_KEYS as [CardKey, ...CardKey[]])).min(1))
    .optional(),
  // End-to-end tests only: the /dev/test helpers that move a reading back in time. Refused in production.
  E2E_HELPERS: booleanFromEnv.default(false),
  // A JSON file that replaces the shipped help lines (docs/care.md); validated here, at start-up.
  CARE_HELPLINES_FILE: z.string().min(1).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  rateLimits: boolean;
  questionCost: number;
  /** Members may grant themselves test tokens once a day (TEST_TOKENS_ENABLED; off in production unless set). */
  testTokensEnabled: boolean;
  webDist: string;
  /** Whether /api/docs publishes the OpenAPI reference. */
  apiDocs: boolean;
  /** PEM files: the server then speaks HTTPS, HTTP/2 with HTTP/1.1 as a fallback. */
  tls: { certFile: string; keyFile: string } | undefined;
  turnstile: { siteKey: string; secretKey: string; verifyUrl: string } | undefined;
  botcheckMaxNumber: number;
  askRateLimitPerMinute: number;
  worker: 'inline' | 'off';
  readingDelayMs: number;
  workerLeaseSeconds: number;
  workerSweepMs: number;
  sseHeartbeatMs: number;
  llm: { url: string; model: string; key: string; timeoutMs: number } | undefined;
  /** Tests only: the draw picks among these cards (ORACLE_DRAW_ONLY). */
  drawOnly?: readonly CardKey[];
  /** The help lines offered with care, per language (CARE_HELPLINES_FILE or the shipped list). */
  helplines: Helplines;
  /** End-to-end tests only: /dev/test/* moves a reading back in time (E2E_HELPERS). */
  e2eHelpers?: boolean;
};

// Only for development and tests; production refuses to start without AUTH_SECRET.
const DEVELOPMENT_SECRET = 'penguin-oracle-development-secret-not-for-production';

/** Reads the configuration from environment variables (README lists them). Throws on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET is required when NODE_ENV=production');
  }
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new Error('Invalid configuration:\n  TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  }
  if (e.NODE_ENV === 'production' && e.ORACLE_DRAW_ONLY) {
    throw new Error(
      'Invalid configuration:\n  ORACLE_DRAW_ONLY is for tests and cannot be set when NODE_ENV=production',
    );
  }
  if (e.NODE_ENV === 'production' && e.E2E_HELPERS) {
    throw new Error('Invalid configuration:\n  E2E_HELPERS is for tests and cannot be set when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && !e.APP_URL) {
    throw new Error('Invalid configuration:\n  APP_URL is required when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `${e.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? DEVELOPMENT_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: e.RATE_LIMITS,
    questionCost: e.QUESTION_COST,
    testTokensEnabled: e.TEST_TOKENS_ENABLED ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST),
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    tls:
      e.TLS_CERT_FILE && e.TLS_KEY_FILE
        ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
        : undefined,
    turnstile:
      e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
        ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY, verifyUrl: e.TURNSTILE_VERIFY_URL }
        : undefined,
    botcheckMaxNumber: e.BOTCHECK_MAX_NUMBER,
    askRateLimitPerMinute: e.ASK_RATE_LIMIT,
    worker: e.WORKER,
    readingDelayMs: e.READING_DELAY_MS,
    workerLeaseSeconds: e.WORKER_LEASE_SECONDS,
    workerSweepMs: e.WORKER_SWEEP_MS,
    sseHeartbeatMs: e.SSE_HEARTBEAT_MS,
    llm:
      e.ORACLE_LLM_URL && e.ORACLE_LLM_MODEL && e.ORACLE_LLM_KEY
        ? {
            url: e.ORACLE_LLM_URL,
            model: e.ORACLE_LLM_MODEL,
            key: e.ORACLE_LLM_KEY,
            timeoutMs: e.ORACLE_LLM_TIMEOUT_MS,
          }
        : undefined,
    drawOnly: e.ORACLE_DRAW_ONLY,
    e2eHelpers: e.E2E_HELPERS,
    helplines: e.CARE_HELPLINES_FILE ? loadHelplinesFile(path.resolve(e.CARE_HELPLINES_FILE)) : DEFAULT_HELPLINES,
  };
}
