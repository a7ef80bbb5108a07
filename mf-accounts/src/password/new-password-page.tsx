import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field } from '@brf/ui';
import {
  PASSWORD_MESSAGES,
  PASSWORD_UPDATE_REDIRECT_DELAY_MS,
  newPasswordFormSchema,
  type NewPasswordForm,
} from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { AccountPage } from '../shared/account-page.tsx';
import { useVisibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import { useLater } from '../shared/use-later.ts';
import { OutcomeAlerts } from './outcome-alerts.tsx';
import { usePasswordRequest } from './use-password-request.ts';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const later = useLater();
  const { t } = useTranslation(accountsCatalogue);
  const { state, run } = usePasswordRequest(PASSWORD_MESSAGES.updateFailed);
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const error = useVisibleError<NewPasswordForm>(formState);

  // spec: no user session on opening -> /login
  useEffect(() => {
    let current = true;
    getSupabase()
      .auth.getSession()
      .then(({ data }) => {
        if (current && !data.session) navigate('/login', { replace: true });
      })
      .catch(() => current && navigate('/login', { replace: true }));
    return () => {
      current = false;
    };
  }, [navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    const updated = await run(() => getSupabase().auth.updateUser({ password }));
    if (!updated) return;
    later(() => {
      // the recovery session ends here: the user signs in again with the new password
      void getSupabase()
        .auth.signOut({ scope: 'local' })
        .finally(() => navigate('/login', { replace: true }));
    }, PASSWORD_UPDATE_REDIRECT_DELAY_MS);
  });

  return (
    <AccountPage page="new-password">
      <Card>
        <h1 className={form.title}>{t('newPassword.title')}</h1>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <Field
            label={t('newPassword.password')}
            type="password"
            autoComplete="new-password"
            required
            {...register('password', { deps: ['confirm_password'] })}
            error={error('password')}
          />
          <Field
            label={t('newPassword.confirm')}
            type="password"
            autoComplete="new-password"
            required
            {...register('confirm_password')}
            error={error('confirm_password')}
          />
          <OutcomeAlerts state={state} success={PASSWORD_MESSAGES.updated} />
          <Button
            type="submit"
            fullWidth
            busy={state.status === 'pending'}
            busyLabel={t('newPassword.busy')}
            disabled={!formState.isValid || state.status === 'success'}
          >
            {t('newPassword.submit')}
          </Button>
          <div className={form.links}>
            <Link to="/login">{t('newPassword.back')}</Link>
          </div>
        </form>
      </Card>
    </AccountPage>
  );
}
