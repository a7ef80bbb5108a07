import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Field, InlineAlert } from '@brf/ui';
import { MFA_MESSAGES, prefixedMessage } from '@brf/domain/accounts';
import { selectUser, settledSession, useSessionStore } from '@brf/supabase/session';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { AalCheck } from './aal-check.tsx';
import { CodeForm } from './code-form.tsx';
import { FactorList } from './factor-list.tsx';
import { enrollTotp, type Enrolment } from './api/enroll-totp.ts';
import { unenrollFactor } from './api/unenroll-factor.ts';
import { verifyFactor, verifyFailure } from './api/verify-factor.ts';
import { failureReason } from './failure-reason.ts';
import { QrCode } from './qr-code.tsx';
import { useFactors } from './api/factors.ts';
import styles from './mfa.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/setup-mfa: enrol a TOTP factor, verify it (aal2), manage existing factors. */
export default function AdminSetupMfaPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(accountsCatalogue);
  const translated = useDomainMessage();
  const user = useSessionStore(selectUser);
  const { factors, error: listError, selectedId, setSelectedId, reload } = useFactors(user?.id ?? null);
  const [friendlyName, setFriendlyName] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState<'enroll' | 'verify' | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const factorId = enrolment?.factorId ?? selectedId;

  async function enroll() {
    setBusy('enroll');
    setNotice(null);
    let result: Enrolment;
    try {
      result = await enrollTotp(friendlyName);
    } catch (error) {
      setNotice({ tone: 'error', text: prefixedMessage(MFA_MESSAGES.enrollFailedPrefix, failureReason(error)) });
      return;
    } finally {
      setBusy(null);
    }
    setEnrolment(result);
    setSelectedId(result.factorId);
    void reload();
  }

  async function verify(code: string) {
    if (!factorId) {
      setNotice({ tone: 'error', text: MFA_MESSAGES.enrollFirst });
      return;
    }
    setBusy('verify');
    setNotice(null);
    try {
      await verifyFactor(factorId, code);
    } catch (error) {
      const failure = verifyFailure(error);
      setBusy(null);
      setNotice({
        tone: 'error',
        text:
          failure === MFA_MESSAGES.notElevated ? failure : prefixedMessage(MFA_MESSAGES.verifyFailedPrefix, failure),
      });
      return;
    }
    if (user) await settledSession((s) => s.user?.id === user.id && s.aal === 'aal2');
    setBusy(null);
    setEnrolment(null);
    setNotice({ tone: 'success', text: t('setupMfa.verified') });
    void reload();
  }

  async function remove(id: string) {
    setNotice(null);
    try {
      await unenrollFactor(id);
    } catch (error) {
      setNotice({ tone: 'error', text: prefixedMessage(MFA_MESSAGES.unenrollFailedPrefix, failureReason(error)) });
    }
    if (enrolment?.factorId === id) setEnrolment(null);
    void reload();
  }

  const noFactors = factors !== null && factors.length === 0;
  return (
    <AccountPage page="admin-setup-mfa" width="wide">
      <Card>
        <h1 className={form.title}>{t('setupMfa.title')}</h1>
        <p>{t('setupMfa.intro')}</p>
        {listError ? (
          <InlineAlert tone="error">
            {translated(prefixedMessage(MFA_MESSAGES.listFailedPrefix, listError))}
          </InlineAlert>
        ) : null}

        <FactorList factors={factors ?? []} selectedId={factorId} onSelect={setSelectedId} onRemove={remove} />

        {noFactors && !enrolment ? (
          <section className={styles.section} aria-labelledby="enroll-heading">
            <h2 id="enroll-heading" className={form.subtitle}>
              {t('setupMfa.step1')}
            </h2>
            <div className={styles.codeForm}>
              <Field
                label={t('setupMfa.friendlyName')}
                value={friendlyName}
                onChange={(e) => setFriendlyName(e.currentTarget.value)}
              />
              <Button onClick={enroll} busy={busy === 'enroll'} busyLabel={t('setupMfa.enrolling')}>
                {t('setupMfa.enroll')}
              </Button>
            </div>
          </section>
        ) : null}

        {enrolment ? (
          <section className={styles.section} aria-label={t('setupMfa.scan')}>
            <QrCode qrCode={enrolment.qrCode} uri={enrolment.uri} />
            <p>
              {t('setupMfa.secret')}{' '}
              <code className={styles.secret} data-testid="totp-secret">
                {enrolment.secret}
              </code>
            </p>
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="verify-heading">
          <h2 id="verify-heading" className={form.subtitle}>
            {t('setupMfa.step2')}
          </h2>
          <CodeForm busy={busy === 'verify'} canVerify onVerify={verify} />
        </section>

        {notice ? <InlineAlert tone={notice.tone}>{translated(notice.text)}</InlineAlert> : null}
        <AalCheck />
        <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
          {t('mfa.toDashboard')}
        </Button>
      </Card>
    </AccountPage>
  );
}
