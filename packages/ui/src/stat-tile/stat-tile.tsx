import { useId, type ReactNode } from 'react';
import styles from './stat-tile.module.css';
import { cx } from '../cx.ts';

export interface StatTileProps {
  /** What the number is, e.g. 'Average quote'. Names the tile for assistive technology. */
  label: string;
  /** The figure, already formatted ('12', '45 000 kr'). */
  value: ReactNode;
  /** A line under the value, e.g. 'of 5 quotes'. */
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'neutral' | 'primary' | 'success' | 'warning';
  className?: string;
}

/** One statistic: a labelled group so a screen reader hears the label with the value. */
export function StatTile({ label, value, hint, icon, tone = 'neutral', className }: StatTileProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={cx(styles.tile, styles[tone], className)}>
      <span id={labelId} className={styles.label}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {label}
      </span>
      <span className={styles.value}>{value}</span>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
    </div>
  );
}
