import { Bell, BellOff } from 'lucide-react';
import { useOwnQuote } from '@brf/supabase/data';
import { useTranslation } from '@brf/i18n';
import { Button, Tooltip } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useSetSubscription, useSubscription } from '../api/subscription.ts';

export interface FollowButtonProps {
  projectId: string;
  userId: string;
  providerId: string | null;
  /** the project reads closed: it can be unfollowed, not followed */
  closed: boolean;
}

/**
 * Follow/Unfollow for a signed-in non-owner (spec 4: no following on a closed project, so there
 * only a follower sees it, to unfollow; a provider with an active quote cannot unfollow). The
 * database holds the same rules.
 */
export function FollowButton({ projectId, userId, providerId, closed }: FollowButtonProps) {
  const { t } = useTranslation(projectsCatalogue);
  const subscription = useSubscription(projectId, userId);
  const ownQuote = useOwnQuote(projectId, providerId);
  const change = useSetSubscription();
  if (subscription.data === undefined) return null;
  const following = subscription.data;
  if (closed && !following) return null;
  const locked = following && Boolean(ownQuote.data);
  const button = (
    <Button
      variant="secondary"
      aria-pressed={following}
      disabled={locked}
      busy={change.isPending}
      icon={following ? <BellOff aria-hidden="true" size={16} /> : <Bell aria-hidden="true" size={16} />}
      onClick={() => change.mutate({ projectId, userId, subscribed: !following })}
    >
      {following ? t('detail.unfollow') : t('detail.follow')}
    </Button>
  );
  return locked ? <Tooltip text={t('detail.unfollowLocked')}>{button}</Tooltip> : button;
}
