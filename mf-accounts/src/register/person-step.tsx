import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, CheckboxField, Field, InlineAlert, useSchemaForm } from '@brf/ui';
import { personFormSchema, type PersonForm } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import { EmailField, PasswordField } from '../shared/credential-fields.tsx';
import { RichText, useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export interface PersonStepProps {
  onSubmit: (person: PersonForm) => Promise<string | null>;
}

/** Step 1, Personal Information; onSubmit returns an error message or null. */
export function PersonStep({ onSubmit }: PersonStepProps) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, field, handleSubmit, formState, error } = useSchemaForm(personFormSchema, {
    translate: message,
    defaultValues: { first_name: '', last_name: '', email: '', password: '', phone: '', terms: false },
  });

  const submit = handleSubmit(async (person) => {
    setBusy(true);
    setServerError(null);
    const message = await onSubmit(person);
    setServerError(message);
    setBusy(false);
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={t('register.step1')}>
      <div className={form.grid}>
        <Field
          label={t('person.firstName')}
          autoComplete="given-name"
          required
          {...register('first_name')}
          error={error('first_name')}
        />
        <Field
          label={t('person.lastName')}
          autoComplete="family-name"
          required
          {...register('last_name')}
          error={error('last_name')}
        />
        <EmailField label={t('person.email')} {...field('email')} />
        <Field
          label={t('person.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...register('phone')}
          error={error('phone')}
        />
        <PasswordField
          className={form.span}
          label={t('person.password')}
          autoComplete="new-password"
          hint={t('person.passwordHint')}
          {...field('password')}
        />
      </div>
      <CheckboxField
        label={
          <RichText
            text={t('person.terms')}
            tags={{
              terms: (label) => <Link to="/terms-of-service">{label}</Link>,
              privacy: (label) => <Link to="/privacy-policy">{label}</Link>,
            }}
          />
        }
        {...register('terms')}
        error={error('terms')}
      />
      {serverError ? <InlineAlert tone="error">{message(serverError)}</InlineAlert> : null}
      <div className={form.actions}>
        <Button type="submit" busy={busy} busyLabel={t('person.busy')} disabled={!formState.isValid}>
          {t('person.continue')}
        </Button>
        <Link to="/login" className={form.link}>
          {t('person.haveAccount')}
        </Link>
      </div>
    </form>
  );
}
