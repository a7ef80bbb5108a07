import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoObjectName, logoStoragePath, validateLogoFile } from './logo-file.ts';

describe('validateLogoFile', () => {
  it('accepts 5 MB exactly and refuses one byte more', () => {
    expect(LOGO_MAX_BYTES).toBe(5242880);
    expect(validateLogoFile({ name: 'logo.png', size: 5242880, type: 'image/png' })).toBeNull();
    expect(validateLogoFile({ name: 'big.png', size: 5242881, type: 'image/png' })).toBe(
      'Logo file "big.png" exceeds the maximum size of 5 MB.',
    );
  });

  it('accepts jpeg, png, gif and webp only', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validateLogoFile({ name: 'l', size: 10, type })).toBeNull();
    }
    expect(validateLogoFile({ name: 'logo.bmp', size: 10, type: 'image/bmp' })).toBe(
      'Logo file "logo.bmp" has an unsupported type: image/bmp. Allowed types are JPEG, PNG, GIF, and WebP.',
    );
  });
});

describe('logo paths', () => {
  it('names the object logos/{type}/logo_{userId}_{timestamp}.{ext}', () => {
    const file = { name: 'Logga.JPEG', type: 'image/jpeg' };
    expect(logoStoragePath('brf', 'u-1', file, 1700000000000)).toBe('logos/brf/logo_u-1_1700000000000.jpeg');
    expect(logoObjectName('service_provider', 'u-2', { name: 'blob', type: 'image/webp' }, 5)).toBe(
      'service_provider/logo_u-2_5.webp',
    );
  });
});
