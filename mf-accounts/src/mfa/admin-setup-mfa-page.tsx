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
import { enrollTotp, unenrollFactor, verifyFactor, type Enrolment } from './mfa-api.ts';
import { QrCode } from './qr-code.tsx';
import { useFactors } from './api/factors.ts';
import styles from './mfa.module.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/setup-mfa: enrol a TOTP factor, verify it (aal2), manage existing factors. */
export default function AdminSetupMfaPage() {
  const navigate = useNavigate();
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
    const result = await enrollTotp(friendlyName);
    setBusy(null);
    if ('error' in result) {
      setNotice({ tone: 'error', text: prefixedMessage(MFA_MESSAGES.enrollFailedPrefix, result.error) });
      return;
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
    const failure = await verifyFactor(factorId, code);
    if (failure) {
      setBusy(null);
      setNotice({ tone: 'error', text: failure === MFA_MESSAGES.notElevated ? failure : prefixedMessage(MFA_MESSAGES.verifyFailedPrefix, failure) });
      return;
    }
    if (user) await settledSession((s) => s.user?.id === user.id && s.aal === 'aal2');
    setBusy(null);
    setEnrolment(null);
    setNotice({ tone: 'success', text: 'MFA verified. Your session is now aal2.' });
    void reload();
  }

  async function remove(id: string) {
    setNotice(null);
    const failure = await unenrollFactor(id);
    if (failure) setNotice({ tone: 'error', text: prefixedMessage(MFA_MESSAGES.unenrollFailedPrefix, failure) });
    if (enrolment?.factorId === id) setEnrolment(null);
    void reload();
  }

  const noFactors = factors !== null && factors.length === 0;
  return (
    <AccountPage page="admin-setup-mfa" width="wide">
      <Card>
        <h1 className={form.title}>Admin MFA Setup</h1>
        <p>Admins need a time-based one-time code (TOTP) from an authenticator app as a second factor.</p>
        {listError ? <InlineAlert tone="error">{prefixedMessage(MFA_MESSAGES.listFailedPrefix, listError)}</InlineAlert> : null}

        <FactorList factors={factors ?? []} selectedId={factorId} onSelect={setSelectedId} onRemove={remove} />

        {noFactors && !enrolment ? (
          <section className={styles.section} aria-labelledby="enroll-heading">
            <h2 id="enroll-heading" className={form.subtitle}>Step 1: Enroll</h2>
            <div className={styles.codeForm}>
              <Field label="Friendly name (optional)" value={friendlyName} onChange={(e) => setFriendlyName(e.currentTarget.value)} />
              <Button onClick={enroll} busy={busy === 'enroll'} busyLabel="Enrolling…">
                Enroll
              </Button>
            </div>
          </section>
        ) : null}

        {enrolment ? (
          <section className={styles.section} aria-label="Scan the QR code">
            <QrCode qrCode={enrolment.qrCode} uri={enrolment.uri} />
            <p>
              Secret: <code className={styles.secret} data-testid="totp-secret">{enrolment.secret}</code>
            </p>
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="verify-heading">
          <h2 id="verify-heading" className={form.subtitle}>Step 2: Verify</h2>
          <CodeForm busy={busy === 'verify'} canVerify busyLabel="Verifying…" onVerify={verify} />
        </section>

        {notice ? <InlineAlert tone={notice.tone}>{notice.text}</InlineAlert> : null}
        <AalCheck />
        <Button variant="secondary" onClick={() => navigate('/admin/dashboard')}>
          Go to Admin Dashboard
        </Button>
      </Card>
    </AccountPage>
  );
}
