import { Suspense } from 'react';
import { ToastStack, ToastView } from '@brf/ui';
import { useDomainMessage } from '@brf/domain/i18n';
import { useToastStore } from './toast-store.ts';
import styles from './toast-list.module.css';

/**
 * Top-right list; any remote raises a toast with bus.emit('toast', { type, message }). Messages
 * are the spec's English text from @brf/domain; they show in the language of the page.
 */
export function ToastList() {
  const any = useToastStore((s) => s.toasts.length > 0);
  return (
    <ToastStack className={styles.stack}>
      {/* the domain catalogue is fetched with the first toast, not with the first paint */}
      {any ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </ToastStack>
  );
}

function Toasts() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const message = useDomainMessage();
  return toasts.map((toast) => (
    <ToastView key={toast.id} type={toast.type} message={message(toast.message)} onClose={() => dismiss(toast.id)} />
  ));
}
