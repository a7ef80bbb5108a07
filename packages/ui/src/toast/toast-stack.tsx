import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.css';
import { cx } from '../cx.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface ToastStackProps {
  children: ReactNode;
  label?: string;
  className?: string;
}

/** Where toasts go: away from what the person just used (see ToastStack). */
export type ToastEdge = 'top' | 'bottom';

const openDialog = () => document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]') !== null;

/**
 * The container for ToastView items; newest last. Toasts sit at the bottom, away from the page's
 * header (Follow, Edit, Delete) and the nav bar; while a dialog is open they sit at the top,
 * away from its buttons, which are at its foot. The edge is chosen when the first toast arrives
 * and kept while any is shown, so a toast never jumps while it is read.
 */
export function ToastStack({ children, label, className }: ToastStackProps) {
  const { t } = useTranslation(uiCatalogue);
  const ref = useRef<HTMLElement>(null);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  useLayoutEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    let shown = stack.childElementCount > 0;
    const observer = new MutationObserver(() => {
      const now = stack.childElementCount > 0;
      if (now && !shown) setEdge(openDialog() ? 'top' : 'bottom');
      shown = now;
    });
    observer.observe(stack, { childList: true, subtree: false });
    return () => observer.disconnect();
  }, []);
  return (
    <section ref={ref} aria-label={label ?? t('toast.stack')} data-edge={edge} className={cx(styles.stack, className)}>
      {children}
    </section>
  );
}
