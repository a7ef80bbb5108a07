import styles from './spinner.module.css';
import { cx } from '../cx.ts';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface SpinnerProps {
  /** Announced to screen readers; shown as text when showLabel is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'small' | 'large';
  className?: string;
}

export function Spinner({ label: labelGiven, showLabel = false, size = 'small', className }: SpinnerProps) {
  const { t } = useTranslation(uiCatalogue);
  const label = labelGiven ?? t('spinner.loading');
  return (
    <span role="status" className={cx(styles.wrapper, className)}>
      <span aria-hidden="true" className={cx(styles.spinner, size === 'large' && styles.large)} />
      {showLabel ? <span className={styles.text}>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}

/** Decorative spinning glyph for inside buttons; the surrounding text carries the meaning. */
export function SpinnerGlyph({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(styles.spinner, className)} />;
}
