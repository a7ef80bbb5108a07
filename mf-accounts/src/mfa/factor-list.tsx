import { Button } from '@brf/ui';
import { MFA_MESSAGES } from '@brf/domain/accounts';
import type { MfaFactor } from './mfa-api.ts';
import styles from './mfa.module.css';

/** Each factor with its friendly name or '(no name)', its id, 'Use' and optionally 'Remove'. */
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
  if (factors.length === 0) return null;
  return (
    <ul className={styles.factors} aria-label="Authentication factors">
      {factors.map((factor) => (
        <li key={factor.id} className={styles.factor} aria-current={factor.id === selectedId || undefined}>
          <span className={styles.factorName}>{factor.friendly_name || MFA_MESSAGES.noFactorName}</span>
          <code className={styles.factorId}>{factor.id}</code>
          <span className={styles.factorStatus}>{factor.status}</span>
          <Button size="small" variant={factor.id === selectedId ? 'primary' : 'secondary'} onClick={() => onSelect(factor.id)}>
            {factor.id === selectedId ? 'Selected' : 'Use'}
          </Button>
          {onRemove ? (
            <Button size="small" variant="danger" onClick={() => onRemove(factor.id)} aria-label={`Remove ${factor.friendly_name || factor.id}`}>
              Remove
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
