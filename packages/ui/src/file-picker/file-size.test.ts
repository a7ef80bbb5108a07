import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@brf/i18n';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  afterEach(async () => {
    await setLanguage('en', { remember: false });
  });

  it('formats sizes in English', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(25_805, 'en')).toBe('25.2 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5.0 MB');
  });

  it('formats sizes as Swedish writes them: a decimal comma and kB', () => {
    expect(formatFileSize(512, 'sv')).toBe('512 B');
    expect(formatFileSize(25_805, 'sv')).toBe('25,2 kB');
    expect(formatFileSize(3_355_443, 'sv')).toBe('3,2 MB');
  });

  it("is in the page's language when none is given", async () => {
    await setLanguage('sv', { remember: false });
    expect(formatFileSize(25_805)).toBe('25,2 kB');
    await setLanguage('en', { remember: false });
    expect(formatFileSize(25_805)).toBe('25.2 KB');
  });
});
