import { useEffect } from 'react';
import { ToastStack, ToastView } from '@brf/ui';
import { shellBus } from '../session/shell-bus.ts';
import { useToastStore } from './toast-store.ts';
import styles from './toast-list.module.css';

/** Top-right list; any remote raises a toast with bus.emit('toast', { type, message }). */
export function ToastList() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);

  useEffect(() => shellBus.on('toast', (toast) => useToastStore.getState().show(toast)), []);

  return (
    <ToastStack label="Notifications" className={styles.stack}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} type={toast.type} message={toast.message} onClose={() => dismiss(toast.id)} />
      ))}
    </ToastStack>
  );
}
