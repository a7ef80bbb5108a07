import styles from './progress-bar.module.css';
import { cx } from '../cx.ts';

export interface ProgressBarProps {
  /** 0..1 */
  value: number;
  /** Accessible name, e.g. 'Uploading plan.pdf'. */
  label: string;
  tone?: 'primary' | 'success' | 'danger';
  className?: string;
}

/** A determinate progress bar (role progressbar, 0-100). */
export function ProgressBar({ value, label, tone = 'primary', className }: ProgressBarProps) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cx(styles.track, className)}
    >
      <div className={cx(styles.bar, styles[tone])} style={{ width: `${percent}%` }} />
    </div>
  );
}
