import type { HTMLAttributes } from 'react';
import styles from './card.module.css';
import { cx } from '../cx.ts';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  /** No inner padding (for lists that pad their own rows). */
  flush?: boolean;
  /** Highlighted border, e.g. the winning quote. */
  highlighted?: boolean;
  /** Faded, e.g. a quoted project or a read notification. */
  muted?: boolean;
}

export function Card({ as: Element = 'div', flush, highlighted, muted, className, ...rest }: CardProps) {
  return (
    <Element
      {...rest}
      className={cx(
        styles.card,
        flush && styles.flush,
        highlighted && styles.highlighted,
        muted && styles.muted,
        className,
      )}
    />
  );
}
