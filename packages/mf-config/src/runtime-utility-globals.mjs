/** The globals a production remote's remoteEntry.js reads these libraries from (the host's copies). */
export const RUNTIME_UTILITY_GLOBALS = {
  '@module-federation/sdk': '_BRF_FEDERATION_SDK',
  '@module-federation/error-codes': '_BRF_FEDERATION_ERROR_CODES',
  '@module-federation/webpack-bundler-runtime': '_BRF_FEDERATION_BUNDLER_RUNTIME',
};
