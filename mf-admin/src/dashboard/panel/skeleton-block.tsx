import { cx } from '@brf/ui';
import styles from './skeleton-block.module.css';

/** A grey placeholder of the size the content will take, so the page does not jump. */
export function SkeletonBlock({ height = '1rem', width = '100%', className }: { height?: string; width?: string; className?: string }) {
  return <span className={cx(styles.block, className)} style={{ height, width }} />;
}
