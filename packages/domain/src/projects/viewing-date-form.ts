import * as z from 'zod/mini';
import {
  ADDRESS_CITY_MAX_LENGTH,
  ADDRESS_COUNTY_MAX_LENGTH,
  ADDRESS_STREET_MAX_LENGTH,
  ADDRESS_STREET_NUMBER_MAX_LENGTH,
  ADDRESS_ZIP_MAX_LENGTH,
  DEFAULT_COUNTY,
  VIEWING_COMMENTS_MAX_LENGTH,
  VIEWING_DURATION_MAX,
  VIEWING_DURATION_MIN,
  VIEWING_DURATION_STEP,
} from './project-limits.ts';
import { optionalText, requiredDate, requiredNumber, requiredText } from '../forms/field-types.ts';
import { ZIP_PATTERN } from '../accounts/account-limits.ts';
import { ACCOUNT_VALIDATION } from '../accounts/account-messages.ts';

export const VIEWING_DATE_LABELS = {
  viewing_date: 'Date & Time',
  duration_minutes: 'Duration',
  address_street: 'Street name',
  address_street_number: 'Street number',
  address_zip: 'ZIP code',
  address_city: 'City',
  address_county: 'County',
  comments: 'Comments',
} as const;

export const VIEWING_DATE_MESSAGES = {
  dateRequired: 'Date and time is required',
  duration: 'Duration must be between 15 and 480 minutes',
  // The spec gives no texts for these two; worded like its others.
  dateInPast: 'Date & Time cannot be earlier than now',
  durationStep: 'Duration must be in steps of 15 minutes',
} as const;

const L = VIEWING_DATE_LABELS;

const optionalZip = z
  .pipe(
    z.nullable(z.optional(z.string().check(z.trim()))),
    z.transform((zip: string | null | undefined) => zip || null),
  )
  .check(z.refine((zip: string | null) => zip === null || ZIP_PATTERN.test(zip), { error: ACCOUNT_VALIDATION.zip }));

/**
 * Viewing date add/edit. The spec reads two ways on the address parts (required by label
 * messages, or limits only); they are optional here, as the table and the create form allow.
 */
export function makeViewingDateSchema(now: () => Date = () => new Date()) {
  return z.object({
    viewing_date: requiredDate(L.viewing_date, VIEWING_DATE_MESSAGES.dateRequired).check(
      z.refine((date: Date) => date.getTime() >= now().getTime(), { error: VIEWING_DATE_MESSAGES.dateInPast }),
    ),
    duration_minutes: requiredNumber(L.duration_minutes, {
      min: VIEWING_DURATION_MIN,
      max: VIEWING_DURATION_MAX,
      integer: true,
      minText: VIEWING_DATE_MESSAGES.duration,
      maxText: VIEWING_DATE_MESSAGES.duration,
    }).check(
      z.refine((minutes: number) => minutes % VIEWING_DURATION_STEP === 0, {
        error: VIEWING_DATE_MESSAGES.durationStep,
      }),
    ),
    address_street: optionalText(L.address_street, ADDRESS_STREET_MAX_LENGTH),
    address_street_number: optionalText(L.address_street_number, ADDRESS_STREET_NUMBER_MAX_LENGTH),
    address_zip: optionalZip,
    address_city: optionalText(L.address_city, ADDRESS_CITY_MAX_LENGTH),
    address_county: z.pipe(
      optionalText(L.address_county, ADDRESS_COUNTY_MAX_LENGTH),
      z.transform((county: string | null) => county ?? DEFAULT_COUNTY),
    ),
    comments: optionalText(L.comments, VIEWING_COMMENTS_MAX_LENGTH),
  });
}

export const viewingDateSchema = makeViewingDateSchema();
export type ViewingDateFormInput = z.input<typeof viewingDateSchema>;
export type ViewingDateForm = z.output<typeof viewingDateSchema>;

/**
 * The other reading of spec 5 "Viewing date form": street, number, ZIP, city and county required
 * (by their label messages), with the same limits. The stricter one, so the owner's form uses it:
 * a provider always learns where the viewing is.
 */
export function makeViewingDateWithAddressSchema(now: () => Date = () => new Date()) {
  return z.extend(makeViewingDateSchema(now), {
    address_street: requiredText(L.address_street, { max: ADDRESS_STREET_MAX_LENGTH }),
    address_street_number: requiredText(L.address_street_number, { max: ADDRESS_STREET_NUMBER_MAX_LENGTH }),
    address_zip: requiredText(L.address_zip, { max: ADDRESS_ZIP_MAX_LENGTH }).check(
      z.refine((zip: string) => zip === '' || ZIP_PATTERN.test(zip), { error: ACCOUNT_VALIDATION.zip }),
    ),
    address_city: requiredText(L.address_city, { max: ADDRESS_CITY_MAX_LENGTH }),
    address_county: requiredText(L.address_county, { max: ADDRESS_COUNTY_MAX_LENGTH }),
  });
}
export type ViewingDateWithAddressForm = z.output<ReturnType<typeof makeViewingDateWithAddressSchema>>;
