import { describe, expect, it } from 'vitest';
import { avatarLetter, fullName } from './avatar-letter.ts';

describe('avatarLetter', () => {
  it('uses the first name, then the e-mail, then ?', () => {
    expect(avatarLetter('anna', 'x@example.se')).toBe('A');
    expect(avatarLetter('  ', 'örjan@example.se')).toBe('Ö');
    expect(avatarLetter(null, 'bo@example.se')).toBe('B');
    expect(avatarLetter('', '')).toBe('?');
    expect(avatarLetter(undefined, undefined)).toBe('?');
  });
});

describe('fullName', () => {
  it('joins the names present', () => {
    expect(fullName('Anna', 'Berg')).toBe('Anna Berg');
    expect(fullName('Anna', null)).toBe('Anna');
  });
});
