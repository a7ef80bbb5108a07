import { useState } from 'react';
import { useSchemaForm } from '@brf/ui';
import { providerOrganizationFormSchema } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import type { ContactPerson } from './contact-person.ts';
import { LogoPicker, type LogoChoice } from './logo-picker.tsx';
import {
  OrganizationExtraFields,
  OrganizationFields,
  OrganizationNumberField,
  RegistrationDateField,
} from './organization-fields.tsx';
import { EMPTY_ORGANIZATION, OrganizationStepForm, useOrganizationSave } from './organization-step-form.tsx';
import { saveProviderOrganization } from './api/save-organization.ts';
import { ServiceCategoriesField } from './service-categories-field.tsx';
import { registrationLogoId } from './registration-logo.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export function ProviderOrganizationStep({ person, onSaved }: { person: ContactPerson; onSaved: () => void }) {
  const saving = useOrganizationSave(onSaved);
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const [logo, setLogo] = useState<LogoChoice>({ file: null, error: null });
  const { register, control, handleSubmit, formState, error } = useSchemaForm(providerOrganizationFormSchema, {
    translate: message,
    // the registration date is the company's own, so nothing is guessed for it
    defaultValues: { ...EMPTY_ORGANIZATION, registered_at: '', service_categories: [] },
  });

  const submit = handleSubmit((values) =>
    saving.save(async () => {
      const logoId = logo.file ? await registrationLogoId(person.userId, logo.file) : null;
      return saveProviderOrganization(person, values, logoId);
    }, values.organization_number),
  );

  return (
    <OrganizationStepForm
      label={t('register.provider.step2')}
      organizationType="service_provider"
      saving={saving}
      valid={formState.isValid}
      onSubmit={submit}
    >
      <div className={form.grid}>
        <OrganizationNumberField register={register} error={error} organizationType="service_provider" />
        <OrganizationFields register={register} error={error} />
        <RegistrationDateField register={register} error={error} />
      </div>
      <ServiceCategoriesField control={control} errorShown={(touched) => touched || formState.isSubmitted} />
      <div className={form.grid}>
        <OrganizationExtraFields register={register} error={error} />
      </div>
      <LogoPicker value={logo} onChange={setLogo} disabled={saving.busy} />
    </OrganizationStepForm>
  );
}
