import { Skeleton, VisuallyHidden } from '@brf/ui';
import styles from './accept-invitation-page.module.css';

/** The invitation's shape while it loads: heading, sentence, four facts, the button. */
export function InvitationSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} data-loading="invitation">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Skeleton height="2rem" width="70%" />
      <Skeleton width="90%" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} width={row % 2 ? '55%' : '75%'} />
      ))}
      <Skeleton height="2.5rem" radius="md" />
    </div>
  );
}
