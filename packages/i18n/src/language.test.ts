import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage, LANGUAGE_STORAGE_KEY, languageFromBrowser } from './language.ts';

describe('language of a first visit', () => {
  afterEach(() => localStorage.clear());

  it('is Swedish for any sv* browser and English for everything else', () => {
    expect(languageFromBrowser(['sv-SE', 'en-US'])).toBe('sv');
    expect(languageFromBrowser(['sv'])).toBe('sv');
    expect(languageFromBrowser(['SV-fi'])).toBe('sv');
    expect(languageFromBrowser(['en-US', 'sv-SE'])).toBe('en');
    expect(languageFromBrowser(['de-DE'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('prefers the remembered choice over the browser', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sv');
    expect(initialLanguage()).toBe('sv');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe(languageFromBrowser(navigator.languages));
  });
});
