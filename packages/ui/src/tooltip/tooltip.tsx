import { useId, type ReactNode } from 'react';
import styles from './tooltip.module.css';
import { cx } from '../cx.ts';

export interface TooltipProps {
  /** The text; when empty or absent the children render alone. */
  text?: string | null;
  children: ReactNode;
  className?: string;
  /**
   * Which edge of the control the bubble lines up with: 'center' (default), or 'end' for a
   * control at the right of its row, so the bubble grows leftwards and stays on a 375 px screen.
   */
  align?: 'center' | 'end';
}

/**
 * Shows text on hover or keyboard focus. It wraps the control in a span because a disabled
 * button gets no pointer events, and the spec's tooltips explain exactly such disabled buttons.
 * The wrapper is focusable only then, so keyboard users can still reach the explanation.
 */
export function Tooltip({ text, children, className, align = 'center' }: TooltipProps) {
  const id = useId();
  if (!text) return <>{children}</>;
  return (
    <span className={cx(styles.wrapper, className)} tabIndex={0} aria-describedby={id} data-tooltip={text}>
      {children}
      <span role="tooltip" id={id} className={cx(styles.bubble, align === 'end' && styles.end)}>
        {text}
      </span>
    </span>
  );
}
