// CommonJS like provide-runtime-utilities.cjs: `require` resolves the same dist/index.cjs the host's
// MF runtime bundles, so this adds no second copy of it.
const { registerGlobalPlugins } = require('@module-federation/runtime-core');

/**
 * Each time a shared singleton is handed to an app, MF checks the chosen version against the app's
 * range (`satisfy`), and that check compiles a dozen regular expressions anew on every call: about
 * 50 ms of the project detail page's main thread at 4x CPU slowdown, for some 50 shares that are
 * all the same versions.
 *
 * When the version chosen is the very version this app was built with (every app of one release)
 * and the app asks for `^` that version (shared-modules.mjs always does), that check cannot fail, so
 * this hands the module over without it, exactly as MF's resolver would. In every other case (a
 * remote built with another version, tree-shaken shares) MF's resolver and its check run unchanged.
 */
function exactVersionShares() {
  return {
    name: 'brf-exact-version-shares',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const config = shareInfo?.shareConfig;
      if (
        !config?.singleton ||
        shareInfo.treeShaking ||
        version !== shareInfo.version ||
        config.requiredVersion !== `^${version}`
      )
        return args;
      const shared = shareScopeMap?.[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}

/**
 * Host runtime plugin: the host's own shares, and, registered as a global plugin before any
 * remote entry runs, every remote container's too (they use the host's MF runtime in production).
 */
module.exports = function hostExactVersionShares() {
  const plugin = exactVersionShares();
  registerGlobalPlugins([plugin]);
  return plugin;
};
module.exports.exactVersionShares = exactVersionShares;
