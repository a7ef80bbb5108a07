import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import styles from './toast.module.css';
import { cx } from '../cx.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

// the one toast type list is the toast event's contract
import type { ToastType } from '@brf/contracts';
export type { ToastType };

export interface ToastViewProps {
  type: ToastType;
  message: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  className?: string;
}

const ICONS = { success: CheckCircle2, error: XCircle, info: Info, warning: AlertTriangle } as const;

export function ToastView({ type, message, onClose, closeLabel, className }: ToastViewProps) {
  const { t } = useTranslation(uiCatalogue);
  const Icon = ICONS[type];
  // Errors and warnings interrupt (alert); success and info wait their turn (status).
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status';
  return (
    <div role={role} data-toast-type={type} className={cx(styles.toast, styles[type], className)}>
      <Icon aria-hidden="true" size={20} className={styles.icon} />
      <p className={styles.message}>{message}</p>
      <button type="button" className={styles.close} aria-label={closeLabel ?? t('toast.close')} onClick={onClose}>
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
