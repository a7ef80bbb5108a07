import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { sharedModules } from './shared-modules.mjs';
import routerImportsLoader from './router-imports-loader.mjs';
import compileCatalogue from './compile-catalogue-loader.mjs';
import rspack from '@rspack/core';
import { createConfig } from './index.mjs';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints.mjs';

const shellRequire = createRequire(path.resolve(import.meta.dirname, '../../../shell/package.json'));

describe('shared map', () => {
  const shared = sharedModules(shellRequire);

  it('makes every library and every stateful @brf package a singleton', () => {
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
      '@brf/supabase/data',
      '@brf/monitoring',
      '@brf/i18n',
      '@lingui/core',
    ]) {
      expect(shared[key], key).toMatchObject({ singleton: true });
    }
    // stateful packages of ours: a remote needing a newer one fails to load instead of misbehaving
    for (const key of ['@brf/supabase', '@brf/supabase/session', '@brf/monitoring', '@brf/i18n']) {
      expect(shared[key], key).toMatchObject({ strictVersion: true });
    }
    // stateless ones are bundled into each app (the version it was built with)
    for (const key of ['@brf/ui', '@brf/domain', '@brf/contracts', '@brf/event-bus'])
      expect(shared[key], key).toBeUndefined();
    expect(shared['@brf/local-supabase']).toBeUndefined();
    expect(shared['@brf/mf-config']).toBeUndefined();
  });

  it('keeps one query library on the page: only @brf/supabase/data (a singleton share) imports it', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const importers = [];
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (
          /\.(ts|tsx)$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          /from '@tanstack\/react-query'/.test(fs.readFileSync(file, 'utf8'))
        ) {
          importers.push(path.relative(root, file));
        }
      }
    };
    const workspaces = [
      'shell',
      'mf-accounts',
      'mf-projects',
      'mf-quotes',
      'mf-messaging',
      'mf-admin',
      ...fs.readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
    ];
    for (const workspace of workspaces)
      if (fs.existsSync(path.join(root, workspace, 'src'))) walk(path.join(root, workspace, 'src'));
    expect(importers.length).toBeGreaterThan(0);
    expect(
      importers.every((file) => file.startsWith('packages/supabase/src/data/')),
      importers.join(', '),
    ).toBe(true);
    expect(shared['@brf/supabase/data']).toMatchObject({ singleton: true });
  });

  it('shares the curated router entry under both router names', () => {
    expect(shared['react-router'].import).toMatch(/\.generated\/react-router\.mjs$/);
    expect(shared['react-router-dom'].import).toBe(shared['react-router'].import);
  });
});

describe('router imports', () => {
  it('accepts exports of the shared entry and type imports', () => {
    const source =
      "import { Link, useNavigate as go } from 'react-router-dom';\nimport type { Location } from 'react-router';";
    expect(routerImportsLoader(source)).toBe(source);
  });

  it('rejects an export the shared entry lacks', () => {
    expect(() => routerImportsLoader("import { useBlocker } from 'react-router-dom';")).toThrow(
      "react-router-dom: 'useBlocker' is not in the shared router entry",
    );
  });
});

