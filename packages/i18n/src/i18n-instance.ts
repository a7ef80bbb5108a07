import { setupI18n } from '@lingui/core';
import { initialLanguage } from './language.ts';

/**
 * The one Lingui instance on the page. @brf/i18n is a Module Federation singleton, so the shell
 * and every remote read and write this same object. It starts in the visitor's language so a
 * page rendered before startI18n (a remote alone) still has one.
 */
export const i18n = setupI18n({ locale: initialLanguage() });
