// Two projects: "unit" for pure rules, "api" for everything that talks to a database
// (run twice in CI: on SQLite, then on PostgreSQL with TEST_DATABASE_URL set).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const databaseTests = ['tests/api/**/*.test.ts', 'lib/seed/**/*.test.ts', 'lib/db/**/*.test.ts'];

export default defineConfig({
  resolve: { alias: { '@': root } },
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
    ],
  },
});
