import { useId } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { useOwnQuote } from '@brf/supabase/data';
import { useTranslation } from '@brf/i18n';
import { Button } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useSetSubscription, useSubscription } from '../api/subscription.ts';
import styles from './project-header.module.css';

export interface FollowButtonProps {
  projectId: string;
  userId: string;
  providerId: string | null;
  /** the project reads closed: it can be unfollowed, not followed */
  closed: boolean;
}

/** The quote statuses that keep its company following (the database's private.has_active_quote). */
const ACTIVE_QUOTE = new Set(['submitted', 'accepted']);

/**
 * Follow/Unfollow for a signed-in non-owner (spec 4: no following on a closed project, so there
 * only a follower sees it, to unfollow; a provider with an active quote cannot unfollow). The
 * database holds the same rules. A disabled Unfollow says why beside it, on a phone too.
 */
export function FollowButton({ projectId, userId, providerId, closed }: FollowButtonProps) {
  const { t } = useTranslation(projectsCatalogue);
  const subscription = useSubscription(projectId, userId);
  const ownQuote = useOwnQuote(projectId, providerId);
  const change = useSetSubscription();
  const hintId = useId();
  if (subscription.data === undefined) return null;
  const following = subscription.data;
  if (closed && !following) return null;
  const locked = following && ACTIVE_QUOTE.has(ownQuote.data?.status ?? '');
  const button = (
    <Button
      variant="secondary"
      aria-pressed={following}
      disabled={locked}
      aria-describedby={locked ? hintId : undefined}
      busy={change.isPending}
      icon={following ? <BellOff aria-hidden="true" size={16} /> : <Bell aria-hidden="true" size={16} />}
      onClick={() => change.mutate({ projectId, userId, subscribed: !following })}
    >
      {following ? t('detail.unfollow') : t('detail.follow')}
    </Button>
  );
  if (!locked) return button;
  return (
    <div className={styles.follow}>
      {button}
      <p id={hintId} className={styles.followHint}>
        {t('detail.unfollowLocked')}
      </p>
    </div>
  );
}
