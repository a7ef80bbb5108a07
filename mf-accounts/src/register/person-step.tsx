import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, CheckboxField, Field, InlineAlert } from '@brf/ui';
import { personFormSchema, type PersonForm, type PersonFormInput } from '@brf/domain/accounts';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';

export interface PersonStepProps {
  onSubmit: (person: PersonForm) => Promise<string | null>;
}

/** Step 1, Personal Information; onSubmit returns an error message or null. */
export function PersonStep({ onSubmit }: PersonStepProps) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PersonFormInput, unknown, PersonForm>({
    resolver: zodResolver(personFormSchema),
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', password: '', phone: '', terms: false },
  });
  const error = (name: keyof PersonFormInput) =>
    visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, name);

  const submit = handleSubmit(async (person) => {
    setBusy(true);
    setServerError(null);
    const message = await onSubmit(person);
    setServerError(message);
    setBusy(false);
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label="Personal Information">
      <div className={form.grid}>
        <Field label="First name" autoComplete="given-name" required {...register('first_name')} error={error('first_name')} />
        <Field label="Last name" autoComplete="family-name" required {...register('last_name')} error={error('last_name')} />
        <Field label="Email" type="email" autoComplete="email" required {...register('email')} error={error('email')} />
        <Field label="Phone" type="tel" autoComplete="tel" required {...register('phone')} error={error('phone')} />
        <Field
          className={form.span}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 10 characters with 2 digits, 2 lowercase, 2 uppercase and 2 special characters."
          {...register('password')}
          error={error('password')}
        />
      </div>
      <CheckboxField
        label={
          <>
            I agree to the <Link to="/terms-of-service">Terms of Service</Link> and the{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>
          </>
        }
        {...register('terms')}
        error={error('terms')}
      />
      {serverError ? <InlineAlert tone="error">{serverError}</InlineAlert> : null}
      <div className={form.actions}>
        <Button type="submit" busy={busy} busyLabel="Creating account..." disabled={!formState.isValid}>
          Continue
        </Button>
        <Link to="/login" className={form.link}>
          Already have an account? Sign in
        </Link>
      </div>
    </form>
  );
}
