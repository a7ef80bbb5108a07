import * as z from 'zod/mini';
import { firstNameField, lastNameField, phoneField } from './person-form.ts';
import { brfOrganizationFormSchema, providerOrganizationFormSchema } from './organization-form.ts';

// spec: e-mail and organization number are read-only and organization_number is never sent on update,
// so neither is part of what these schemas output.
const contactPerson = {
  contact_person_first_name: firstNameField,
  contact_person_last_name: lastNameField,
  phone: phoneField,
};

/** A BRF profile omits service categories. */
export const brfProfileFormSchema = z.extend(
  z.omit(brfOrganizationFormSchema, { organization_number: true }),
  contactPerson,
);
export type BrfProfileFormInput = z.input<typeof brfProfileFormSchema>;
export type BrfProfileForm = z.output<typeof brfProfileFormSchema>;

/** A provider profile omits number of apartments. */
export const providerProfileFormSchema = z.extend(
  z.omit(providerOrganizationFormSchema, { organization_number: true }),
  contactPerson,
);
export type ProviderProfileFormInput = z.input<typeof providerProfileFormSchema>;
export type ProviderProfileForm = z.output<typeof providerProfileFormSchema>;
