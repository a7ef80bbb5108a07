import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@brf/i18n';
import { projectsCatalogue } from '../../i18n.ts';
import { useInAppLinks } from '../use-in-app-links.ts';
import type { TodoRow } from './my-todo.ts';
import { todoItems, type TodoViewer } from './todo-items.ts';
import styles from './todo-list.module.css';

/** More than this many items are folded behind "Show all" (the list below stays in view). */
export const TODO_SHOWN = 5;

export interface TodoListProps {
  rows: readonly TodoRow[];
  viewer: TodoViewer;
}

/**
 * "What needs you" above /projects: each item a link to the place it is about. Nothing at all
 * (no heading) when nothing waits.
 */
export function TodoList({ rows, viewer }: TodoListProps) {
  const { t, language } = useTranslation(projectsCatalogue);
  const onLinksClick = useInAppLinks();
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = useMemo(() => todoItems(rows, viewer, t, language), [rows, viewer, t, language]);
  if (items.length === 0) return null;
  const folded = items.length > TODO_SHOWN;
  const shown = folded && !expanded ? items.slice(0, TODO_SHOWN) : items;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-part="todo">
      <h2 id={headingId} className={styles.heading}>
        {t(viewer === 'brf' ? 'todo.headingBrf' : 'todo.headingProvider')}
      </h2>
      {/* plain links: the list navigates in the app for them, as the project list does */}
      <ul id={listId} className={styles.items} onClick={onLinksClick}>
        {shown.map((item) => (
          <li key={item.key} className={styles.item} data-kind={item.kind}>
            <a href={item.href} className={styles.link}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
      {folded ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('todo.showFewer') : t('todo.showAll', { count: items.length })}
        </button>
      ) : null}
    </section>
  );
}
