import type { ReactNode } from 'react';
import styles from './toast.module.css';
import { cx } from '../cx.ts';

export interface ToastStackProps {
  children: ReactNode;
  label?: string;
  className?: string;
}

/** Fixed top-right container for ToastView items; newest last. */
export function ToastStack({ children, label = 'Status messages', className }: ToastStackProps) {
  return (
    <section aria-label={label} className={cx(styles.stack, className)}>
      {children}
    </section>
  );
}
