import type { ProjectView } from '@brf/domain/projects';
import { Skeleton, cx } from '@brf/ui';
import itemStyles from './project-list-item.module.css';
import styles from './project-list-page.module.css';

const ROWS = 6;

/** Placeholder rows shaped like the real ones, so the list does not jump when it arrives. */
export function ProjectListSkeleton({ view }: { view: ProjectView }) {
  return (
    <ul className={cx(styles.items, styles[view])} aria-hidden="true" data-testid="project-list-skeleton">
      {Array.from({ length: ROWS }, (_, index) => (
        <li key={index} className={cx(itemStyles.item, itemStyles[view])}>
          <Skeleton width="55%" height="1.5rem" />
          <Skeleton height="1rem" />
          <Skeleton width="80%" height="1rem" />
          <Skeleton width="30%" height="1.25rem" radius="full" />
          <Skeleton width="40%" height="1rem" />
        </li>
      ))}
    </ul>
  );
}
