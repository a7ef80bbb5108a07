import { Button, InlineAlert, useSchemaForm } from '@brf/ui';
import { brfProfileFormSchema, providerProfileFormSchema, type OrganizationType } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import {
  ApartmentCountField,
  OrganizationExtraFields,
  OrganizationFields,
  RegistrationDateField,
} from '../register/organization-fields.tsx';
import { ServiceCategoriesField } from '../register/service-categories-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import type { OwnProfile } from './api/own-profile.ts';
import { ReadOnlyFields } from './read-only-fields.tsx';
import { useUpdateProfile, type ProfileForm as ProfileValues } from './api/update-profile.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';
import styles from './members/members.module.css';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function defaultsOf(type: OrganizationType, profile: OwnProfile): Record<string, unknown> {
  const row = profile as Partial<Record<string, unknown>>;
  const shared = {
    contact_person_first_name: text(row.contact_person_first_name),
    contact_person_last_name: text(row.contact_person_last_name),
    phone: text(row.phone),
    organization_name: text(row.organization_name),
    city: text(row.city),
    street_address: text(row.street_address),
    street_number: text(row.street_number),
    zip: text(row.zip),
    description: text(row.description),
    website: text(row.website),
  };
  return type === 'brf'
    ? { ...shared, number_of_apartments: text(row.number_of_apartments) }
    : {
        ...shared,
        registered_at: text(row.registered_at).slice(0, 10),
        service_categories: (row.service_categories as string[]) ?? [],
      };
}

/**
 * 'Edit Profile': a BRF profile omits service categories, a provider profile omits apartments.
 * Read-only for a member who may not change it (only the chair or a provider's admin may).
 */
export function ProfileForm({
  type,
  userId,
  email,
  profile,
  readOnly = false,
}: {
  type: OrganizationType;
  userId: string;
  email: string;
  profile: OwnProfile;
  readOnly?: boolean;
}) {
  const update = useUpdateProfile();
  const { t } = useTranslation(accountsCatalogue);
  const label = useDomainMessage();
  const busy = update.isPending;
  const schemaForm = useSchemaForm<Record<string, unknown>, ProfileValues>(
    (type === 'brf' ? brfProfileFormSchema : providerProfileFormSchema) as never,
    { translate: label, defaultValues: defaultsOf(type, profile) },
  );
  const { control, handleSubmit, formState, error } = schemaForm;
  // a reader's fields are shown as they are, focusable and readable, never changed
  const register = readOnly
    ? (((name: string) => ({ ...schemaForm.register(name), readOnly: true })) as typeof schemaForm.register)
    : schemaForm.register;

  const submit = handleSubmit(async (values) => {
    if (readOnly) return;
    // the outcome is a toast (the mutation's own); the form remounts with the refetched row
    await update.mutateAsync({ type, userId, before: profile, values }).catch(() => undefined);
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('profile.title')}>
      {readOnly ? (
        <InlineAlert tone="info">{t(`members.profileReadOnly.${type === 'brf' ? 'brf' : 'provider'}`)}</InlineAlert>
      ) : null}
      <div className={form.grid}>
        <ReadOnlyFields profile={profile} email={email} />
        <ContactFields register={register} error={error} />
        <OrganizationFields register={register} error={error} />
        {type === 'brf' ? (
          <ApartmentCountField register={register} error={error} />
        ) : (
          <RegistrationDateField register={register} error={error} />
        )}
      </div>
      {type === 'service_provider' ? (
        <fieldset disabled={readOnly} className={styles.plain}>
          <ServiceCategoriesField control={control} />
        </fieldset>
      ) : null}
      <div className={form.grid}>
        <OrganizationExtraFields register={register} error={error} />
      </div>
      {readOnly ? null : (
        <Button type="submit" busy={busy} busyLabel={t('profile.busy')} disabled={!formState.isValid}>
          {t('profile.save')}
        </Button>
      )}
    </form>
  );
}
