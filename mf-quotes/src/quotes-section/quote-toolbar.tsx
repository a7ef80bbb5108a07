import { Download, Printer } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { QUOTE_SORTS, type QuoteSort } from '@brf/domain/quotes';
import { Button, Field, SegmentedControl } from '@brf/ui';
import { quotesCatalogue } from '../i18n.ts';
import type { QuoteProject } from '../shared/api/quote-project.ts';
import { downloadQuotesCsv, openPrintableComparison, type ComparisonDetails } from './board-comparison.ts';
import type { QuoteListEntry } from './quote-list-item.ts';
import styles from './quotes-section.module.css';

export interface QuoteToolbarProps {
  project: QuoteProject;
  items: readonly QuoteListEntry[];
  search: string;
  onSearch: (value: string) => void;
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
  /** the terms, scores and required terms the exports add to the quotes */
  details: ComparisonDetails;
}

/** Search (provider name and description), sort (Date, Amount, Provider), and the board's exports. */
export function QuoteToolbar({ project, items, search, onSearch, sort, onSort, details }: QuoteToolbarProps) {
  const { t, language } = useTranslation(quotesCatalogue);
  return (
    <div className={styles.toolbar}>
      <Field
        type="search"
        className={styles.search}
        label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <SegmentedControl
        label={t('toolbar.sort')}
        options={QUOTE_SORTS.map((option) => ({ value: option.value, label: t(`sort.${option.value}`) }))}
        value={sort}
        onChange={onSort}
      />
      <div className={styles.exports}>
        <Button
          variant="secondary"
          size="small"
          icon={<Download aria-hidden="true" size={14} />}
          onClick={() => downloadQuotesCsv(project, items, t, details)}
        >
          {t('toolbar.export')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          icon={<Printer aria-hidden="true" size={14} />}
          onClick={() => openPrintableComparison(project, items, t, language, details)}
        >
          {t('toolbar.print')}
        </Button>
      </div>
    </div>
  );
}
