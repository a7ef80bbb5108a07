import { Link } from 'react-router-dom';
import { Button, Card, useSchemaForm } from '@brf/ui';
import { PASSWORD_MESSAGES, resetPasswordFormSchema } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { EmailField } from '../shared/credential-fields.tsx';
import { OutcomeAlerts } from './outcome-alerts.tsx';
import { usePasswordRequest } from './use-password-request.ts';
import { requestPasswordReset } from './api/request-password-reset.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export default function ResetPasswordPage() {
  const { state, run } = usePasswordRequest(PASSWORD_MESSAGES.resetFailed);
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const { field, handleSubmit, formState } = useSchemaForm(resetPasswordFormSchema, {
    translate: message,
    defaultValues: { email: '' },
  });
  const busy = state.status === 'pending';

  const onSubmit = handleSubmit(async ({ email }) => {
    await run(() => requestPasswordReset(email));
  });

  return (
    <AccountPage page="reset-password">
      <Card>
        <h1 className={form.title} elementtiming="public-heading">
          {t('reset.title')}
        </h1>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <EmailField label={t('reset.email')} {...field('email')} />
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
