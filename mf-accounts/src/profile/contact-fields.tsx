import type { UseFormRegister } from 'react-hook-form';
import { Field } from '@brf/ui';

/** The contact person of a profile (the user's own names and phone). */
export function ContactFields({ register, error }: { register: UseFormRegister<any>; error: (name: string) => string | undefined }) {
  return (
    <>
      <Field label="First name" required autoComplete="given-name" {...register('contact_person_first_name')} error={error('contact_person_first_name')} />
      <Field label="Last name" required autoComplete="family-name" {...register('contact_person_last_name')} error={error('contact_person_last_name')} />
      <Field label="Phone" type="tel" required autoComplete="tel" {...register('phone')} error={error('phone')} />
    </>
  );
}
