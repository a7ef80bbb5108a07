// node scripts/prerender.mjs: the public pages' HTML into shell/dist (scripts/lib/prerender.mjs), after a
// build. `npm run build`, `npm start` and `npm run deploy:site` run it; it does nothing when the build it
// rendered has not changed. `--required`: fail without a browser (a deploy must not lose the pages).
import { prerenderPublicPages } from './lib/prerender.mjs';
import { ROOT, remoteApps } from './lib/site.mjs';

try {
  await prerenderPublicPages({ root: ROOT, apps: remoteApps, required: process.argv.includes('--required') });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
