import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { bidRange, daysRemaining, isDeadlinePassed, PROJECT_DETAIL_TEXTS, statusTextForViewer, viewingDatesSummary } from '@brf/domain/projects';
import { formatDateTime, formatDeadline, formatSek } from '@brf/domain/format';
import { useDomainMessage } from '@brf/domain/i18n';
import { Button } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { ProjectDetail } from '../api/project.ts';
import { useQuoteAmounts } from '../api/quote-amounts.ts';
import { useViewingDates } from '../api/viewing-dates.ts';
import { DeadlineModal } from './deadline-modal.tsx';
import styles from './project-tiles.module.css';

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
    <dl className={styles.tiles}>
      <div className={styles.tile}>
        <dt>{message('Submission Deadline')}</dt>
        <dd>
          <span>{formatDeadline(project.submission_deadline, language)}</span>
          {canMoveDeadline ? (
            <Button variant="ghost" size="small" icon={<Pencil aria-hidden="true" size={14} />} aria-label={t('detail.editDeadline')} onClick={() => setEditing(true)} />
          ) : null}
        </dd>
      </div>
      <div className={styles.tile}>
        <dt>{message('Max Bids')}</dt>
        <dd>{project.max_bids ?? t('detail.notSpecified')}</dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('detail.status')}</dt>
        <dd data-status={project.status}>{statusText === 'Granted' ? t('detail.granted') : t(`status.${project.status}`)}</dd>
      </div>
      {project.status !== 'closed' ? (
        <div className={styles.tile}>
          <dt>{days > 0 ? t('detail.daysRemainingLabel') : t('detail.daysPastLabel')}</dt>
          <dd>{days > 0 ? t('detail.daysRemaining', { count: days }) : t('detail.daysPast', { count: Math.max(1, -days) })}</dd>
        </div>
      ) : null}
      {seesAmounts ? (
        <>
          <div className={styles.tile}>
            <dt>{t('detail.lowestBid')}</dt>
            <dd>{range ? formatSek(range.lowest) : '–'}</dd>
          </div>
          <div className={styles.tile}>
            <dt>{t('detail.highestBid')}</dt>
            <dd>{range ? formatSek(range.highest) : '–'}</dd>
          </div>
        </>
      ) : null}
      <div className={styles.tile}>
        <dt>{t('detail.viewingDates')}</dt>
        <dd className={styles.stack}>
          <span>{viewing.count}</span>
          {viewing.next ? <small>{t('detail.nextViewing', { date: formatDateTime(viewing.next.viewing_date, language) })}</small> : null}
        </dd>
      </div>
      {editing ? <DeadlineModal projectId={project.id} deadline={project.submission_deadline} onClose={() => setEditing(false)} /> : null}
    </dl>
  );
}