describe('createConfig', () => {
  const remote = createConfig({
    dir: path.resolve(import.meta.dirname, '../../../mf-admin'),
    app: 'mf-admin',
    title: 'Admin',
    exposes: { './AdminDashboardPage': './src/x.tsx' },
  });

  it('keeps the network off and lazy compilation off, on localhost with CORS', () => {
    const config = remote({}, { mode: 'development' });
    const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
    expect(mf._options).toMatchObject({
      dts: false,
      dev: false,
      shareStrategy: 'loaded-first',
      filename: 'remoteEntry.js',
    });
    expect(config.lazyCompilation).toBe(false);
    expect(config.devServer).toMatchObject({
      host: 'localhost',
      port: 3005,
      headers: { 'Access-Control-Allow-Origin': '*' },
    });
  });

  it('a production remote uses the host runtime; a development one carries its own', () => {
    const mfOf = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
    expect(mfOf(remote({}, { mode: 'production' })).experiments).toMatchObject({ externalRuntime: true });
    expect(mfOf(remote({}, { mode: 'development' })).experiments.externalRuntime).toBeUndefined();
  });

  it('a production remote reads the MF SDK and error codes from the copies the host hands over', async () => {
    const externalsOf = (config) =>
      config.plugins
        .filter((p) => p?.constructor.name === 'ExternalsPlugin')
        .map((p) => p._args?.[1] ?? p.externals ?? p);
    expect(JSON.stringify(externalsOf(remote({}, { mode: 'production' })))).toContain('_BRF_FEDERATION_SDK');
    expect(externalsOf(remote({}, { mode: 'development' }))).toEqual([]);
    const host = createConfig({
      dir: path.resolve(import.meta.dirname, '../../../shell'),
      app: 'shell',
      title: 'Shell',
    })({}, { mode: 'production' });
    const hostMf = host.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
    const provider = hostMf.runtimePlugins.find((plugin) => String(plugin).endsWith('provide-runtime-utilities.cjs'));
    expect(provider).toBeDefined();

    const require = createRequire(import.meta.url);
    const plugin = require(provider)();
    const args = { options: {} };
    expect(plugin.beforeInit(args)).toBe(args);
    expect(globalThis._BRF_FEDERATION_SDK).toBe(require('@module-federation/sdk'));
    expect(globalThis._BRF_FEDERATION_ERROR_CODES).toBe(require('@module-federation/error-codes'));
    // what a remote's bundled runtime takes from them exists in the host's copies
    expect(typeof globalThis._BRF_FEDERATION_SDK.decodeName).toBe('function');
    expect(globalThis._BRF_FEDERATION_ERROR_CODES.RUNTIME_009).toBeTypeOf('string');
  });

  it("a production remote takes the bundler runtime's functions from the host and keeps its own state", async () => {
    const require = createRequire(import.meta.url);
    const embedded = `${require.resolve('@module-federation/webpack-bundler-runtime')}$`;
    const shim = path.join(import.meta.dirname, 'remote-bundler-runtime.mjs');
    expect(remote({}, { mode: 'production' }).resolve.alias).toEqual({ [embedded]: shim });
    expect(remote({}, { mode: 'development' }).resolve.alias).toBeUndefined();
    const externals = remote({}, { mode: 'production' })
      .plugins.filter((p) => p?.constructor.name === 'ExternalsPlugin')
      .map((p) => p._args?.[1] ?? p.externals ?? p);
    expect(JSON.stringify(externals)).toContain('_BRF_FEDERATION_BUNDLER_RUNTIME');

    // the host hands its copy over (the remote's build reads it as that global)
    const hostCopy = require('@module-federation/webpack-bundler-runtime');
    require('./provide-runtime-utilities.cjs')().beforeInit({ options: {} });
    expect(globalThis._BRF_FEDERATION_BUNDLER_RUNTIME).toBe(hostCopy);

    // in Node the shim's import of the package is its ES build, standing in for the host's copy
    const { default: federation } = await import('./remote-bundler-runtime.mjs');
    const host = await import('@module-federation/webpack-bundler-runtime');
    // every function the embedded runtime calls, the host's where it has them
    for (const name of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'init', 'getSharedFallbackGetter']) {
      expect(federation.bundlerRuntime[name], name).toBe(host.bundlerRuntime[name]);
    }
    expect(federation.bundlerRuntime.initContainerEntry).toBeTypeOf('function');
    expect(federation.attachShareScopeMap).toBe(host.attachShareScopeMap);
    // state of this container only: its share scope, options and runtime module
    expect(federation.bundlerRuntime.S).not.toBe(host.bundlerRuntime.S);
    expect(federation.bundlerRuntimeOptions).not.toBe(host.default.bundlerRuntimeOptions);
    expect(federation.runtime.init).toBeTypeOf('function');
    expect(federation.instance).toBeUndefined();
  });
});

