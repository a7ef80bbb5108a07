import type { HTMLAttributes } from 'react';
import styles from './theme.module.css';
import { cx } from './cx.ts';

/** Class carrying the design tokens; put it on any element that hosts primitives (portals too). */
export const uiRootClassName: string = styles.root ?? 'brf-ui-root';

export function UiRoot({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx(uiRootClassName, className)} />;
}
