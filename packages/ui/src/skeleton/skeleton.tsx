import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';
import { cx } from '../cx.ts';

export interface SkeletonProps {
  /** CSS length; defaults to the full width. */
  width?: string;
  /** CSS length; defaults to one line of text. */
  height?: string;
  radius?: 'sm' | 'md' | 'full';
  className?: string;
}

/** A placeholder block with the size of what is loading, so nothing moves when it arrives. */
export function Skeleton({ width, height, radius = 'sm', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span aria-hidden="true" className={cx(styles.skeleton, styles[radius], className)} style={style} />;
}
