import { useId, type ReactNode } from 'react';
import styles from './tooltip.module.css';
import { cx } from '../cx.ts';

export interface TooltipProps {
  /** The text; when empty or absent the children render alone. */
  text?: string | null;
  children: ReactNode;
  className?: string;
}

/**
 * Shows text on hover or keyboard focus. It wraps the control in a span because a disabled
 * button gets no pointer events, and the spec's tooltips explain exactly such disabled buttons.
 * The wrapper is focusable only then, so keyboard users can still reach the explanation.
 */
export function Tooltip({ text, children, className }: TooltipProps) {
  const id = useId();
  if (!text) return <>{children}</>;
  return (
    <span className={cx(styles.wrapper, className)} tabIndex={0} aria-describedby={id} data-tooltip={text}>
      {children}
      <span role="tooltip" id={id} className={styles.bubble}>
        {text}
      </span>
    </span>
  );
}
