import rspack from '@rspack/core';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of every JavaScript file of a production build.
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it is called. Each of our
 * chunks is fetched because its code is about to run (the MF runtime, React, the page a route
 * shows, a modal being opened), so almost every function in it is called on load. With the hint,
 * V8 compiles the file on a background thread while it streams in, and the main thread only runs
 * it. Measured at 4x CPU slowdown (docs/benchmarks.md; the run is in git history): the project list's LCP
 * fell from about
 * 1400 to 1130 ms at p50, the detail page's from about 1620 to 1250 ms. Browsers without the
 * feature read a comment.
 *
 * Added after minification (which drops comments) and before the content hash is computed, so a
 * file's name still follows its bytes.
 */
export function compileHintsPlugin() {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}
