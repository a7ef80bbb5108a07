import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { sharedModules } from './shared-modules.mjs';
import { htmlTemplate } from './html-template.mjs';
import { appPorts, remoteNames } from './apps.mjs';
import { exposesWithContracts } from './exposed-contracts.mjs';
import { RUNTIME_UTILITY_GLOBALS } from './runtime-utility-globals.mjs';
import { compileHintsPlugin } from './compile-hints.mjs';

export { sharedModules } from './shared-modules.mjs';
export { appPorts, remoteNames } from './apps.mjs';

/**
 * The host's first visit needs React, the router, zod, zustand, @brf/ui, the event bus,
 * monitoring and the session store together; as one file they gzip ~5 KiB smaller than as a
 * dozen (one compression window instead of many). supabase-js and the client stay apart: only
 * a signed-in visit needs them. Only JavaScript is grouped, so CSS order is untouched. Catalogues
 * (`locales/*.json`) stay apart: only the active language's file is fetched. @brf/ui and
 * lucide-react are not in the group: it would pull every primitive and icon any lazy chunk uses
 * (the signed-in menus, say) into the first visit.
 */
const BOOT_PATHS = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zod|zustand|@lingui[\\/]core)[\\/]/,
  /packages[\\/](event-bus|monitoring|i18n)[\\/](?!src[\\/]locales[\\/])/,
  /packages[\\/]mf-config[\\/]\.generated[\\/]/,
  /packages[\\/]supabase[\\/]src[\\/](session|session-store|session-user|selectors|runtime-config)\.ts$/,
  /packages[\\/]domain[\\/]src[\\/]navigation\.ts$/,
];
const BOOT_LIBRARIES = new RegExp(`[\\\\/](${BOOT_PATHS.map((path) => path.source).join('|')})`);

/** Modules imported as code, not files referenced by `new URL(…, import.meta.url)`. */
const NOT_URL = { not: 'url' };

const hostSplitChunks = {
  chunks: 'async',
  cacheGroups: {
    boot: { name: 'boot', chunks: 'async', test: BOOT_LIBRARIES, type: /^javascript/, enforce: true, priority: 20 },
  },
};

/**
 * One Rspack + Module Federation config for every app, so the shared map cannot drift.
 *
 * @param {object} app
 * @param {string} app.dir        the app's directory (import.meta.dirname of its rspack.config)
 * @param {string} app.app        workspace name ('shell', 'mf-accounts'...): port and container
 *                                name come from the one map in ./apps.mjs
 * @param {string} app.title      page title of its own index.html
 * @param {Record<string,string>} [app.exposes]  remote only
 * @param {string[]} [app.runtimePlugins]        host only
 */
