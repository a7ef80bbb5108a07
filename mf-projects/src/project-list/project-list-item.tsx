import { memo } from 'react';
import { Check } from 'lucide-react';
import type { Language, Translate } from '@brf/i18n';
import { descriptionPreview, type ProjectView } from '@brf/domain/projects';
import { formatDeadline, formatSek, onBothBases } from '@brf/domain/format';
import { Badge, cx, SwedishText } from '@brf/ui';
import { StatusBadgeIn } from '../shared/status-badge.tsx';
import type { ProjectListRow } from './api/list-projects.ts';
import styles from './project-list-item.module.css';

export interface ProjectListItemProps {
  project: ProjectListRow;
  view: ProjectView;
  isProvider: boolean;
  /** The projects namespace's lookup and the language shown, from the list (one hook for all rows). */
  t: Translate;
  language: Language;
  /** A category's name in the language shown (useServiceCategoryName). */
  categoryText: (swedish: string) => string;
  /** The list's first row: its title and description are what the page benchmark times (Element Timing). */
  first?: boolean;
}

/** One project of the list: a row (200-character preview) or a card (100). */
export const ProjectListItem = memo(function ProjectListItem({
  project,
  view,
  isProvider,
  t,
  language,
  categoryText,
  first = false,
}: ProjectListItemProps) {
  const categories = (project.categories as Array<{ id: string; name: string }> | null) ?? [];
  const quoted = isProvider && project.has_quoted;
  // the board's own list carries its quote count (null for everyone else)
  const quoteCount = project.quote_count as number | null;
  const forBoard = quoteCount !== null;
  const readyToAward = forBoard && project.status === 'closed' && quoteCount > 0;
  return (
    <li className={cx(styles.item, styles[view], quoted && styles.quoted)} data-quoted={quoted || undefined}>
      <div className={styles.head}>
        <h2 className={styles.title} elementtiming={first ? 'list-first-row-title' : undefined}>
          {/* a plain link: the list navigates in the app for it (useInAppLinks), 24 router Links cost
              a filter change more than the rows' own rendering */}
          <a href={`/projects/${project.id}`} className={styles.link}>
            <SwedishText>{project.title}</SwedishText>
          </a>
        </h2>
        <div className={styles.badges}>
          {readyToAward ? <Badge tone="warning">{t('list.readyToAward')}</Badge> : null}
          <StatusBadgeIn t={t} status={project.status} awardedToViewer={project.awarded_to_me} forBoard={forBoard} />
        </div>
      </div>
      {!forBoard && project.brf_organization_name ? (
        <p className={styles.owner}>{[project.brf_organization_name, project.brf_city].filter(Boolean).join(' · ')}</p>
      ) : null}
      <p className={styles.description} elementtiming={first ? 'list-first-row-description' : undefined}>
        {descriptionPreview(project.description, view)}
      </p>
      {categories.length > 0 ? (
        <ul className={styles.categories} aria-label={t('list.categories')}>
          {categories.map((category) => (
            <li key={category.id}>
              <Badge tone="info">{categoryText(category.name)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('list.deadline')}</dt>
          <dd>{formatDeadline(project.submission_deadline, language)}</dd>
        </div>
        {forBoard ? (
          <div data-part="quotes">
            <dt>{t('list.quotes')}</dt>
            {/* sealed quotes are not the reader's to count as read: they are said to be sealed */}
            <dd>
              {project.sealed_quote_count ? t('list.sealedQuotes', { count: project.sealed_quote_count }) : quoteCount}
            </dd>
          </div>
        ) : null}
        {forBoard && project.lowest_quote_amount !== null ? (
          <div data-part="lowest-quote">
            <dt>{t('list.lowest')}</dt>
            <dd className={styles.lowest}>{lowestOnBases(project.lowest_quote_amount, t)}</dd>
          </div>
        ) : null}
        {quoted && project.quoted_amount !== null ? (
          <div data-part="your-quote">
            <dt>{t('list.yourQuote')}</dt>
            <dd className={styles.quote}>
              {formatSek(Number(project.quoted_amount))}
              <Check aria-label={t('list.quoted')} role="img" size={16} className={styles.check} />
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
});

/** list_projects gives the board's lowest quote including VAT: stated with the amount excluding VAT (decision 0026). */
function lowestOnBases(amountInclVat: number, t: Translate): string {
  const amount = onBothBases(amountInclVat, 'incl_vat');
  return t('amount.onBases', { amount: formatSek(amount.inclVat), other: formatSek(amount.exclVat) });
}
