import { Button } from '@brf/ui';
import { MFA_MESSAGES } from '@brf/domain/accounts';
import type { MfaFactor } from './api/factors.ts';
import styles from './mfa.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** Each factor with its friendly name or '(no name)', its id, 'Use' and, on the setup page, 'Remove'. */
export function FactorList({
  factors,
  selectedId,
  onSelect,
  onRemove,
}: {
  factors: readonly MfaFactor[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRemove?: (id: string) => void;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  if (factors.length === 0) return null;
  return (
    <ul className={styles.factors} aria-label={t('mfa.factors')}>
      {factors.map((factor) => (
        <li key={factor.id} className={styles.factor} aria-current={factor.id === selectedId || undefined}>
          <span className={styles.factorName}>{factor.friendly_name || message(MFA_MESSAGES.noFactorName)}</span>
          <code className={styles.factorId}>{factor.id}</code>
          <span className={styles.factorStatus}>
            {factor.status === 'verified' ? t('mfa.status.verified') : t('mfa.status.unverified')}
          </span>
          {/* spec: each factor has a 'Use' button; the chosen one shows it is pressed, its label stays */}
          <Button
            size="small"
            variant={factor.id === selectedId ? 'primary' : 'secondary'}
            aria-pressed={factor.id === selectedId}
            aria-label={t('mfa.useLabel', { name: factor.friendly_name || message(MFA_MESSAGES.noFactorName) })}
            onClick={() => onSelect(factor.id)}
          >
            {t('mfa.use')}
          </Button>
          {onRemove ? (
            <Button
              size="small"
              variant="danger"
              onClick={() => onRemove(factor.id)}
              aria-label={t('mfa.removeLabel', { name: factor.friendly_name || factor.id })}
            >
              {t('mfa.remove')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
