import { ToastView } from '@brf/ui';
import { useDomainMessage } from '@brf/domain/i18n';
import { useToastStore } from './toast-store.ts';

/** The toasts shown; their messages are the spec's English text from @brf/domain, in the page's language. */
export default function ToastViews() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const message = useDomainMessage();
  return toasts.map((toast) => (
    <ToastView key={toast.id} type={toast.type} message={message(toast.message)} onClose={() => dismiss(toast.id)} />
  ));
}
