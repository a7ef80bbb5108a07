import { describe, expect, it } from 'vitest';
import { addressLine, contactName, phoneHref, websiteHref } from './provider-contact.ts';

describe("the provider info modal's contact details", () => {
  it('names the contact person by first and last name, or by the part that is known', () => {
    expect(contactName({ contact_person_first_name: 'Anna', contact_person_last_name: 'Berg' })).toBe('Anna Berg');
    expect(contactName({ contact_person_first_name: null, contact_person_last_name: 'Berg' })).toBe('Berg');
    expect(contactName({ contact_person_first_name: null, contact_person_last_name: null })).toBe('');
  });
  it('writes the address as street and number, then postcode and city', () => {
    expect(addressLine({ street_address: 'Storgatan', street_number: '12', zip: '111 22', city: 'Stockholm' })).toBe(
      'Storgatan 12, 111 22 Stockholm',
    );
  });
  it('dials the phone number as typed, without spaces or dashes, keeping a leading +', () => {
    expect(phoneHref('08-123 45 67')).toBe('tel:081234567');
    expect(phoneHref('+46 (0)8 123 45 67')).toBe('tel:+46081234567');
  });
  it('opens a website without a scheme over https and keeps one that has it', () => {
    expect(websiteHref('bygg.se')).toBe('https://bygg.se');
    expect(websiteHref('http://bygg.se')).toBe('http://bygg.se');
    expect(websiteHref('HTTPS://Bygg.se/om')).toBe('HTTPS://Bygg.se/om');
  });
});
