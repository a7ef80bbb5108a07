import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field } from '@brf/ui';
import { PASSWORD_MESSAGES, resetPasswordFormSchema, type ResetPasswordForm } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { AccountPage } from '../shared/account-page.tsx';
import { useVisibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import { OutcomeAlerts } from './outcome-alerts.tsx';
import { usePasswordRequest } from './use-password-request.ts';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';

export default function ResetPasswordPage() {
  const { state, run } = usePasswordRequest(PASSWORD_MESSAGES.resetFailed);
  const { t } = useTranslation(accountsCatalogue);
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const busy = state.status === 'pending';
  const error = useVisibleError<ResetPasswordForm>(formState);

  const onSubmit = handleSubmit(async ({ email }) => {
    await run(() =>
      getSupabase().auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}/auth-callback?type=recovery`,
      }),
    );
  });

  return (
    <AccountPage page="reset-password">
      <Card>
        <h1 className={form.title}>{t('reset.title')}</h1>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <Field
            label={t('reset.email')}
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={error('email')}
          />
          <OutcomeAlerts state={state} success={PASSWORD_MESSAGES.resetSent} />
          <Button type="submit" fullWidth busy={busy} busyLabel={t('reset.busy')} disabled={!formState.isValid}>
            {t('reset.submit')}
          </Button>
          <div className={form.links}>
            <Link to="/login">{t('reset.signIn')}</Link>
          </div>
        </form>
      </Card>
    </AccountPage>
  );
}
