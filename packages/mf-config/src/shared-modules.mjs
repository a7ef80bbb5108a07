import path from 'node:path';
import fs from 'node:fs';
import { reactRouterEntry } from './react-router-entry.mjs';

/** Every specifier an app may import that must exist once on the page. */
const LIBRARIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'zod',
  '@supabase/supabase-js',
  '@lingui/core',
  // Not '@tanstack/react-query': apps reach it only through '@brf/supabase/data' (a singleton
  // share below), so its one copy on the page comes inside that module. As a share of its own it
  // cost every app runtime mapping and the page one more chunk and negotiation; the one query
  // cache is kept by the test that no app imports it directly (mf-config.test.mjs).
];

/**
 * The versioning rule for our own packages (README "Shared packages"):
 * - stateful ones, where a second copy on the page would be wrong (one session store and client,
 *   one monitoring sender, one i18n instance), are singletons with strictVersion: a remote built
 *   against a version range the page does not offer fails to load and shows its fallback, loudly;
 * - stateless ones (@brf/ui, @brf/domain, @brf/contracts, @brf/event-bus whose channel lives on
 *   globalThis) are not shared: each app bundles the copy it was built and tested with (tree
 *   shaken), so a remote deployed alone with a newer primitive or event just works.
 */
const BRF_PACKAGES = ['@brf/supabase', '@brf/monitoring', '@brf/i18n'];

function packageRoot(require, specifier) {
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readJson(path.join(dir, 'package.json')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`mf-config: cannot find package.json of ${name}`);
    dir = up;
  }
  return { name, version: readJson(path.join(dir, 'package.json')).version, dir };
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Subpath exports of a @brf package ("./session" -> "@brf/supabase/session"). */
function subpaths(pkgDir, name) {
  const exports = readJson(path.join(pkgDir, 'package.json')).exports ?? {};
  return Object.keys(exports)
    .filter((key) => key !== '.' && !key.includes('*') && !key.endsWith('.css'))
    .map((key) => `${name}/${key.slice(2)}`);
}

/**
 * Shared map with versions read from the installed packages, so an app need not list every
 * shared library in its own dependencies. Singletons: one React, one router, one store, one
 * GoTrueClient on the page.
 */
export function sharedModules(require) {
  const shared = {};
  for (const specifier of LIBRARIES) {
    let info;
    try {
      info = packageRoot(require, specifier);
    } catch {
      continue; // an app that cannot resolve a library does not use it
    }
    shared[specifier] = { singleton: true, requiredVersion: `^${info.version}`, version: info.version };
  }
  if (shared['react-router']) {
    const entry = reactRouterEntry(require);
    shared['react-router'].import = entry;
    if (shared['react-router-dom']) shared['react-router-dom'].import = entry;
  }
  for (const name of BRF_PACKAGES) {
    let info;
    try {
      info = packageRoot(require, name);
    } catch {
      continue;
    }
    for (const specifier of [name, ...subpaths(info.dir, name)]) {
      shared[specifier] = {
        singleton: true,
        strictVersion: true,
        requiredVersion: `^${info.version}`,
        version: info.version,
      };
    }
  }
  return shared;
}
