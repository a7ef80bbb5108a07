import { useState } from 'react';
import { Field, useSchemaForm } from '@brf/ui';
import {
  ORGANIZATION_LABELS as L,
  providerOrganizationFormSchema,
  type ProviderOrganizationFormInput,
} from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import type { ContactPerson } from './contact-person.ts';
import { toDateInputValue } from '@brf/domain/format';
import { LogoPicker, type LogoChoice } from './logo-picker.tsx';
import { OrganizationExtraFields, OrganizationFields } from './organization-fields.tsx';
import { EMPTY_ORGANIZATION, OrganizationStepForm, useOrganizationSave } from './organization-step-form.tsx';
import { saveProviderOrganization } from './api/save-organization.ts';
import { ServiceCategoriesField } from './service-categories-field.tsx';
import { registrationLogoId } from './registration-logo.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export function ProviderOrganizationStep({ person, onSaved }: { person: ContactPerson; onSaved: () => void }) {
  const { busy, serverError, save } = useOrganizationSave(onSaved);
  const { t } = useTranslation(accountsCatalogue);
  const label = useDomainMessage();
  const [logo, setLogo] = useState<LogoChoice>({ file: null, error: null });
  const {
    register,
    control,
    handleSubmit,
    formState,
    error: fieldError,
  } = useSchemaForm(providerOrganizationFormSchema, {
    translate: label,
    // the registration date is the company's own, so nothing is guessed for it
    defaultValues: { ...EMPTY_ORGANIZATION, registered_at: '', service_categories: [] },
  });
  const error = (name: string) => fieldError(name as keyof ProviderOrganizationFormInput & string);

  const submit = handleSubmit((values) =>
    save(async () => {
      const logoId = logo.file ? await registrationLogoId(person.userId, logo.file) : null;
      return saveProviderOrganization(person, values, logoId);
    }),
  );

  return (
    <OrganizationStepForm
      label={t('register.provider.step2')}
      busy={busy}
      serverError={serverError}
      valid={formState.isValid}
      onSubmit={submit}
    >
      <div className={form.grid}>
        <Field
          label={label(L.organization_number)}
          hint={t('organization.numberHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          {...register('organization_number')}
          error={error('organization_number')}
        />
        <OrganizationFields register={register} error={error} />
        <Field
          label={label(L.registered_at)}
          type="date"
          required
          max={toDateInputValue(new Date())}
          {...register('registered_at')}
          error={error('registered_at')}
        />
      </div>
      <ServiceCategoriesField control={control} errorShown={(touched) => touched || formState.isSubmitted} />
      <div className={form.grid}>
        <OrganizationExtraFields register={register} error={error} />
      </div>
      <LogoPicker value={logo} onChange={setLogo} disabled={busy} />
    </OrganizationStepForm>
  );
}
