import { useTranslation, type Translate } from '@brf/i18n';
import { statusBadgeTone } from '@brf/domain/projects';
import { Badge } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';

/**
 * The project's (effective) status in title case, red when closed or awarded to someone other
 * than the viewer, green otherwise (spec 2). The colour is never the only signal: the text says it.
 */
export function StatusBadge(props: { status: string; awardedToViewer?: boolean | null; forBoard?: boolean }) {
  const { t } = useTranslation(projectsCatalogue);
  return <StatusBadgeIn t={t} {...props} />;
}

/** The same badge with the projects namespace's `t` handed down (one lookup for a whole list). */
export function StatusBadgeIn({
  status,
  awardedToViewer,
  forBoard,
  t,
}: {
  status: string;
  awardedToViewer?: boolean | null;
  forBoard?: boolean;
  t: Translate;
}) {
  // 'Awarded' is the board's own decision: never red for the board that made it
  const awardedToMe = awardedToViewer || (forBoard && status === 'awarded');
  const tone = statusBadgeTone(
    { status, winning_service_provider_id: awardedToMe ? 'viewer' : status === 'awarded' ? 'another' : null },
    'viewer',
  );
  return (
    <Badge tone={tone} data-status={status} data-tone={tone}>
      {t(`status.${status}`)}
    </Badge>
  );
}
