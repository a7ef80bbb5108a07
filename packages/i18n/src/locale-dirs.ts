// For tests that read every catalogue in the repository: this package's and the browser tests' (e2e/).
import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, where the search for catalogues starts. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

const SKIP = new Set(['node_modules', 'dist', '.git', '.turbo', 'test-results', 'test-fixtures']);

/** Every `locales` folder below `dir` (dependencies, builds and test fixtures left out). */
export function localeDirs(dir = repositoryRoot, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(full);
    else localeDirs(full, found);
  }
  return found;
}
