import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, InlineAlert } from '@brf/ui';
import {
  ORGANIZATION_LABELS as L,
  brfOrganizationFormSchema,
  type BrfOrganizationForm,
  type BrfOrganizationFormInput,
} from '@brf/domain/accounts';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import type { ContactPerson } from './contact-person.ts';
import { OrganizationExtraFields, OrganizationFields } from './organization-fields.tsx';
import { saveBrfOrganization } from './save-organization.ts';

export function BrfOrganizationStep({ person, onSaved }: { person: ContactPerson; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<BrfOrganizationFormInput, unknown, BrfOrganizationForm>({
    resolver: zodResolver(brfOrganizationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      organization_number: '',
      organization_name: '',
      city: '',
      street_address: '',
      street_number: '',
      zip: '',
      number_of_apartments: '',
      description: '',
      website: '',
    },
  });
  const error = (name: string) =>
    visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, name as keyof BrfOrganizationFormInput);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    const message = await saveBrfOrganization(person, values);
    setBusy(false);
    if (message) setServerError(message);
    else onSaved();
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="BRF Organization">
      <div className={form.grid}>
        <Field label={L.organization_number} required {...register('organization_number')} error={error('organization_number')} />
        <OrganizationFields register={register} error={error} />
        <Field
          label={L.number_of_apartments}
          type="number"
          min={1}
          required
          {...register('number_of_apartments')}
          error={error('number_of_apartments')}
        />
        <OrganizationExtraFields register={register} error={error} />
      </div>
      {serverError ? <InlineAlert tone="error">{serverError}</InlineAlert> : null}
      <Button type="submit" busy={busy} busyLabel="Saving..." disabled={!formState.isValid}>
        Complete registration
      </Button>
    </form>
  );
}
