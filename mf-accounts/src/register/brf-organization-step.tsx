import { useSchemaForm } from '@brf/ui';
import { brfOrganizationFormSchema } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import type { ContactPerson } from './contact-person.ts';
import {
  ApartmentCountField,
  OrganizationExtraFields,
  OrganizationFields,
  OrganizationNumberField,
} from './organization-fields.tsx';
import { EMPTY_ORGANIZATION, OrganizationStepForm, useOrganizationSave } from './organization-step-form.tsx';
import { saveBrfOrganization } from './api/save-organization.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export function BrfOrganizationStep({ person, onSaved }: { person: ContactPerson; onSaved: () => void }) {
  const saving = useOrganizationSave(onSaved);
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const { register, handleSubmit, formState, error } = useSchemaForm(brfOrganizationFormSchema, {
    translate: message,
    defaultValues: { ...EMPTY_ORGANIZATION, number_of_apartments: '' },
  });

  const submit = handleSubmit((values) =>
    saving.save(() => saveBrfOrganization(person, values), values.organization_number),
  );

  return (
    <OrganizationStepForm
      label={t('register.brf.step2')}
      organizationType="brf"
      saving={saving}
      valid={formState.isValid}
      onSubmit={submit}
    >
      <div className={form.grid}>
        <OrganizationNumberField register={register} error={error} organizationType="brf" />
        <OrganizationFields register={register} error={error} />
        <ApartmentCountField register={register} error={error} />
        <OrganizationExtraFields register={register} error={error} />
      </div>
    </OrganizationStepForm>
  );
}
