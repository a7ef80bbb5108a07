import { describe, expect, it } from 'vitest';
import {
  organizationNumberCheckDigit,
  organizationNumberKey,
  randomOrganizationNumber,
} from './organization-number.ts';

describe('organisation numbers', () => {
  it('computes the Luhn check digit Bolagsverket uses', () => {
    // 556036-0793 and 556016-0680, two registered companies
    expect(organizationNumberCheckDigit('556036079')).toBe(3);
    expect(organizationNumberCheckDigit('556016068')).toBe(0);
  });

  it('compares numbers by their digits', () => {
    expect(organizationNumberKey('556677-8899')).toBe(organizationNumberKey('5566778899'));
  });

  it('makes valid numbers with the given prefix', () => {
    const values = [0.1, 0.5, 0.9, 0.3, 0.7, 0.2];
    let i = 0;
    const number = randomOrganizationNumber('7696', () => values[i++ % values.length]);
    expect(number).toMatch(/^7696\d{2}-\d{4}$/);
    const digits = organizationNumberKey(number);
    expect(Number(digits[9])).toBe(organizationNumberCheckDigit(digits.slice(0, 9)));
  });
});
