import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { cx } from '../cx.ts';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}

/** E.g. 'No projects found' / 'Try adjusting your filters or search terms' + 'Clear all filters'. */
export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      {icon}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.text}>{description}</p> : null}
      {action}
    </div>
  );
}
