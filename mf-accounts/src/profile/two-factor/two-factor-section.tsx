import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge, Button, Card, ConfirmDialog, InlineAlert, Section, Skeleton, VisuallyHidden } from '@brf/ui';
import { MFA_MESSAGES, prefixedMessage } from '@brf/domain/accounts';
import { useDomainMessage } from '@brf/domain/i18n';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { enrollTotp, type Enrolment } from '../../mfa/api/enroll-totp.ts';
import { useFactors, type MfaFactor } from '../../mfa/api/factors.ts';
import { unenrollFactor } from '../../mfa/api/unenroll-factor.ts';
import { verifyFactor, verifyFailure } from '../../mfa/api/verify-factor.ts';
import { failureReason } from '../../mfa/failure-reason.ts';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import styles from './two-factor.module.css';

/** Whether the user has a verified authenticator (the second factor sign-in asks for). */
export const hasVerifiedFactor = (factors: readonly MfaFactor[] | null): boolean =>
  Boolean(factors?.some((factor) => factor.status === 'verified'));

/** Removes each of the factors, one after the other; the first refusal stops it. */
async function unenrollAll(factors: readonly MfaFactor[]): Promise<void> {
  for (const factor of factors) await unenrollFactor(factor.id);
}

/**
 * Every member's own second factor on /profile (issue 29): shows whether it is on, sets it up
 * with the admins' enrolment (QR code, secret, 6-digit code) and turns it off after a question.
 * Tells a member of a board that requires it to award.
 */
export function TwoFactorSection({ userId, boardRequiresMfa }: { userId: string; boardRequiresMfa: boolean }) {
  const { t } = useTranslation(accountsCatalogue);
  const translated = useDomainMessage();
  const { factors, error: listError, reload } = useFactors(userId);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState<'enroll' | 'verify' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const on = hasVerifiedFactor(factors);

  async function setUp() {
    setBusy('enroll');
    setDone(null);
    setFailure(null);
    // an earlier setup left unfinished would clash with the new one: it is removed first
    const unfinished = (factors ?? []).filter((factor) => factor.status !== 'verified');
    await unenrollAll(unfinished).catch((error) => console.warn('[mf-accounts] an unfinished factor stays', error));
    try {
      setEnrolment(await enrollTotp(t('twoFactor.factorName')));
    } catch (error) {
      setFailure(prefixedMessage(MFA_MESSAGES.enrollFailedPrefix, failureReason(error)));
    } finally {
      setBusy(null);
      void reload();
    }
  }

  async function verify(code: string) {
    if (!enrolment) return;
    setBusy('verify');
    setFailure(null);
    try {
      await verifyFactor(enrolment.factorId, code);
    } catch (error) {
      const reason = verifyFailure(error);
      setFailure(
        reason === MFA_MESSAGES.notElevated ? reason : prefixedMessage(MFA_MESSAGES.verifyFailedPrefix, reason),
      );
      setBusy(null);
      return;
    }
    setEnrolment(null);
    setBusy(null);
    setDone(t('twoFactor.turnedOn'));
    void reload();
  }

  async function cancel() {
    const started = enrolment;
    setEnrolment(null);
    setFailure(null);
    if (started) await unenrollFactor(started.factorId).catch(() => undefined);
    void reload();
  }

  async function remove() {
    setBusy('remove');
    setFailure(null);
    try {
      await unenrollAll((factors ?? []).filter((factor) => factor.status === 'verified'));
    } catch (error) {
      setFailure(prefixedMessage(MFA_MESSAGES.unenrollFailedPrefix, failureReason(error)));
      setBusy(null);
      setConfirming(false);
      void reload();
      return;
    }
    setBusy(null);
    setConfirming(false);
    setDone(t('twoFactor.turnedOff'));
    void reload();
  }

  return (
    <Card className={styles.twoFactor}>
      <Section title={t('twoFactor.title')} titleId="profile-two-factor-title" data-section="two-factor">
        <p className={styles.muted}>{t('twoFactor.intro')}</p>
        {boardRequiresMfa ? <InlineAlert tone="info">{t('twoFactor.boardRequires')}</InlineAlert> : null}
        {listError ? (
          <InlineAlert
            tone="error"
            action={
              <Button variant="secondary" size="small" onClick={() => void reload()}>
                {t('twoFactor.retry')}
              </Button>
            }
          >
            {translated(MFA_MESSAGES.listFactorsFailed)}
          </InlineAlert>
        ) : factors === null ? (
          <div className={styles.loading} role="status">
            <VisuallyHidden>{t('twoFactor.loading')}</VisuallyHidden>
            <Skeleton height="1.5rem" width="16rem" />
            <Skeleton height="2.5rem" width="14rem" />
          </div>
        ) : on ? (
          <>
            <p className={styles.state}>
              <Badge tone="success" aria-hidden="true">
                {t('twoFactor.onBadge')}
              </Badge>
              <span>{t('twoFactor.on')}</span>
            </p>
            <p className={styles.muted}>{t('twoFactor.onHint')}</p>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                opensDialog="two-factor-remove"
                icon={<ShieldOff aria-hidden="true" size={16} />}
                onClick={() => setConfirming(true)}
              >
                {t('twoFactor.remove')}
              </Button>
            </div>
          </>
        ) : enrolment ? (
          <TwoFactorSetup enrolment={enrolment} verifying={busy === 'verify'} onVerify={verify} onCancel={cancel} />
        ) : (
          <>
            <p className={styles.state}>
              <Badge tone="neutral" aria-hidden="true">
                {t('twoFactor.offBadge')}
              </Badge>
              <span>{t('twoFactor.off')}</span>
            </p>
            <div className={styles.actions}>
              <Button
                icon={<ShieldCheck aria-hidden="true" size={16} />}
                busy={busy === 'enroll'}
                busyLabel={t('twoFactor.starting')}
                onClick={() => void setUp()}
              >
                {t('twoFactor.setUp')}
              </Button>
            </div>
          </>
        )}
        <div aria-live="polite">{done ? <InlineAlert tone="success">{done}</InlineAlert> : null}</div>
        {failure ? <InlineAlert tone="error">{translated(failure)}</InlineAlert> : null}
      </Section>
      {confirming ? (
        <ConfirmDialog
          open
          title={t('twoFactor.removeTitle')}
          confirmLabel={t('twoFactor.removeConfirm')}
          cancelLabel={t('twoFactor.cancel')}
          busy={busy === 'remove'}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void remove()}
        >
          <p>{t(boardRequiresMfa ? 'twoFactor.removeQuestionBoard' : 'twoFactor.removeQuestion')}</p>
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
