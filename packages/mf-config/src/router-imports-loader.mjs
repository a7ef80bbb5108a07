import { ROUTER_EXPORTS } from './react-router-entry.mjs';

const allowed = new Set(ROUTER_EXPORTS);
const IMPORT = /import\s+(type\s+)?([^'";]*?)\s+from\s+['"](react-router|react-router-dom)['"]/g;

/** Fails the build on a router import the shared entry does not provide (it would be undefined). */
export default function routerImportsLoader(source) {
  if (!source.includes('react-router')) return source;
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue; // type-only import
    const clause = match[2];
    if (/\*\s+as\s+/.test(clause))
      throw new Error(`${match[3]}: namespace imports are not allowed; import named exports`);
    const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    for (const part of named.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/)[0].trim();
      if (!allowed.has(name)) {
        throw new Error(
          `${match[3]}: '${name}' is not in the shared router entry (packages/mf-config/src/react-router-entry.mjs); ` +
            'add it there so every app shares it',
        );
      }
    }
  }
  return source;
}
