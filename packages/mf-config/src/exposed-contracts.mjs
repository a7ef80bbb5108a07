import fs from 'node:fs';
import path from 'node:path';

/**
 * Every exposed module carries the contract version it was built against: each expose is
 * wrapped in a tiny generated module that re-exports the page and adds
 * `contract = { module, version }` read from this app's own copy of @brf/contracts. The shell
 * refuses a module built against a newer contract than it offers (its region's fallback). The
 * page's other exports (its route `prefetch`) pass through.
 * Generated under the app's node_modules/.cache, so @brf/contracts resolves as the app sees it.
 */
export function exposesWithContracts(appDir, exposes) {
  const dir = path.join(appDir, 'node_modules/.cache/brf-exposed');
  fs.mkdirSync(dir, { recursive: true });
  return Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => {
      const module = key.replace(/^\.\//, '');
      const target = path.resolve(appDir, file);
      const name = JSON.stringify(module);
      const source =
        `export * from ${JSON.stringify(target)};\n` +
        `export { default } from ${JSON.stringify(target)};\n` +
        `import { exposedContracts } from '@brf/contracts/exposed';\n` +
        `export const contract = { module: ${name}, version: exposedContracts[${name}]?.version ?? 0 };\n`;
      const out = path.join(dir, `${module}.js`);
      if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== source) fs.writeFileSync(out, source);
      return [key, out];
    }),
  );
}
