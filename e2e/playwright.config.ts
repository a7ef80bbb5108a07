import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

// The suite runs where the product's people are: the browser and this process (the test's own
// dates, the backend it starts) in Stockholm's time zone, whatever the machine's is, so a date that
// shifts east of UTC fails here (a spec west of UTC sets its own `timezoneId`; decision 0023).
const SUITE_TIME_ZONE = 'Europe/Stockholm';
process.env.TZ = SUITE_TIME_ZONE;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // CI (2 cores, six servers, a browser and dev builds at once) gets one retry; a test that passes
  // only on its retry is still listed as flaky in the report, for someone to look at.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: 'http://localhost:3000',
    // tests pin English so the spec's strings are asserted exactly; Swedish journeys set their own
    locale: 'en-US',
    timezoneId: SUITE_TIME_ZONE,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
