import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, InlineAlert } from '@brf/ui';
import {
  ORGANIZATION_LABELS as L,
  providerOrganizationFormSchema,
  type ProviderOrganizationForm,
  type ProviderOrganizationFormInput,
} from '@brf/domain/accounts';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import type { ContactPerson } from './contact-person.ts';
import { localDate } from './local-date.ts';
import { LogoPicker, type LogoChoice } from './logo-picker.tsx';
import { OrganizationExtraFields, OrganizationFields } from './organization-fields.tsx';
import { saveProviderOrganization } from './save-organization.ts';
import { ServiceCategoryGrid } from './service-category-grid.tsx';
import { uploadLogo } from './upload-logo.ts';

export function ProviderOrganizationStep({ person, onSaved }: { person: ContactPerson; onSaved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [logo, setLogo] = useState<LogoChoice>({ file: null, error: null });
  const { register, control, handleSubmit, formState } = useForm<ProviderOrganizationFormInput, unknown, ProviderOrganizationForm>({
    resolver: zodResolver(providerOrganizationFormSchema),
    mode: 'onTouched',
    defaultValues: {
      organization_number: '',
      organization_name: '',
      city: '',
      street_address: '',
      street_number: '',
      zip: '',
      registered_at: localDate(new Date()),
      service_categories: [],
      description: '',
      website: '',
    },
  });
  const error = (name: string) =>
    visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, name as keyof ProviderOrganizationFormInput);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    const logoId = logo.file ? await uploadLogo(person.userId, logo.file) : null;
    const message = await saveProviderOrganization(person, values, logoId);
    setBusy(false);
    if (message) setServerError(message);
    else onSaved();
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Service Provider Organization">
      <div className={form.grid}>
        <Field label={L.organization_number} required {...register('organization_number')} error={error('organization_number')} />
        <OrganizationFields register={register} error={error} />
        <Field label={L.registered_at} type="date" required {...register('registered_at')} error={error('registered_at')} />
      </div>
      <Controller
        control={control}
        name="service_categories"
        render={({ field, fieldState }) => (
          <ServiceCategoryGrid
            selected={(field.value as string[]) ?? []}
            onChange={(ids) => {
              field.onChange(ids);
              field.onBlur();
            }}
            error={fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined}
          />
        )}
      />
      <div className={form.grid}>
        <OrganizationExtraFields register={register} error={error} />
      </div>
      <LogoPicker value={logo} onChange={setLogo} disabled={busy} />
      {serverError ? <InlineAlert tone="error">{serverError}</InlineAlert> : null}
      <Button type="submit" busy={busy} busyLabel="Saving..." disabled={!formState.isValid}>
        Complete registration
      </Button>
    </form>
  );
}
