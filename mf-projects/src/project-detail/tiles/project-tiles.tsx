import { useState, type CSSProperties } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import {
  bidRange,
  daysRemaining,
  isDeadlinePassed,
  statusTextForViewer,
  viewingDatesSummary,
} from '@brf/domain/projects';
import { formatDateTime, formatDeadline, formatSek } from '@brf/domain/format';
import { useDomainMessage } from '@brf/domain/i18n';
import { Button, LazyPartSlot, StatTile } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { ProjectDetail } from '../api/project.ts';
import { useQuoteAmounts } from '../api/quote-amounts.ts';
import { useViewingDates } from '../api/viewing-dates.ts';
import styles from './project-tiles.module.css';
import { DeadlineModal } from '../owner-editors.ts';

export interface ProjectTilesProps {
  project: ProjectDetail;
  isOwner: boolean;
  /** owner or admin at aal2: the only ones who see every amount */
  seesAmounts: boolean;
  providerId: string | null;
}

/**
 * Full rows at every width: an odd number of tiles gives the deadline (the longest value) two
 * cells; a phone has 2 columns, a wider screen one row of up to 4 tiles or two even rows.
 */
export function tileLayout(tiles: number): { deadlineWide: boolean; columns: number } {
  const deadlineWide = tiles % 2 === 1;
  const cells = tiles + (deadlineWide ? 1 : 0);
  return { deadlineWide, columns: cells <= 4 ? cells : cells / 2 };
}

/** spec 2 "Tiles": deadline, max bids, status, days left or past, bid range, viewing dates. */
export function ProjectTiles({ project, isOwner, seesAmounts, providerId }: ProjectTilesProps) {
  const { t, language } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [editing, setEditing] = useState(false);
  const amounts = useQuoteAmounts(project.id, seesAmounts);
  const viewingDates = useViewingDates(project.id);
  const range = bidRange(amounts.data ?? []);
  const viewing = viewingDatesSummary(viewingDates.data ?? []);
  const days = daysRemaining(project.submission_deadline);
  const statusText = statusTextForViewer(project, providerId);
  const canMoveDeadline = isOwner && project.status === 'open' && !isDeadlinePassed(project.submission_deadline);

  const deadline = (
    <StatTile
      key="deadline"
      className={styles.deadline}
      label={message('Submission Deadline')}
      value={
        <span className={styles.value}>
          {formatDeadline(project.submission_deadline, language)}
          {canMoveDeadline ? (
            <Button
              variant="ghost"
              size="small"
              icon={<Pencil aria-hidden="true" size={14} />}
              opensDialog="edit-deadline"
              aria-label={t('detail.editDeadline')}
              onClick={() => setEditing(true)}
            />
          ) : null}
        </span>
      }
    />
  );
  const tiles = [
    deadline,
    <StatTile key="max-bids" label={message('Max Bids')} value={project.max_bids ?? t('detail.notSpecified')} />,
    <StatTile
      key="status"
      label={t('detail.status')}
      value={
        <span data-status={project.status}>
          {statusText === 'Granted' ? t('detail.granted') : t(`status.${project.status}`)}
        </span>
      }
    />,
    project.status !== 'closed' ? (
      <StatTile
        key="days"
        label={days > 0 ? t('detail.daysRemainingLabel') : t('detail.daysPastLabel')}
        value={
          days > 0 ? t('detail.daysRemaining', { count: days }) : t('detail.daysPast', { count: Math.max(1, -days) })
        }
      />
    ) : null,
    seesAmounts ? (
      <StatTile key="lowest" label={t('detail.lowestBid')} value={range ? formatSek(range.lowest) : '–'} />
    ) : null,
    seesAmounts ? (
      <StatTile key="highest" label={t('detail.highestBid')} value={range ? formatSek(range.highest) : '–'} />
    ) : null,
    <StatTile
      key="viewing"
      label={t('detail.viewingDates')}
      value={viewing.count}
      hint={
        viewing.next
          ? t('detail.nextViewing', { date: formatDateTime(viewing.next.viewing_date, language) })
          : undefined
      }
    />,
  ].filter(Boolean);
  const layout = tileLayout(tiles.length);

  return (
    <div
      className={styles.tiles}
      data-tiles
      data-deadline-wide={layout.deadlineWide || undefined}
      style={{ '--columns': layout.columns } as CSSProperties}
    >
      {tiles}
      {editing ? (
        <LazyPartSlot onClose={() => setEditing(false)}>
          <DeadlineModal
            projectId={project.id}
            deadline={project.submission_deadline}
            onClose={() => setEditing(false)}
          />
        </LazyPartSlot>
      ) : null}
    </div>
  );
}
