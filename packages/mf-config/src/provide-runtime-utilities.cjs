// CommonJS on purpose: `require` resolves the same dist/index.cjs files the host's MF runtime
// already bundles, so handing them over adds no second copy to the host.
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');
const bundlerRuntime = require('@module-federation/webpack-bundler-runtime');
const { RUNTIME_UTILITY_GLOBALS } = require('./runtime-utility-globals.mjs');

const GLOBALS = {
  '@module-federation/sdk': sdk,
  '@module-federation/error-codes': errorCodes,
  // its stateless functions; each remote keeps its own state (remote-bundler-runtime.mjs)
  '@module-federation/webpack-bundler-runtime': bundlerRuntime,
};

/**
 * Host runtime plugin. Production remotes already take the MF runtime core from the host
 * (`externalRuntime`); their remoteEntry.js still bundled the SDK and error codes the host has
 * loaded anyway (~5 KiB gzip on every remote's first route). The host hands its own copies over
 * (under the names in runtime-utility-globals.mjs) before any remote entry runs; they are
 * stateless helpers, so one copy serves every container.
 */
module.exports = function provideRuntimeUtilities() {
  return {
    name: 'brf-provide-runtime-utilities',
    beforeInit(args) {
      for (const [request, library] of Object.entries(GLOBALS)) {
        const name = RUNTIME_UTILITY_GLOBALS[request];
        if (!globalThis[name]) globalThis[name] = library;
      }
      return args;
    },
  };
};
