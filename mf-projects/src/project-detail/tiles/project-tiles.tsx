import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { bidRange, daysRemaining, isDeadlinePassed, statusTextForViewer, viewingDatesSummary } from '@brf/domain/projects';
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

  return (
    <div className={styles.tiles}>
      <StatTile
        label={message('Submission Deadline')}
        value={
          <span className={styles.value}>
            {formatDeadline(project.submission_deadline, language)}
            {canMoveDeadline ? (
              <Button variant="ghost" size="small" icon={<Pencil aria-hidden="true" size={14} />} opensDialog="edit-deadline" aria-label={t('detail.editDeadline')} onClick={() => setEditing(true)} />
            ) : null}
          </span>
        }
      />
      <StatTile label={message('Max Bids')} value={project.max_bids ?? t('detail.notSpecified')} />
      <StatTile
        label={t('detail.status')}
        value={<span data-status={project.status}>{statusText === 'Granted' ? t('detail.granted') : t(`status.${project.status}`)}</span>}
      />
      {project.status !== 'closed' ? (
        <StatTile
          label={days > 0 ? t('detail.daysRemainingLabel') : t('detail.daysPastLabel')}
          value={days > 0 ? t('detail.daysRemaining', { count: days }) : t('detail.daysPast', { count: Math.max(1, -days) })}
        />
      ) : null}
      {seesAmounts ? (
        <>
          <StatTile label={t('detail.lowestBid')} value={range ? formatSek(range.lowest) : '–'} />
          <StatTile label={t('detail.highestBid')} value={range ? formatSek(range.highest) : '–'} />
        </>
      ) : null}
      <StatTile
        label={t('detail.viewingDates')}
        value={viewing.count}
        hint={viewing.next ? t('detail.nextViewing', { date: formatDateTime(viewing.next.viewing_date, language) }) : undefined}
      />
      {editing ? (
        <LazyPartSlot onClose={() => setEditing(false)}>
          <DeadlineModal projectId={project.id} deadline={project.submission_deadline} onClose={() => setEditing(false)} />
        </LazyPartSlot>
      ) : null}
    </div>
  );
}
