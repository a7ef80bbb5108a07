import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@brf/ui';
import { ORGANIZATION_LABELS as L } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import { useDomainMessage } from '@brf/domain/i18n';

type AddressFields =
  | 'organization_name'
  | 'city'
  | 'street_address'
  | 'street_number'
  | 'zip'
  | 'description'
  | 'website';
type Errors = (name: string) => string | undefined;
/** The register() of any form whose values include the address fields. */
type Register = (name: AddressFields) => UseFormRegisterReturn<AddressFields>;

/** Organisation name and address, shared by both registrations and both profile forms. */
export function OrganizationFields({ register, error }: { register: Register; error: Errors }) {
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

export function OrganizationExtraFields({ register, error }: { register: Register; error: Errors }) {
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
