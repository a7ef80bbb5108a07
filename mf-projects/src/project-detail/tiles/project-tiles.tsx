import { useState, type CSSProperties } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { isDeadlinePassed, statusTextForViewer, viewingDatesSummary } from '@brf/domain/projects';
import {
  formatDateTime,
  formatDeadline,
  headlineParts,
  lowestAndHighest,
  type AmountOnBothBases,
} from '@brf/domain/format';
import { useDomainMessage } from '@brf/domain/i18n';
import { useProjectBudget } from '@brf/supabase/data';
import { Button, LazyPartSlot, StatTile } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { ProjectDetail } from '../api/project.ts';
import { useQuoteAmounts } from '../api/quote-amounts.ts';
import { useViewingDates } from '../api/viewing-dates.ts';
import { deadlineCountdown } from './deadline-countdown.ts';
import styles from './project-tiles.module.css';
import { BudgetModal, DeadlineModal } from '../owner-editors.ts';

export interface ProjectTilesProps {
  project: ProjectDetail;
  isOwner: boolean;
  /** the board (every role) or an admin at aal2: the only ones who see every amount and the budget */
  seesAmounts: boolean;
  providerId: string | null;
}

/**
 * Full rows at every width: an odd number of tiles gives the deadline (the longest value) two
 * cells; a phone has 2 columns, a wider screen one row of up to 4 tiles or two even rows. On a
 * phone each of the `amountTiles` (bids, budget) takes a row of its own, so there the deadline is
 * wide when the other tiles are odd.
 */
export function tileLayout(
  tiles: number,
  amountTiles = 0,
): { deadlineWide: boolean; deadlineWideOnPhone: boolean; columns: number } {
  const deadlineWide = tiles % 2 === 1;
  const cells = tiles + (deadlineWide ? 1 : 0);
  return {
    deadlineWide,
    deadlineWideOnPhone: (tiles - amountTiles) % 2 === 1,
    columns: cells <= 4 ? cells : cells / 2,
  };
}

/**
 * spec 2 "Tiles": deadline, max bids, status, days left or past, bid range, viewing dates; and the
 * board's budget. Amounts are compared and stated including VAT, the amount excluding VAT beneath
 * (decision 0026).
 */
export function ProjectTiles({ project, isOwner, seesAmounts, providerId }: ProjectTilesProps) {
  const { t, language } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [editing, setEditing] = useState<'deadline' | 'budget' | null>(null);
  const amounts = useQuoteAmounts(project.id, seesAmounts);
  const budget = useProjectBudget(project.id, seesAmounts);
  const viewingDates = useViewingDates(project.id);
  const range = lowestAndHighest(amounts.data ?? []);
  const viewing = viewingDatesSummary(viewingDates.data ?? []);
  const countdown = deadlineCountdown(project.submission_deadline, t);
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
              onClick={() => setEditing('deadline')}
            />
          ) : null}
        </span>
      }
    />
  );
  const bidTile = (key: string, label: string, amount: AmountOnBothBases | undefined) => {
    const parts = amount ? headlineParts(amount) : null;
    return (
      <StatTile
        key={key}
        label={label}
        value={parts ? parts.amount : '–'}
        className={styles.amount}
        hint={parts ? message(parts.besideAmount) : undefined}
      />
    );
  };
  const setBudget = budget.data?.budget ?? null;
  const budgetParts = setBudget ? headlineParts(setBudget.onBothBases, { exact: true }) : null;
  const budgetTile = (
    <StatTile
      key="budget"
      label={t('detail.budget')}
      value={
        <span className={styles.value} data-budget={setBudget ? 'set' : 'none'}>
          {budgetParts ? budgetParts.amount : budget.isPending ? '–' : t('detail.budgetNotSet')}
          {isOwner && budget.data?.mayChange ? (
            <Button
              variant="ghost"
              size="small"
              icon={<Pencil aria-hidden="true" size={14} />}
              opensDialog="edit-budget"
              aria-label={t('detail.editBudget')}
              onClick={() => setEditing('budget')}
            />
          ) : null}
        </span>
      }
      className={styles.amount}
      hint={budgetParts ? message(budgetParts.besideAmount) : t('detail.budgetOnlyBoard')}
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
      // the spec's 'Granted' names the state the badges call 'Awarded': the hint ties the two words together
      hint={statusText === 'Granted' ? t('detail.grantedHint') : undefined}
    />,
    project.status !== 'closed' ? <StatTile key="days" label={countdown.label} value={countdown.value} /> : null,
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
    // the amounts last, together: on a phone each takes a row of its own
    seesAmounts ? bidTile('lowest', t('detail.lowestBid'), range?.lowest) : null,
    seesAmounts ? bidTile('highest', t('detail.highestBid'), range?.highest) : null,
    seesAmounts ? budgetTile : null,
  ].filter(Boolean);
  // the lowest and highest bid and the budget: the board's and the admins' only
  const layout = tileLayout(tiles.length, seesAmounts ? 3 : 0);

  return (
    <div
      className={styles.tiles}
      data-tiles
      data-deadline-wide={layout.deadlineWide || undefined}
      data-deadline-wide-on-phone={layout.deadlineWideOnPhone || undefined}
      style={{ '--columns': layout.columns } as CSSProperties}
    >
      {tiles}
      {editing === 'deadline' ? (
        <LazyPartSlot onClose={() => setEditing(null)}>
          <DeadlineModal
            projectId={project.id}
            deadline={project.submission_deadline}
            onClose={() => setEditing(null)}
          />
        </LazyPartSlot>
      ) : null}
      {editing === 'budget' ? (
        <LazyPartSlot onClose={() => setEditing(null)}>
          <BudgetModal projectId={project.id} budget={setBudget} onClose={() => setEditing(null)} />
        </LazyPartSlot>
      ) : null}
    </div>
  );
}
