import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '@brf/i18n';
import { cx } from '../cx.ts';
import { focusableWithin } from '../focusable.ts';
import { uiCatalogue } from '../i18n.ts';
import styles from './data-list.module.css';

export interface DataListProps<T> {
  /** Names the list ('Projects'). */
  label: string;
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Estimated row height in px; real heights are measured as rows render. */
  estimateSize?: number;
  /** Height of the scrolling viewport (CSS length). */
  height?: string;
  /** Rows rendered beyond the viewport on each side. */
  overscan?: number;
  /** Shown when there are no items. */
  empty?: ReactNode;
  /** The viewport size before the browser measures it (tests, server rendering). */
  initialRect?: { width: number; height: number };
  className?: string;
}

/**
 * A long list (thousands of rows) that renders only the rows in view, so scrolling stays smooth
 * at 5,000 rows. Each row keeps its position for assistive technology (aria-posinset/setsize).
 * Keyboard: Tab reaches the list; ArrowUp/ArrowDown move a row, PageUp/PageDown a screen,
 * Home/End to the first and last row; focus lands on the row's first link or button.
 */
export function DataList<T>({
  label,
  items,
  getKey,
  renderItem,
  estimateSize = 56,
  height = '32rem',
  overscan = 6,
  empty,
  initialRect,
  className,
}: DataListProps<T>) {
  const { t } = useTranslation(uiCatalogue);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => viewportRef.current,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => getKey(items[index]!, index),
    initialRect,
  });

  function focusRow(index: number) {
    const target = Math.max(0, Math.min(items.length - 1, index));
    setActive(target);
    virtualizer.scrollToIndex(target, { align: 'auto' });
    // the row may only exist after the scroll has rendered it
    requestAnimationFrame(() => {
      const row = viewportRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
      if (!row) return;
      (focusableWithin(row)[0] ?? row).focus();
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (items.length === 0) return;
    const perPage = Math.max(1, Math.floor((viewportRef.current?.clientHeight || estimateSize * 8) / estimateSize));
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + perPage,
      PageUp: active - perPage,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusRow(next);
  }

  if (items.length === 0) {
    return <div className={cx(styles.empty, className)}>{empty ?? t('dataList.empty')}</div>;
  }

  return (
    <div
      ref={viewportRef}
      className={cx(styles.viewport, className)}
      // short lists shrink to their rows; long ones scroll inside `height`
      style={{ height: `min(${height}, ${virtualizer.getTotalSize() + 2}px)` }}
      role="list"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        // a row reached by Tab or click becomes the keyboard position
        const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
        if (row) setActive(Number(row.dataset.index));
      }}
    >
      <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="listitem"
            aria-posinset={row.index + 1}
            aria-setsize={items.length}
            tabIndex={-1}
            className={cx(styles.row, row.index === active && styles.active)}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
