import { Button } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { CodeForm } from '../../mfa/code-form.tsx';
import { QrCode } from '../../mfa/qr-code.tsx';
import type { Enrolment } from '../../mfa/api/enroll-totp.ts';
import styles from './two-factor.module.css';

/** The enrolment begun on /profile: the QR code and secret to scan, then the app's 6-digit code. */
export function TwoFactorSetup({
  enrolment,
  verifying,
  onVerify,
  onCancel,
}: {
  enrolment: Enrolment;
  verifying: boolean;
  onVerify: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <section className={styles.setup} aria-labelledby="profile-two-factor-setup-title">
      <h3 id="profile-two-factor-setup-title" className={styles.subtitle}>
        {t('twoFactor.setupTitle')}
      </h3>
      <p className={styles.muted}>{t('twoFactor.setupHint')}</p>
      <div className={styles.qr}>
        <QrCode qrCode={enrolment.qrCode} uri={enrolment.uri} />
      </div>
      <p className={styles.secret}>
        {t('setupMfa.secret')} <code data-testid="totp-secret">{enrolment.secret}</code>
      </p>
      <CodeForm busy={verifying} canVerify onVerify={onVerify} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={verifying}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </section>
  );
}
