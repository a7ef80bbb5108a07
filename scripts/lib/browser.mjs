import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Playwright's own Chromium, when `npx playwright install chromium` has put it on this machine. */
function playwrightChromium() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && fs.existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the browser tests use: CHROMIUM_PATH when set, else Playwright's own Chromium
 * when installed, else Debian's. `path` is null when none of them exists.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return {
      path: fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null,
      source: 'CHROMIUM_PATH',
      wanted: env.CHROMIUM_PATH,
    };
  }
  const own = playwrightChromium();
  if (own) return { path: own, source: 'playwright', wanted: own };
  return { path: fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null, source: 'debian', wanted: DEBIAN_CHROMIUM };
}

export const NO_BROWSER_HELP = `No Chromium for the browser tests was found.
Install one of these, then run npm test again:
  - Debian/Ubuntu:   sudo apt-get install chromium          (it lands at /usr/bin/chromium)
  - Playwright's:    npx playwright install chromium        (where its download site is reachable)
  - any Chromium:    CHROMIUM_PATH=/path/to/chromium npm test
Only the unit tests, without a browser:   npm run typecheck && npm run test:unit`;
