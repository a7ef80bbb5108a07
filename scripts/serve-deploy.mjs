// Serves a tree written by `npm run deploy:site` as a static host would (its _headers and _redirects):
//   node scripts/serve-deploy.mjs --dir <dir> [--port 3000]
import { parseArgs } from 'node:util';
import { createStaticServer, listen } from './lib/static-server.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string', default: '3000' } } });
if (!values.dir) {
  console.error('usage: node scripts/serve-deploy.mjs --dir <deploy tree> [--port 3000]');
  process.exit(2);
}
const port = Number(values.port);
const server = await listen(createStaticServer({ root: values.dir, hostRules: true }), port);
console.log(`serving ${values.dir} with its _headers and _redirects at http://localhost:${port} (Ctrl+C stops)`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close().then(() => process.exit(0)));
