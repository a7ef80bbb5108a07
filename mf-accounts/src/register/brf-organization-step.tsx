import { Field, useSchemaForm } from '@brf/ui';
import {
  ORGANIZATION_LABELS as L,
  brfOrganizationFormSchema,
  type BrfOrganizationFormInput,
} from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import type { ContactPerson } from './contact-person.ts';
import { OrganizationExtraFields, OrganizationFields } from './organization-fields.tsx';
import { EMPTY_ORGANIZATION, OrganizationStepForm, useOrganizationSave } from './organization-step-form.tsx';
import { saveBrfOrganization } from './api/save-organization.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export function BrfOrganizationStep({ person, onSaved }: { person: ContactPerson; onSaved: () => void }) {
  const { busy, serverError, save } = useOrganizationSave(onSaved);
  const { t } = useTranslation(accountsCatalogue);
  const label = useDomainMessage();
  const {
    register,
    handleSubmit,
    formState,
    error: fieldError,
  } = useSchemaForm(brfOrganizationFormSchema, {
    translate: label,
    defaultValues: { ...EMPTY_ORGANIZATION, number_of_apartments: '' },
  });
  const error = (name: string) => fieldError(name as keyof BrfOrganizationFormInput & string);

  const submit = handleSubmit((values) => save(() => saveBrfOrganization(person, values)));

  return (
    <OrganizationStepForm
      label={t('register.brf.step2')}
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
          label={label(L.number_of_apartments)}
          type="number"
          min={1}
          required
          {...register('number_of_apartments')}
          error={error('number_of_apartments')}
        />
        <OrganizationExtraFields register={register} error={error} />
      </div>
    </OrganizationStepForm>
  );
}
