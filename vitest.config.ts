import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'server/**/*.security.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Slow hostile tests (fault injection with real processes): `npm run test:security`, run by CI on PostgreSQL.
        extends: true,
        test: {
          name: 'security',
          environment: 'node',
          include: ['server/**/*.security.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'common',
          environment: 'node',
          include: ['common/**/*.test.ts'],
        },
      },
      {
        extends: true,
        resolve: {
          // ES module builds first (as in the browser bundle), so that every React import meets the aliases.
          mainFields: ['module', 'main'],
          conditions: ['module', 'browser', 'import', 'default'],
          alias: [
            ...PREACT_ALIASES,
            // Its ES module build, so that its own React imports meet the aliases too.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          // The components run on Preact, as in the browser (ADR 0010): the aliases apply to the libraries too, so
          // they are bundled by Vite rather than loaded by Node from node_modules.
          server: { deps: { inline: true } },
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
