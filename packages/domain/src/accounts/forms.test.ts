import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { personFormSchema } from './person-form.ts';
import { loginFormSchema, newPasswordFormSchema, resetPasswordFormSchema } from './password-forms.ts';
import { mfaCodeSchema, isValidMfaCode } from './mfa-code.ts';
import {
  brfOrganizationFormSchema,
  makeRegisteredAtField,
  providerOrganizationFormSchema,
} from './organization-form.ts';
import { brfProfileFormSchema, providerProfileFormSchema } from './profile-form.ts';
import { passwordComplexity } from './password-complexity.ts';

function errors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    byField[key] ??= issue.message;
  }
  return byField;
}

const validPerson = {
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@example.se',
  password: 'Ab12!?cdEF',
  phone: '+46 70-123 45 67',
  terms: true,
};

describe('person form (registration step 1)', () => {
  it('accepts a valid person', () => {
    expect(errors(personFormSchema, validPerson)).toEqual({});
  });

  it('gives each field the spec message', () => {
    expect(
      errors(personFormSchema, {
        first_name: 'A',
        last_name: ' B ',
        email: 'anna@',
        password: 'short',
        phone: '123',
        terms: false,
      }),
    ).toEqual({
      first_name: 'First name is required (min 2 characters)',
      last_name: 'Last name is required (min 2 characters)',
      email: 'Please enter a valid email address',
      password: 'Password does not meet complexity requirements',
      phone: 'Please enter a valid phone number',
      terms: 'You must agree to the terms to continue',
    });
  });

  it('gives the same messages for empty fields', () => {
    expect(errors(personFormSchema, {})).toEqual({
      first_name: 'First name is required (min 2 characters)',
      last_name: 'Last name is required (min 2 characters)',
      email: 'Please enter a valid email address',
      password: 'Password does not meet complexity requirements',
      phone: 'Please enter a valid phone number',
      terms: 'You must agree to the terms to continue',
    });
  });

  it('names: 2 characters is the first valid length', () => {
    expect(errors(personFormSchema, { ...validPerson, first_name: 'Al' })).toEqual({});
  });

  it('phone: optional +, digits, spaces, hyphens, parentheses, at least 8', () => {
    expect(errors(personFormSchema, { ...validPerson, phone: '12345678' })).toEqual({});
    expect(errors(personFormSchema, { ...validPerson, phone: '(08) 123-45' })).toEqual({});
    expect(errors(personFormSchema, { ...validPerson, phone: '1234567' }).phone).toBe(
      'Please enter a valid phone number',
    );
    expect(errors(personFormSchema, { ...validPerson, phone: '+1234567' }).phone).toBe(
      'Please enter a valid phone number',
    );
    expect(errors(personFormSchema, { ...validPerson, phone: '070 123 abc' }).phone).toBe(
      'Please enter a valid phone number',
    );
  });
});

describe('password complexity', () => {
  it('10 characters with 2 of each class is the first valid password', () => {
    expect(passwordComplexity('Ab12!?cdEF').valid).toBe(true);
    expect(passwordComplexity('Ab12!?cdE').valid).toBe(false);
  });
  it('needs two of each class', () => {
    expect(passwordComplexity('Ab1!!?cdEFgh')).toMatchObject({ digits: false, valid: false });
    expect(passwordComplexity('AB12!?cDEFGH')).toMatchObject({ lowercase: false, valid: false });
    expect(passwordComplexity('ab12!?cDefgh')).toMatchObject({ uppercase: false, valid: false });
    expect(passwordComplexity('Ab12!xcdEFgh')).toMatchObject({ special: false, valid: false });
    expect(passwordComplexity('ÅÄ12 -öåxyzw').valid).toBe(true);
  });
});

