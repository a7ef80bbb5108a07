import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // *.postgres.test.ts need a PostgreSQL server and its tools: the PostgreSQL pass runs them
    exclude: process.env.DATABASE_URL ? [] : ['tests/**/*.postgres.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // each file starts its own in-memory database; two at a time keeps a 2-core machine usable
    maxWorkers: 2,
  },
});
