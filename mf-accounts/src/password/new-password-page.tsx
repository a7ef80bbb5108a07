import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, useSchemaForm } from '@brf/ui';
import { PASSWORD_MESSAGES, PASSWORD_UPDATE_REDIRECT_DELAY_MS, newPasswordFormSchema } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { PasswordField } from '../shared/credential-fields.tsx';
import { useLater } from '../shared/use-later.ts';
import { OutcomeAlerts } from './outcome-alerts.tsx';
import { usePasswordRequest } from './use-password-request.ts';
import { currentSession } from '../shared/api/current-session.ts';
import { endRecoverySession } from './api/end-recovery-session.ts';
import { updatePassword } from './api/update-password.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const later = useLater();
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const { state, run } = usePasswordRequest(PASSWORD_MESSAGES.updateFailed);
  const { field, handleSubmit, formState } = useSchemaForm(newPasswordFormSchema, {
    translate: message,
    defaultValues: { password: '', confirm_password: '' },
  });

  // spec: no user session on opening -> /login
  useEffect(() => {
    let current = true;
    currentSession()
      .then((session) => {
        if (current && !session) navigate('/login', { replace: true });
      })
      .catch(() => current && navigate('/login', { replace: true }));
    return () => {
      current = false;
    };
  }, [navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    const updated = await run(() => updatePassword(password));
    if (!updated) return;
    later(() => {
      // signed out or not, the user signs in again with the new password
      const toLogin = () => navigate('/login', { replace: true });
      void endRecoverySession().then(toLogin, toLogin);
    }, PASSWORD_UPDATE_REDIRECT_DELAY_MS);
  });

  return (
    <AccountPage page="new-password">
      <Card>
        <h1 className={form.title}>{t('newPassword.title')}</h1>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <PasswordField
            label={t('newPassword.password')}
            autoComplete="new-password"
            {...field('password', { deps: ['confirm_password'] })}
          />
          <PasswordField label={t('newPassword.confirm')} autoComplete="new-password" {...field('confirm_password')} />
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