export function createConfig(options) {
  const app = {
    ...options,
    name: options.name ?? (options.app === 'shell' ? 'shell' : remoteNames[options.app]),
    port: options.port ?? appPorts[options.app],
  };
  if (!app.name || !app.port) throw new Error(`mf-config: unknown app ${options.app}`);
  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const dev = mode === 'development';
    const isHost = !app.exposes;
    // the host's hashed files in a folder of their own: one cache rule of the deploy tree's `_headers` covers
    // them (a remote's files are all in its version folder there)
    const chunks = isHost ? 'assets/' : '';
    const require = createRequire(path.join(app.dir, 'package.json'));

    return {
      mode,
      context: app.dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'cheap-module-source-map' : process.env.BRF_SOURCE_MAPS ? 'source-map' : false,
      target: ['web', 'es2022'],
      output: {
        path: path.join(app.dir, 'dist'),
        // the host is served from the site root (deep links); remotes resolve their own origin
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        filename: dev ? '[name].js' : `${chunks}[name].[contenthash:10].js`,
        chunkFilename: dev ? '[name].js' : `${chunks}[name].[contenthash:10].js`,
        cssFilename: dev ? '[name].css' : `${chunks}[name].[contenthash:10].css`,
        cssChunkFilename: dev ? '[name].css' : `${chunks}[name].[contenthash:10].css`,
        assetModuleFilename: dev ? '[hash][ext][query]' : `${chunks}[name].[contenthash:10][ext]`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // a production remote takes the MF bundler runtime's functions from the host too
        ...(dev || isHost
          ? {}
          : {
              alias: {
                [`${require.resolve('@module-federation/webpack-bundler-runtime')}$`]: path.join(
                  import.meta.dirname,
                  'remote-bundler-runtime.mjs',
                ),
              },
            }),
      },
      module: {
        parser: {
          // tokens are global custom properties (--brf-*): only class names are made local
          'css/module': { namedExports: false, dashedIdents: false },
        },
        generator: {
          'css/module': {
            localIdentName: dev ? '[name]__[local]__[hash:5]' : '[local]_[hash:6]',
            // salt with the app so two remotes' `.title` never collide
            localIdentHashSalt: app.name,
          },
        },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            dependency: NOT_URL,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: { runtime: 'automatic', development: dev, refresh: dev },
                },
              },
            },
            type: 'javascript/auto',
          },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            dependency: NOT_URL,
            enforce: 'pre',
            loader: path.join(import.meta.dirname, 'router-imports-loader.mjs'),
          },
          {
            // each namespace's language file: checked against its sibling and precompiled (@brf/i18n)
            test: /[\\/]locales[\\/][a-z]{2}\.json$/,
            type: 'javascript/auto',
            loader: path.join(import.meta.dirname, 'compile-catalogue-loader.mjs'),
          },
          { test: /\.module\.css$/, dependency: NOT_URL, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, dependency: NOT_URL, type: 'css' },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/, type: 'asset/resource' },
          // `new URL('./file', import.meta.url)`: the file as it is, at a URL of its own (the printable
          // comparison's style sheet and script, which a page of its own links to)
          { dependency: 'url', type: 'asset/resource' },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          // the host's built page is the app for every address (app.html); its index.html is the home
          // page's HTML, written after the build (scripts/prerender.mjs), which a later build never replaces
          filename: isHost && !dev ? 'app.html' : 'index.html',
          templateContent: htmlTemplate({ title: app.title, dev, devToolsHook: dev && isHost }),
          chunks: ['main'],
          // the app's own page is served from its origin's root, so deep links find its scripts
          publicPath: '/',
          // a PNG: Chromium decodes the page's icon again after every same-document navigation
          // (a list filter's new query string), and an SVG icon is a document of its own each time
          favicon: fs.existsSync(path.join(app.dir, 'public/favicon.png'))
            ? path.join(app.dir, 'public/favicon.png')
            : undefined,
        }),
        fs.existsSync(path.join(app.dir, 'public'))
          ? new rspack.CopyRspackPlugin({
              patterns: [{ from: 'public', noErrorOnMissing: true, globOptions: { ignore: ['**/favicon.png'] } }],
            })
          : null,
        new ModuleFederationPlugin({
          name: app.name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposesWithContracts(app.dir, app.exposes) }),
          remotes: {},
          shared: sharedModules(require),
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...(dev || !isHost
              ? []
              : [
                  path.join(import.meta.dirname, 'provide-runtime-utilities.cjs'),
                  path.join(import.meta.dirname, 'exact-version-shares.cjs'),
                ]),
            ...(app.runtimePlugins ?? []),
          ],
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // Production remotes use the host's copy of the MF runtime (~30 KiB gzip each otherwise);
          // in development every app carries its own so a remote also runs alone.
          experiments: {
            optimization: { target: 'web' },
            ...(dev ? {} : isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          },
        }),
        // the host provides these to production remotes (provide-runtime-utilities.cjs)
        dev || isHost ? null : new rspack.ExternalsPlugin('global', RUNTIME_UTILITY_GLOBALS),
        dev ? new ReactRefreshRspackPlugin() : null,
        dev ? null : compileHintsPlugin(),
      ].filter(Boolean),
      optimization: dev ? {} : { minimize: true, ...(isHost ? { splitChunks: hostSplitChunks } : {}) },
      performance: false,
      lazyCompilation: false,
      devServer: {
        host: 'localhost',
        port: app.port,
        hot: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        },
        client: { overlay: { errors: true, warnings: false } },
        ...(app.devServer ?? {}),
      },
      stats: 'errors-warnings',
    };
  };
}
