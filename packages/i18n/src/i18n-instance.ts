import { setupI18n } from '@lingui/core';

/**
 * The one Lingui instance on the page. @brf/i18n is a Module Federation singleton, so the shell
 * and every remote read and write this same object.
 */
export const i18n = setupI18n();
