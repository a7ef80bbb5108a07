import * as z from 'zod/mini';
import { ACCOUNT_VALIDATION } from './account-messages.ts';
import {
  APARTMENTS_MAX,
  APARTMENTS_MIN,
  CITY_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NUMBER_MAX_LENGTH,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  SERVICE_CATEGORIES_MAX,
  SERVICE_CATEGORIES_MIN,
  STREET_ADDRESS_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
  WEBSITE_MAX_LENGTH,
  ZIP_PATTERN,
} from './account-limits.ts';
import { optionalText, requiredDate, requiredNumber, requiredText } from '../forms/field-types.ts';
import { maxValueMessage } from '../forms/field-messages.ts';
import { formatOrganizationNumber, isSwedishOrganizationNumber } from './organization-number.ts';

export const ORGANIZATION_LABELS = {
  organization_number: 'Organization number',
  organization_name: 'Organization name',
  city: 'City',
  street_address: 'Street address',
  street_number: 'Street number',
  zip: 'ZIP code',
  number_of_apartments: 'Number of apartments',
  registered_at: 'Registration date',
  service_categories: 'Service categories',
  description: 'Description',
  website: 'Website',
} as const;

const L = ORGANIZATION_LABELS;

export const zipField = requiredText(L.zip).check(z.regex(ZIP_PATTERN, { error: ACCOUNT_VALIDATION.zip }));

export const serviceCategoriesField = z.pipe(
  z
    .array(z.string(), { error: ACCOUNT_VALIDATION.serviceCategories })
    .check(
      z.minLength(SERVICE_CATEGORIES_MIN, { error: ACCOUNT_VALIDATION.serviceCategories }),
      z.maxLength(SERVICE_CATEGORIES_MAX, { error: maxValueMessage(L.service_categories, SERVICE_CATEGORIES_MAX) }),
    ),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

/** The organisation fields both types share, except the never-editable organization number. */
const organizationDetails = {
  organization_name: requiredText(L.organization_name, { max: ORGANIZATION_NAME_MAX_LENGTH }),
  city: requiredText(L.city, { max: CITY_MAX_LENGTH }),
  street_address: requiredText(L.street_address, { max: STREET_ADDRESS_MAX_LENGTH }),
  street_number: requiredText(L.street_number, { max: STREET_NUMBER_MAX_LENGTH }),
  zip: zipField,
  description: optionalText(L.description, PROFILE_DESCRIPTION_MAX_LENGTH),
  website: optionalText(L.website, WEBSITE_MAX_LENGTH),
};

/** Registration checks a Swedish organisation number (Luhn check digit) and stores it NNNNNN-NNNN. */
const organizationNumber = z.pipe(
  requiredText(L.organization_number, { max: ORGANIZATION_NUMBER_MAX_LENGTH }).check(
    z.refine((value: string) => value === '' || isSwedishOrganizationNumber(value), {
      error: ACCOUNT_VALIDATION.organizationNumber,
    }),
  ),
  z.transform(formatOrganizationNumber),
);

/** A company cannot have been registered after today (local calendar day). */
export function makeRegisteredAtField(now: () => Date = () => new Date()) {
  return requiredDate(L.registered_at).check(
    z.refine(
      (date: Date) => {
        const today = now();
        return date.getTime() < new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime();
      },
      { error: ACCOUNT_VALIDATION.registeredAtInFuture },
    ),
  );
}
const numberOfApartments = requiredNumber(L.number_of_apartments, {
  min: APARTMENTS_MIN,
  max: APARTMENTS_MAX,
  integer: true,
});

/** Registration step 2 for a BRF. */
export const brfOrganizationFormSchema = z.object({
  organization_number: organizationNumber,
  ...organizationDetails,
  number_of_apartments: numberOfApartments,
});
export type BrfOrganizationFormInput = z.input<typeof brfOrganizationFormSchema>;
export type BrfOrganizationForm = z.output<typeof brfOrganizationFormSchema>;

/** Registration step 2 for a service provider; the optional logo is checked by validateLogoFile. */
export const providerOrganizationFormSchema = z.object({
  organization_number: organizationNumber,
  ...organizationDetails,
  registered_at: makeRegisteredAtField(),
  service_categories: serviceCategoriesField,
});
export type ProviderOrganizationFormInput = z.input<typeof providerOrganizationFormSchema>;
export type ProviderOrganizationForm = z.output<typeof providerOrganizationFormSchema>;
