import * as z from 'zod/mini';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_STREET_NUMBER_MAX_LENGTH,
  ADDRESS_ZIP_MAX_LENGTH,
} from './project-limits.ts';
import { optionalText, requiredText } from '../forms/field-types.ts';
import { ADDRESS_LABELS } from './project-labels.ts';

/** Project address: city and street required; number and ZIP optional. County is always Sweden on insert. */
export const projectAddressSchema = z.object({
  street: requiredText(ADDRESS_LABELS.street, { max: ADDRESS_STREET_MAX_LENGTH }),
  street_number: optionalText(ADDRESS_LABELS.street_number, ADDRESS_STREET_NUMBER_MAX_LENGTH),
  zip: optionalText(ADDRESS_LABELS.zip, ADDRESS_ZIP_MAX_LENGTH),
  city: requiredText(ADDRESS_LABELS.city, { max: ADDRESS_CITY_MAX_LENGTH }),
});
export type ProjectAddressFormInput = z.input<typeof projectAddressSchema>;
export type ProjectAddressForm = z.output<typeof projectAddressSchema>;
