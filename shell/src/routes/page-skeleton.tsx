import { Skeleton } from '@brf/ui';
import styles from './guarded-page.module.css';

/** While the session settles (a reload of a signed-in page): the shape of a page, not a blank. */
export function PageSkeleton() {
  return (
    <div className={styles.waiting} aria-busy="true" data-page-skeleton>
      <Skeleton width="40%" height="2rem" />
      <Skeleton height="1rem" />
      <Skeleton width="85%" height="1rem" />
      <Skeleton height="8rem" radius="md" />
    </div>
  );
}
