import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@brf/ui';
import { ORGANIZATION_LABELS as L } from '@brf/domain/accounts';
import { toDateInputValue } from '@brf/domain/format';
import form from '../shared/form.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

type AddressFields =
  | 'organization_name'
  | 'city'
  | 'street_address'
  | 'street_number'
  | 'zip'
  | 'description'
  | 'website';

/** The register() and error() of any form whose values include the named fields. */
interface FormOf<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn<Name>;
  error: (name: Name) => string | undefined;
}

/**
 * Only a registration asks for it: a profile shows the organization number read-only. The hint's
 * example is the kind of number the organisation has: a BRF's starts with 7, a company's with 5.
 */
export function OrganizationNumberField({
  register,
  error,
  organizationType,
}: FormOf<'organization_number'> & { organizationType: 'brf' | 'service_provider' }) {
  const { t } = useTranslation(accountsCatalogue);
  const label = useDomainMessage();
  return (
    <Field
      label={label(L.organization_number)}
      hint={t(organizationType === 'brf' ? 'organization.numberHint' : 'organization.providerNumberHint')}
      required
      inputMode="numeric"
      autoComplete="off"
      {...register('organization_number')}
      error={error('organization_number')}
    />
  );
}

/** Organisation name and address, shared by both registrations and both profile forms. */
export function OrganizationFields({ register, error }: FormOf<AddressFields>) {
  const field = (name: AddressFields) => ({ ...register(name), error: error(name) });
  const label = useDomainMessage();
  return (
    <>
      <Field label={label(L.organization_name)} required autoComplete="organization" {...field('organization_name')} />
      <Field label={label(L.city)} required autoComplete="address-level2" {...field('city')} />
      <Field label={label(L.street_address)} required autoComplete="address-line1" {...field('street_address')} />
      <Field label={label(L.street_number)} required {...field('street_number')} />
      <Field label={label(L.zip)} required autoComplete="postal-code" inputMode="numeric" {...field('zip')} />
    </>
  );
}

/** What only a BRF has: its number of apartments. */
export function ApartmentCountField({ register, error }: FormOf<'number_of_apartments'>) {
  const label = useDomainMessage();
  return (
    <Field
      label={label(L.number_of_apartments)}
      type="number"
      min={1}
      required
      {...register('number_of_apartments')}
      error={error('number_of_apartments')}
    />
  );
}

/** What only a service provider has: the date the company was registered, never in the future. */
export function RegistrationDateField({ register, error }: FormOf<'registered_at'>) {
  const label = useDomainMessage();
  return (
    <Field
      label={label(L.registered_at)}
      type="date"
      required
      max={toDateInputValue(new Date())}
      {...register('registered_at')}
      error={error('registered_at')}
    />
  );
}

export function OrganizationExtraFields({ register, error }: FormOf<AddressFields>) {
  const label = useDomainMessage();
  return (
    <>
      <Field
        className={form.span}
        label={label(L.description)}
        as="textarea"
        {...register('description')}
        error={error('description')}
      />
      <Field
        className={form.span}
        label={label(L.website)}
        type="url"
        autoComplete="url"
        {...register('website')}
        error={error('website')}
      />
    </>
  );
}
