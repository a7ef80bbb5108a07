import type { HTMLAttributes } from 'react';
import styles from './focus.module.css';

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={styles.visuallyHidden} />;
}
