import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // Dates in tests are written in local time; pin the zone so they mean one instant everywhere.
    env: { TZ: 'Europe/Stockholm' },
  },
});
