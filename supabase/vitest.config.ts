import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // each file starts its own in-memory database; two at a time keeps a 2-core machine usable
    maxWorkers: 2,
  },
});
