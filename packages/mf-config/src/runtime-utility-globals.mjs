/** The globals a production remote's remoteEntry.js reads these two libraries from. */
export const RUNTIME_UTILITY_GLOBALS = {
  '@module-federation/sdk': '_BRF_FEDERATION_SDK',
  '@module-federation/error-codes': '_BRF_FEDERATION_ERROR_CODES',
};