describe('exact-version shares (runtime plugin)', () => {
  const require = createRequire(import.meta.url);
  const pluginPath = path.join(import.meta.dirname, 'exact-version-shares.cjs');
  const plugin = require(pluginPath).exactVersionShares();
  const react = { version: '19.2.0', from: 'shell', lib: () => ({}) };
  const argsFor = (shareInfo, version = '19.2.0') => ({
    shareScopeMap: { default: { react: { '19.2.0': react } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo,
    resolver: () => 'mf-resolver',
  });

  it("is the production host's runtime plugin and registers itself for every container its runtime makes", () => {
    const mfOf = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
    const host = createConfig({
      dir: path.resolve(import.meta.dirname, '../../../shell'),
      app: 'shell',
      title: 'Shell',
    });
    expect(mfOf(host({}, { mode: 'production' })).runtimePlugins).toContain(pluginPath);
    expect(mfOf(host({}, { mode: 'development' })).runtimePlugins).not.toContain(pluginPath);

    require(pluginPath)();
    // a container made afterwards (as each remote entry makes its own) carries it
    const { ModuleFederation } = require('@module-federation/runtime-core');
    const container = new ModuleFederation({ name: 'mf_later', remotes: [] });
    expect(container.options.plugins.map((p) => p.name)).toContain('brf-exact-version-shares');
  });

  it("hands over the app's own version of a singleton without MF's range check, as MF would", () => {
    const resolved = plugin.resolveShare(
      argsFor({ version: '19.2.0', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } }),
    );
    expect(resolved.resolver()).toEqual({ shared: react, useTreesShaking: false });
  });

  it("leaves MF's resolver, and its check, to every other case", () => {
    const other = [
      argsFor({ version: '19.1.0', shareConfig: { singleton: true, requiredVersion: '^19.1.0' } }),
      argsFor({ version: '19.2.0', shareConfig: { singleton: true, requiredVersion: '~19.2.0' } }),
      argsFor({ version: '19.2.0', shareConfig: { singleton: false, requiredVersion: '^19.2.0' } }),
      argsFor({
        version: '19.2.0',
        shareConfig: { singleton: true, requiredVersion: '^19.2.0' },
        treeShaking: { mode: 'runtime-infer' },
      }),
      argsFor({ version: '19.3.0', shareConfig: { singleton: true, requiredVersion: '^19.3.0' } }, '19.3.0'),
    ];
    for (const args of other) expect(plugin.resolveShare(args).resolver()).toBe('mf-resolver');
  });
});

describe('catalogue loader', () => {
  const fixtures = path.resolve(import.meta.dirname, '../../i18n/src/test-fixtures/locales');
  const run = (file, source) =>
    compileCatalogue.call({ resourcePath: path.join(fixtures, file), addDependency() {} }, source);

  it('precompiles each message so production needs no message parser', async () => {
    const out = await run('en.json', JSON.stringify({ greeting: 'Hello {name}', plain: "Don't" }));
    expect(out).toBe('export default {"greeting":["Hello ",["name"]],"plain":["Don\'t"]};');
  });

  it('fails the build when a key exists in one language and not the other', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    fs.writeFileSync(path.join(dir, 'en.json'), JSON.stringify({ a: 'A', b: 'B' }));
    fs.writeFileSync(path.join(dir, 'sv.json'), JSON.stringify({ a: 'A' }));
    const loader = compileCatalogue.call({ resourcePath: path.join(dir, 'sv.json'), addDependency() {} }, '{"a":"A"}');
    await expect(loader).rejects.toThrow('"b" exists in en but not in sv');
  });
});

describe('compile hints', () => {
  it("starts every JavaScript file of a production build with V8's hint, which minification keeps", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      '/* dropped by the minifier */\n' +
        "export function greet(name) { return 'Hej ' + name; }\n" +
        "import('./later.js').then((m) => m.run(greet));\n",
    );
    fs.writeFileSync(path.join(dir, 'later.js'), 'export function run(greet) { return greet("styrelsen"); }\n');
    const out = path.join(dir, 'dist');
    const stats = await new Promise((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          context: dir,
          entry: './entry.js',
          output: { path: out, filename: '[name].[contenthash:8].js' },
          plugins: [compileHintsPlugin()],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    expect(stats.hasErrors()).toBe(false);
    const files = fs.readdirSync(out).filter((file) => file.endsWith('.js'));
    expect(files.length).toBe(2);
    for (const file of files) {
      const text = fs.readFileSync(path.join(out, file), 'utf8');
      expect(text.split('\n')[0], file).toBe(COMPILE_HINT);
      expect(text).not.toContain('dropped by the minifier');
    }
  });

  it('leaves development builds alone', () => {
    const remote = createConfig({
      dir: path.resolve(import.meta.dirname, '../../../mf-admin'),
      app: 'mf-admin',
      title: 'Admin',
      exposes: { './AdminDashboardPage': './src/x.tsx' },
    });
    const hintsOf = (config) => config.plugins.filter((p) => p?.constructor.name === 'BannerPlugin');
    expect(hintsOf(remote({}, { mode: 'production' }))).toHaveLength(1);
    expect(hintsOf(remote({}, { mode: 'development' }))).toHaveLength(0);
  });
});
