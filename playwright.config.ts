import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/penguin-oracle-e2e-${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app (npm run build first: dist/web and the compiled server), on a fresh embedded database.
    command: `rm -rf ${dataDir} && node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      READING_DELAY_MS: '1500',
      // Every test signs up from 127.0.0.1; the per-address limits are proven by the API tests instead.
      RATE_LIMITS: 'false',
      BOTCHECK_MAX_NUMBER: '5000',
      NODE_ENV: 'development',
      // e2e/follow-ups.spec.ts moves a reading a week back (server/http/e2e-helpers.ts; refused in production).
      E2E_HELPERS: 'true',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
