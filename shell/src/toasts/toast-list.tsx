import { lazy, Suspense } from 'react';
import { ToastStack } from '@brf/ui';
import { useToastStore } from './toast-store.ts';
import styles from './toast-list.module.css';

// with its code come @brf/domain's message catalogue and its texts: fetched with the first toast,
// not with the first paint (a first visit to / needs neither)
const ToastViews = lazy(() => import('./toast-views.tsx'));

/** Top-right list; any remote raises a toast with bus.emit('toast', { type, message }). */
export function ToastList() {
  const any = useToastStore((s) => s.toasts.length > 0);
  return (
    <ToastStack className={styles.stack}>
      {any ? (
        <Suspense fallback={null}>
          <ToastViews />
        </Suspense>
      ) : null}
    </ToastStack>
  );
}
