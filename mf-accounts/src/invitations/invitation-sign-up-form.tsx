import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, CheckboxField, Field, InlineAlert, useSchemaForm } from '@brf/ui';
import { RichText, useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import form from '../shared/form.module.css';
import { EmailField, PasswordField } from '../shared/credential-fields.tsx';
import { accountsCatalogue } from '../i18n.ts';
import { signUpInvited, signUpInvitedFailure } from './api/sign-up-invited.ts';
import { invitationSignUpSchema } from './invitation-sign-up-schema.ts';
import { useSignUpSentTo } from './invitation-sign-up-sent.ts';
import styles from './accept-invitation-page.module.css';

/**
 * A new account for the invited person, on the invitation's page, with the address the invitation
 * was sent to filled in; then the person confirms the e-mail, whose link returns to the invitation
 * signed in. (With confirmation off, supabase-js signs in at once and the page shows the invitation.)
 */
export function InvitationSignUpForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useSignUpSentTo(token);
  const titleId = useId();
  const { register, field, handleSubmit, formState, error } = useSchemaForm(invitationSignUpSchema, {
    translate: message,
    defaultValues: { first_name: '', last_name: '', email, password: '', terms: false },
  });

  const submit = handleSubmit(async (person) => {
    setBusy(true);
    setServerError(null);
    try {
      const session = await signUpInvited(person, token);
      if (!session) setSentTo(person.email);
    } catch (failure) {
      setServerError(signUpInvitedFailure(failure));
    }
    setBusy(false);
  });

  if (sentTo) {
    return (
      <InlineAlert tone="success">
        <strong className={styles.sentTitle}>{t('invitation.create.checkInbox')}</strong>
        {t('invitation.create.sent', { email: sentTo })}
      </InlineAlert>
    );
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('invitation.create.title')}
      </h2>
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
        <EmailField className={form.span} label={t('person.email')} {...field('email')} />
        <PasswordField
          className={form.span}
          label={t('person.password')}
          autoComplete="new-password"
          hint={t('person.passwordHint')}
          {...field('password')}
        />
      </div>
      <CheckboxField
        className={styles.terms}
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
      <Button type="submit" fullWidth busy={busy} busyLabel={t('invitation.create.busy')} disabled={!formState.isValid}>
        {t('invitation.create.submit')}
      </Button>
    </form>
  );
}
