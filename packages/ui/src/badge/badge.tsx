import type { HTMLAttributes } from 'react';
import styles from './badge.module.css';
import { cx } from '../cx.ts';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'count';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Attention pulse, e.g. the unread bell badge; respects reduced motion. */
  pulse?: boolean;
}

export function Badge({ tone = 'neutral', pulse = false, className, ...rest }: BadgeProps) {
  return <span {...rest} className={cx(styles.badge, styles[tone], pulse && styles.pulse, className)} />;
}
