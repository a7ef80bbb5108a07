import * as z from 'zod/mini';
import { ACCOUNT_VALIDATION } from './account-messages.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PHONE_PATTERN } from './account-limits.ts';
import { passwordComplexity } from './password-complexity.ts';
import { maxLengthMessage } from '../forms/field-messages.ts';

export const firstNameField = z
  .string({ error: ACCOUNT_VALIDATION.firstName })
  .check(
    z.trim(),
    z.minLength(NAME_MIN_LENGTH, { error: ACCOUNT_VALIDATION.firstName }),
    z.maxLength(NAME_MAX_LENGTH, { error: maxLengthMessage('First name', NAME_MAX_LENGTH) }),
  );

export const lastNameField = z
  .string({ error: ACCOUNT_VALIDATION.lastName })
  .check(
    z.trim(),
    z.minLength(NAME_MIN_LENGTH, { error: ACCOUNT_VALIDATION.lastName }),
    z.maxLength(NAME_MAX_LENGTH, { error: maxLengthMessage('Last name', NAME_MAX_LENGTH) }),
  );

export const emailField = z.pipe(
  z
    .string({ error: ACCOUNT_VALIDATION.email })
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, { error: ACCOUNT_VALIDATION.email })),
  z.email({ error: ACCOUNT_VALIDATION.email }),
);

export const phoneField = z
  .string({ error: ACCOUNT_VALIDATION.phone })
  .check(z.trim(), z.regex(PHONE_PATTERN, { error: ACCOUNT_VALIDATION.phone }));

export const registrationPasswordField = z.string({ error: ACCOUNT_VALIDATION.passwordComplexity }).check(
  z.refine((password: string) => passwordComplexity(password).valid, {
    error: ACCOUNT_VALIDATION.passwordComplexity,
  }),
);

/** Registration step 1 (Personal Information). */
export const personFormSchema = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  email: emailField,
  password: registrationPasswordField,
  phone: phoneField,
  terms: z
    .boolean({ error: ACCOUNT_VALIDATION.terms })
    .check(z.refine((accepted: boolean) => accepted, { error: ACCOUNT_VALIDATION.terms })),
});

export type PersonFormInput = z.input<typeof personFormSchema>;
export type PersonForm = z.output<typeof personFormSchema>;
