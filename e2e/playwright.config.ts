import { defineConfig } from '@playwright/test';

// @ts-expect-error plain ESM helper shared with `npm test`'s browser check
import { findChromium } from '../scripts/lib/browser.mjs';

/** CHROMIUM_PATH, else Playwright's own Chromium when installed, else Debian's /usr/bin/chromium. */
export const chromiumPath: string = findChromium().wanted;

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
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
