import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.css';
import { cx } from '../cx.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';
import { toastTop, visibleControls } from './toast-placement.ts';

export interface ToastStackProps {
  children: ReactNode;
  label?: string;
  className?: string;
}

/**
 * The top-right container for ToastView items; newest last. When the first toast arrives the
 * stack moves down just far enough to cover no control a person can see (a header's Unfollow, a
 * dialog's buttons), and stays there while any toast is shown, so none jumps while it is read.
 * `--brf-toast-top` is where it starts (the shell puts it below its sticky nav bar).
 */
export function ToastStack({ children, label, className }: ToastStackProps) {
  const { t } = useTranslation(uiCatalogue);
  const ref = useRef<HTMLElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const stack = ref.current;
    if (!stack) return;
    let shown = false;
    const place = () => {
      const now = stack.childElementCount > 0;
      if (now && !shown) {
        const box = stack.getBoundingClientRect();
        setTop(
          toastTop(
            { height: box.height, left: box.left, right: box.right },
            visibleControls(stack),
            box.top,
            window.innerHeight * 0.6,
          ),
        );
      } else if (!now) setTop(null);
      shown = now;
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(stack, { childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={ref}
      aria-label={label ?? t('toast.stack')}
      className={cx(styles.stack, className)}
      style={top === null ? undefined : { top }}
    >
      {children}
    </section>
  );
}
