import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedModules } from './shared-modules.mjs';
import routerImportsLoader from './router-imports-loader.mjs';
import { createConfig } from './index.mjs';

const shellRequire = createRequire(path.resolve(import.meta.dirname, '../../../shell/package.json'));

describe('shared map', () => {
  const shared = sharedModules(shellRequire);

  it('makes every library and @brf runtime package a singleton', () => {
    for (const key of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router-dom',
      'zustand',
      'zod',
      '@supabase/supabase-js',
      '@brf/supabase',
      '@brf/supabase/session',
      '@brf/event-bus',
      '@brf/ui',
      '@brf/domain',
      '@brf/monitoring',
    ]) {
      expect(shared[key], key).toMatchObject({ singleton: true });
    }
    expect(shared['@brf/local-supabase']).toBeUndefined();
    expect(shared['@brf/mf-config']).toBeUndefined();
  });

  it('shares the curated router entry under both router names', () => {
    expect(shared['react-router'].import).toMatch(/\.generated\/react-router\.mjs$/);
    expect(shared['react-router-dom'].import).toBe(shared['react-router'].import);
  });
});

describe('router imports', () => {
  it('accepts exports of the shared entry and type imports', () => {
    const source = "import { Link, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router';";
    expect(routerImportsLoader(source)).toBe(source);
  });

  it('rejects an export the shared entry lacks', () => {
    expect(() => routerImportsLoader("import { useBlocker } from 'react-router-dom';")).toThrow(
      "react-router-dom: 'useBlocker' is not in the shared router entry",
    );
  });
});

describe('createConfig', () => {
  const remote = createConfig({ dir: path.resolve(import.meta.dirname, '../../../mf-admin'), name: 'mf_admin', port: 3005, title: 'Admin', exposes: { './AdminDashboardPage': './src/x.tsx' } });

  it('keeps the network off and lazy compilation off, on localhost with CORS', () => {
    const config = remote({}, { mode: 'development' });
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options).toMatchObject({ dts: false, dev: false, shareStrategy: 'loaded-first', filename: 'remoteEntry.js' });
    expect(config.lazyCompilation).toBe(false);
    expect(config.devServer).toMatchObject({ host: 'localhost', port: 3005, headers: { 'Access-Control-Allow-Origin': '*' } });
  });

  it('a production remote uses the host runtime; a development one carries its own', () => {
    const mfOf = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
    expect(mfOf(remote({}, { mode: 'production' })).experiments).toMatchObject({ externalRuntime: true });
    expect(mfOf(remote({}, { mode: 'development' })).experiments.externalRuntime).toBeUndefined();
  });
});
