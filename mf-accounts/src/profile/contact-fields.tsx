import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';

type ContactField = 'contact_person_first_name' | 'contact_person_last_name' | 'phone';

/** The contact person of a profile (the user's own names and phone). */
export function ContactFields({
  register,
  error,
}: {
  // the register() of any form whose values include the contact fields
  register: (name: ContactField) => UseFormRegisterReturn<ContactField>;
  error: (name: string) => string | undefined;
}) {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <>
      <Field
        label={t('profile.firstName')}
        required
        autoComplete="given-name"
        {...register('contact_person_first_name')}
        error={error('contact_person_first_name')}
      />
      <Field
        label={t('profile.lastName')}
        required
        autoComplete="family-name"
        {...register('contact_person_last_name')}
        error={error('contact_person_last_name')}
      />
      <Field
        label={t('profile.phone')}
        type="tel"
        required
        autoComplete="tel"
        {...register('phone')}
        error={error('phone')}
      />
    </>
  );
}
