// node scripts/prerender.mjs: the public pages' HTML into shell/dist (scripts/lib/prerender.mjs), after a
// build. `npm run build`, `npm start` and `npm run deploy:site` run it; it does nothing when the build it
// rendered has not changed. `--required`: fail without a browser (a deploy must not lose the pages).
// `npm run prerender -- --tree <dir>`: a deployed tree's pages again, from the remotes its config.json names
// (after one remote was deployed alone or rolled back).
import { parseArgs } from 'node:util';
import { prerenderPublicPages, prerenderTree } from './lib/prerender.mjs';
import { ROOT, remoteApps } from './lib/site.mjs';

const { values } = parseArgs({ options: { tree: { type: 'string' }, required: { type: 'boolean' } } });
try {
  if (values.tree) await prerenderTree({ tree: values.tree });
  else await prerenderPublicPages({ root: ROOT, apps: remoteApps, required: values.required });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
