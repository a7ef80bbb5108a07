import { describe, expect, it } from 'vitest';
import { makeViewingDateWithAddressSchema } from './viewing-date-form.ts';

const now = new Date('2026-11-23T10:00:00');
const schema = makeViewingDateWithAddressSchema(() => now);
const valid = {
  viewing_date: '2026-12-01T10:00',
  duration_minutes: '60',
  address_street: 'Solgläntans väg',
  address_street_number: '4',
  address_zip: '123 45',
  address_city: 'Stockholm',
  address_county: 'Sweden',
  comments: '',
};
const messages = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('viewing date form, the required-address reading', () => {
  it('accepts a complete row', () => {
    expect(messages(valid)).toEqual([]);
  });
  it('requires every address part by its label', () => {
    expect(
      messages({
        ...valid,
        address_street: '',
        address_street_number: ' ',
        address_zip: '',
        address_city: '',
        address_county: '',
      }),
    ).toEqual([
      'Street name is required',
      'Street number is required',
      'ZIP code is required',
      'City is required',
      'County is required',
    ]);
  });
  it('keeps the ZIP pattern, the duration range and step, and not before now', () => {
    expect(messages({ ...valid, address_zip: '1234' })).toEqual(['ZIP code must be in format 123 45 or 12345']);
    expect(messages({ ...valid, address_zip: '12345' })).toEqual([]);
    expect(messages({ ...valid, duration_minutes: '495' })).toEqual(['Duration must be between 15 and 480 minutes']);
    expect(messages({ ...valid, duration_minutes: '50' })).toEqual(['Duration must be in steps of 15 minutes']);
    expect(messages({ ...valid, viewing_date: '2026-11-22T10:00' })).toEqual([
      'Date & Time cannot be earlier than now',
    ]);
    expect(messages({ ...valid, viewing_date: '' })).toEqual(['Date and time is required']);
  });
});
