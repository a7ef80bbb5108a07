import { defineConfig } from 'vitest/config';

// Every suite runs twice: in Stockholm, where the product's people are, and in a zone west of UTC,
// so a date that depends on the machine's zone fails here rather than in a board's minutes.
const TIME_ZONES = ['Europe/Stockholm', 'America/New_York'];

export default defineConfig({
  test: {
    environment: 'node',
    projects: TIME_ZONES.map((TZ) => ({ extends: true, test: { name: TZ, env: { TZ } } })),
  },
});
