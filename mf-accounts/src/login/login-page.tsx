import { useEffect, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, InlineAlert, useSchemaForm } from '@brf/ui';
import { LOGIN_MESSAGES, lazyLoginFormSchema } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { EmailField, PasswordField } from '../shared/credential-fields.tsx';
import { signIn, signInFailure } from './api/sign-in.ts';
import { destinationAfterSignIn } from './destination-after-sign-in.ts';
import { loginNotice } from './login-notice.ts';
import { pageAfterSignIn } from './next-page.ts';
import { routeForRegistrationStep } from '@brf/domain/navigation';
import { useSessionStore } from '@brf/supabase/session';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { loginCatalogue } from './i18n.ts';

const SUCCESS_PAUSE_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function LoginPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(loginCatalogue);
  const message = useDomainMessage();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const { field, handleSubmit, formState } = useSchemaForm(lazyLoginFormSchema, {
    translate: message,
    defaultValues: { email: '', password: '' },
  });
  const notice = loginNotice(params.get('error'));
  const next = params.get('next');
  const session = useSessionStore((s) => (s.loading || s.pending ? null : s));

  // a signed-in user opening /login goes on to their start page (or where they were going)
  useEffect(() => {
    if (busy || success || !session?.user) return;
    const { user, aal } = session;
    const start = routeForRegistrationStep({
      registrationStep: user.registrationStep,
      organizationType: user.organizationType,
      role: user.role,
      aal,
    });
    navigate(pageAfterSignIn(start, next), { replace: true });
  }, [session, busy, success, next, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    let user: User;
    try {
      user = await signIn(values);
    } catch (error) {
      setServerError(signInFailure(error));
      setBusy(false);
      return;
    }
    setSuccess(true);
    // the success message stays readable for a moment before the next page
    const [to] = await Promise.all([destinationAfterSignIn(user), pause(SUCCESS_PAUSE_MS)]);
    navigate(pageAfterSignIn(to, next), { replace: true });
  });

  return (
    <AccountPage page="login">
      <Card>
        <h1 className={form.title} elementtiming="public-heading">
          {t('login.title')}
        </h1>
        {notice ? <InlineAlert tone="warning">{t(notice)}</InlineAlert> : null}
        {next && !notice ? <InlineAlert tone="info">{t('login.signInToContinue')}</InlineAlert> : null}
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <EmailField label={t('login.email')} {...field('email')} />
          <PasswordField label={t('login.password')} autoComplete="current-password" {...field('password')} />
          {serverError ? <InlineAlert tone="error">{message(serverError)}</InlineAlert> : null}
          {success ? <InlineAlert tone="success">{message(LOGIN_MESSAGES.success)}</InlineAlert> : null}
          <Button
            type="submit"
            fullWidth
            busy={busy}
            busyLabel={t('login.busy')}
            disabled={!formState.isValid || success}
          >
            {t('login.submit')}
          </Button>
          <div className={form.links}>
            <Link to="/reset-password">{t('login.forgot')}</Link>
            <Link to="/register-brf">{t('login.create')}</Link>
          </div>
        </form>
      </Card>
    </AccountPage>
  );
}
