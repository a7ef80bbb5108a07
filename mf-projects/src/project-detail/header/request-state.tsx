import { useTranslation } from '@brf/i18n';
import { formatDeadline } from '@brf/domain/format';
import { sealedBidsState } from '@brf/domain/projects';
import { Badge } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import styles from './project-header.module.css';

/** Sealed bids until the deadline; from then 'Bids opened' at the deadline (the opening record's time). */
export function SealedBidsBadge({ sealedBids, deadline }: { sealedBids: boolean | null; deadline: string }) {
  const { t, language } = useTranslation(projectsCatalogue);
  const state = sealedBidsState({ sealed_bids: sealedBids, submission_deadline: deadline });
  if (state === 'none') return null;
  return (
    <Badge tone={state === 'sealed' ? 'info' : 'neutral'} data-sealed-bids={state}>
      {state === 'sealed' ? t('request.sealed') : t('request.opened', { date: formatDeadline(deadline, language) })}
    </Badge>
  );
}

/** Why a cancelled procurement was called off, as the board gave it. */
export function CancelReason({ status, reason }: { status: string; reason: string | null }) {
  const { t } = useTranslation(projectsCatalogue);
  if (status !== 'cancelled' || !reason) return null;
  return <p className={styles.cancelReason}>{t('cancel.reason', { reason })}</p>;
}
