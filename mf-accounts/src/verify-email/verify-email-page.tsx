import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckCircle2, Mail } from 'lucide-react';
import { Button, Card, InlineAlert, Spinner } from '@brf/ui';
import { REGISTRATION_REDIRECT_DELAY_MS, VERIFICATION_MESSAGES, registrationPath } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { useLater } from '../shared/use-later.ts';
import { settledSession } from '@brf/supabase/session';
import { ResendPanel } from './resend-panel.tsx';
import { verifyEmail, type VerificationOutcome } from './verify-email.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const later = useLater();
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);
  const query = params.toString();

  useEffect(() => {
    let current = true;
    void verifyEmail(new URLSearchParams(query)).then(async (result) => {
      if (!current) return;
      if (result.status === 'verified') await settledSession((s) => s.user?.id === result.user.id);
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [query]);

  const nextPage =
    outcome?.status === 'verified' ? registrationPath(outcome.user.user_metadata?.organization_type as string) : null;
  useEffect(() => {
    if (nextPage) later(() => navigate(nextPage, { replace: true }), REGISTRATION_REDIRECT_DELAY_MS);
  }, [nextPage, later, navigate]);

  return (
    <AccountPage page="verify-email">
      <Card>
        {outcome === null ? (
          <Spinner size="large" showLabel label={message(VERIFICATION_MESSAGES.loading)} />
        ) : outcome.status === 'verified' ? (
          <div className={form.form}>
            <CheckCircle2 aria-hidden="true" size={40} />
            <h1 className={form.title}>{message(VERIFICATION_MESSAGES.success)}</h1>
            <Button onClick={() => navigate(nextPage!, { replace: true })}>{t('verify.complete')}</Button>
          </div>
        ) : (
          <div className={form.form}>
            <Mail aria-hidden="true" size={40} />
            <h1 className={form.title}>{message(VERIFICATION_MESSAGES.waiting)}</h1>
            {outcome.error ? <InlineAlert tone="error">{message(outcome.error)}</InlineAlert> : null}
            <p>{message(outcome.message)}</p>
            {outcome.email ? <p className={form.muted}>{outcome.email}</p> : null}
            <ResendPanel knownEmail={outcome.email} />
          </div>
        )}
      </Card>
    </AccountPage>
  );
}
