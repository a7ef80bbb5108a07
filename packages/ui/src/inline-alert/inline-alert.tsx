import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import styles from './inline-alert.module.css';
import { cx } from '../cx.ts';

export type InlineAlertTone = 'success' | 'error' | 'warning' | 'info';

export interface InlineAlertProps {
  tone: InlineAlertTone;
  children: ReactNode;
  /** Extra content after the message, e.g. a button. */
  action?: ReactNode;
  className?: string;
}

const ICONS = { success: CheckCircle2, error: XCircle, warning: AlertTriangle, info: Info } as const;

/** A message inside the page (form errors from the server, verification states). */
export function InlineAlert({ tone, children, action, className }: InlineAlertProps) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.alert, styles[tone], className)}>
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <div className={styles.message}>{children}</div>
      {action}
    </div>
  );
}
