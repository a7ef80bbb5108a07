import { describe, expect, it } from 'vitest';
import { headerText } from './mail-header-text.ts';

describe('headerText', () => {
  it('turns line breaks and other control characters into one space, so nothing starts a header of its own', () => {
    expect(headerText('Ny offert: Takbyte\r\nBcc: alla@example.se')).toBe('Ny offert: Takbyte Bcc: alla@example.se');
    expect(headerText('BRF Solgläntan\n\n\tStyrelsen')).toBe('BRF Solgläntan Styrelsen');
    expect(headerText('A\u0000B\u007fC\u0085D\u2028E\u2029F\u001bG')).toBe('A B C D E F G');
    expect(headerText('\r\nFasadrenovering\r\n')).toBe('Fasadrenovering');
  });

  it('leaves a subject without control characters as it was, Swedish letters and spacing included', () => {
    expect(headerText('Du är inbjuden till BRF Kvarnen  3 – Malmö')).toBe('Du är inbjuden till BRF Kvarnen  3 – Malmö');
  });
});