describe('login, reset and new password', () => {
  it('login needs a valid e-mail and a password', () => {
    expect(errors(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(errors(loginFormSchema, { email: ' anna@example.se ', password: 'x' })).toEqual({});
  });
  it('reset needs a valid e-mail', () => {
    expect(errors(resetPasswordFormSchema, { email: 'anna' })).toEqual({ email: 'Please enter a valid email address' });
  });
  it('new password: 6 characters is the first valid length; confirmation must match', () => {
    expect(errors(newPasswordFormSchema, { password: '12345', confirm_password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters long',
    });
    expect(errors(newPasswordFormSchema, { password: '123456', confirm_password: '123456' })).toEqual({});
    expect(errors(newPasswordFormSchema, { password: '123456', confirm_password: '1234567' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(errors(newPasswordFormSchema, { password: '123456', confirm_password: '' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });
});

describe('MFA code', () => {
  it('is trimmed and exactly 6 digits', () => {
    expect(mfaCodeSchema.parse(' 123456 ')).toBe('123456');
    for (const bad of ['12345', '1234567', '12345a', '']) {
      expect(errors(mfaCodeSchema, bad)).toEqual({ _: 'Enter a valid 6-digit code.' });
    }
    expect(isValidMfaCode('000000')).toBe(true);
  });
});

const validBrf = {
  organization_number: '769600-1234',
  organization_name: 'BRF Solgläntan',
  city: 'Stockholm',
  street_address: 'Sveavägen',
  street_number: '12B',
  zip: '113 50',
  number_of_apartments: '42',
  description: '',
  website: '',
};

describe('organization forms (registration step 2)', () => {
  it('accepts a BRF and converts the apartments to a number', () => {
    const parsed = brfOrganizationFormSchema.parse(validBrf);
    expect(parsed.number_of_apartments).toBe(42);
    expect(parsed.description).toBeNull();
  });

  it('requires the text fields, and apartments at least 1', () => {
    expect(errors(brfOrganizationFormSchema, { number_of_apartments: '0' })).toEqual({
      organization_number: 'Organization number is required',
      organization_name: 'Organization name is required',
      city: 'City is required',
      street_address: 'Street address is required',
      street_number: 'Street number is required',
      zip: 'ZIP code is required',
      number_of_apartments: 'Number of apartments must be at least 1',
    });
    expect(errors(brfOrganizationFormSchema, { ...validBrf, number_of_apartments: '1' })).toEqual({});
    expect(errors(brfOrganizationFormSchema, { ...validBrf, number_of_apartments: '' })).toEqual({
      number_of_apartments: 'Number of apartments is required',
    });
  });

  it('checks the ZIP format', () => {
    expect(errors(brfOrganizationFormSchema, { ...validBrf, zip: '11350' })).toEqual({});
    expect(errors(brfOrganizationFormSchema, { ...validBrf, zip: '1135' })).toEqual({
      zip: 'ZIP code must be in format 123 45 or 12345',
    });
  });

  it('a provider needs a registration date and at least one category', () => {
    const { number_of_apartments: _apartments, ...common } = validBrf;
    expect(errors(providerOrganizationFormSchema, { ...common, registered_at: '', service_categories: [] })).toEqual({
      registered_at: 'Registration date is required',
      service_categories: 'Select at least one service category',
    });
    const parsed = providerOrganizationFormSchema.parse({
      ...common,
      registered_at: '2020-05-01',
      service_categories: ['a', 'b', 'a'],
    });
    expect(parsed.service_categories).toEqual(['a', 'b']);
  });

  it('checks a Swedish organization number: ten digits with a valid check digit, stored NNNNNN-NNNN', () => {
    const message = 'Enter a Swedish organization number: ten digits, NNNNNN-NNNN, with a valid check digit';
    for (const bad of ['769600-1235', '76960-1234', '7696001234567', 'BRF-123456', '769600_1234']) {
      expect(errors(brfOrganizationFormSchema, { ...validBrf, organization_number: bad }), bad).toEqual({
        organization_number: message,
      });
    }
    expect(
      brfOrganizationFormSchema.parse({ ...validBrf, organization_number: '7696001234' }).organization_number,
    ).toBe('769600-1234');
    expect(
      brfOrganizationFormSchema.parse({ ...validBrf, organization_number: ' 769600 1234 ' }).organization_number,
    ).toBe('769600-1234');
  });

  it("a provider's registration date may be today, never after it", () => {
    const now = new Date(2026, 10, 26, 23, 30);
    const field = makeRegisteredAtField(() => now);
    expect(field.safeParse('2026-11-26').success).toBe(true);
    expect(field.safeParse('2026-11-27').error?.issues[0]?.message).toBe('Registration date cannot be in the future');
  });
});

describe('profile edit', () => {
  const contact = { contact_person_first_name: 'Anna', contact_person_last_name: 'Berg', phone: '0701234567' };

  it('never outputs the organization number', () => {
    const parsed = brfProfileFormSchema.parse({ ...validBrf, ...contact });
    expect('organization_number' in parsed).toBe(false);
  });

  it('a BRF profile has no categories; a provider profile has no apartments', () => {
    const { number_of_apartments: _apartments, ...common } = validBrf;
    const provider = providerProfileFormSchema.parse({
      ...common,
      ...contact,
      registered_at: '2020-05-01',
      service_categories: ['a'],
      number_of_apartments: 5,
    });
    expect('number_of_apartments' in provider).toBe(false);
    const brf = brfProfileFormSchema.parse({ ...validBrf, ...contact, service_categories: ['a'] });
    expect('service_categories' in brf).toBe(false);
  });

  it('uses the person messages for contact names', () => {
    expect(errors(brfProfileFormSchema, { ...validBrf, ...contact, contact_person_first_name: 'A' })).toEqual({
      contact_person_first_name: 'First name is required (min 2 characters)',
    });
  });
});
