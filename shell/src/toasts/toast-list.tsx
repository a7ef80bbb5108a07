import { ToastStack, ToastView } from '@brf/ui';
import { useToastStore } from './toast-store.ts';
import styles from './toast-list.module.css';

/** Top-right list; any remote raises a toast with bus.emit('toast', { type, message }). */
export function ToastList() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);

  return (
    <ToastStack className={styles.stack}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} type={toast.type} message={toast.message} onClose={() => dismiss(toast.id)} />
      ))}
    </ToastStack>
  );
}
