// Projects: "unit" for pure rules, "api" for everything that talks to a database (run twice
// in CI: on SQLite, then on PostgreSQL with TEST_DATABASE_URL set), and "cluster": two
// instances of the production build behind nginx on PostgreSQL and Redis (its own stage of
// scripts/test-all.sh, after the build; `npx vitest run` without --project runs it too).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const databaseTests = ['tests/api/**/*.test.ts', 'lib/seed/**/*.test.ts', 'lib/db/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Tests import server modules outside Next: 'server-only' is its package's own empty
      // module there, as Next resolves it on the server (the react-server condition).
      'server-only': `${root}node_modules/server-only/empty.js`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...databaseTests, 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: databaseTests,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
