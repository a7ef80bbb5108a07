import { useId, type ReactNode } from 'react';
import { useTranslation } from '@brf/i18n';
import { Button, Card, InlineAlert, VisuallyHidden, cx } from '@brf/ui';
import { adminCatalogue } from '../../i18n.ts';
import styles from './dashboard-panel.module.css';

/** What a panel needs of its query (TanStack Query's result). */
export interface PanelQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DashboardPanelProps<T> {
  title: string;
  query: PanelQuery<T>;
  /** The panel's shape while its data is on the way. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  /** data-panel, for tests and styling */
  name: string;
  className?: string;
}

/** One panel of the dashboard: its heading, then a skeleton, its content, or its error with a retry. */
export function DashboardPanel<T>({ title, query, skeleton, children, name, className }: DashboardPanelProps<T>) {
  const { t } = useTranslation(adminCatalogue);
  const headingId = useId();
  const loading = query.data === undefined && !query.isError;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      data-panel={name}
      className={cx(styles.panel, className)}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {query.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => query.refetch()} busy={query.isFetching}>
              {t('panel.retry')}
            </Button>
          }
        >
          {t('panel.error', { panel: title, reason: query.error?.message || '—' })}
        </InlineAlert>
      ) : loading ? (
        <div className={styles.skeleton}>
          <VisuallyHidden role="status">{t('panel.loading', { panel: title })}</VisuallyHidden>
          <div aria-hidden="true">{skeleton}</div>
        </div>
      ) : (
        children(query.data as T)
      )}
    </Card>
  );
}
