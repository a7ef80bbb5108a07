// @ts-expect-error plain ESM helper shared with `npm test`'s browser check
import { findChromium } from '../../scripts/lib/browser.mjs';

/**
 * Chromium as the browser tests start it (the benchmarks too): CHROMIUM_PATH, else Playwright's own
 * Chromium when installed, else Debian's /usr/bin/chromium.
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: findChromium().wanted,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
