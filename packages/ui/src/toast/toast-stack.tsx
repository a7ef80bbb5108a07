import type { ReactNode } from 'react';
import styles from './toast.module.css';
import { cx } from '../cx.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface ToastStackProps {
  children: ReactNode;
  label?: string;
  className?: string;
}

/** Fixed top-right container for ToastView items; newest last. */
export function ToastStack({ children, label, className }: ToastStackProps) {
  const { t } = useTranslation(uiCatalogue);
  return (
    <section aria-label={label ?? t('toast.stack')} className={cx(styles.stack, className)}>
      {children}
    </section>
  );
}
