import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { smokeTarget } from './smoke/target.ts';

// `npm run smoke` (scripts/smoke.mjs): a few journeys against any deployment, which it neither
// starts nor changes, so there is no global setup.
export default defineConfig({
  testDir: './smoke',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results/smoke',
  use: {
    baseURL: smokeTarget().site,
    locale: 'en-US',
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
