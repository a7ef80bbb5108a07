// The first thing `npm test` does: say at once when the browser tests cannot run, instead of
// failing every Playwright test after the build and the unit suites.
import { findChromium, NO_BROWSER_HELP } from './lib/browser.mjs';

const browser = findChromium();
if (!browser.path) {
  if (browser.source === 'CHROMIUM_PATH') console.error(`CHROMIUM_PATH=${browser.wanted} does not exist.\n`);
  console.error(NO_BROWSER_HELP);
  process.exit(1);
}
const from = { CHROMIUM_PATH: 'CHROMIUM_PATH', playwright: "Playwright's own Chromium", debian: "Debian's chromium" }[
  browser.source
];
console.log(`Browser tests will use ${from}: ${browser.path}`);
