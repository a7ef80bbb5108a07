import { formatDeadline } from '@brf/domain/format';
import type { Language, Translate } from '@brf/i18n';
import type { TodoRow } from './my-todo.ts';

/** Whose to-do it is: the board's (its projects) or a provider's (projects it quoted, asked on or follows). */
export type TodoViewer = 'brf' | 'provider';

/** The kinds each viewer is shown, in the order they are listed (an unknown kind is left out). */
const ORDER: Record<TodoViewer, Record<string, number>> = {
  brf: { confirm_award: 0, declare_interest: 1, ready_to_award: 2, unanswered_question: 3, new_quotes: 4 },
  provider: { deadline_soon: 0, answered_question: 1, won: 2, not_awarded: 2 },
};

export interface TodoItem {
  key: string;
  kind: string;
  href: string;
  text: string;
}

const time = (at: string) => {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The viewer's rows in the order they are listed: the board's award proposals to confirm first,
 * then quotes waiting for the reader's declaration of interest, then awards, then unanswered
 * questions, then new quotes; a provider's nearest deadlines first, then answers, then outcomes.
 * Within a kind the newest first (a deadline: the soonest first).
 */
export function sortTodo(rows: readonly TodoRow[], viewer: TodoViewer): TodoRow[] {
  const order = ORDER[viewer];
  return rows
    .filter((row) => row.kind in order)
    .sort(
      (a, b) =>
        order[a.kind]! - order[b.kind]! ||
        (a.kind === 'deadline_soon' && b.kind === 'deadline_soon' ? time(a.at) - time(b.at) : time(b.at) - time(a.at)),
    );
}

const QUOTES_KINDS = new Set(['confirm_award', 'declare_interest', 'ready_to_award', 'new_quotes']);

/** Where a row leads: the project's questions, its quotes, or the project. */
export function todoHref(row: Pick<TodoRow, 'kind' | 'project_id'>): string {
  const project = `/projects/${encodeURIComponent(row.project_id)}`;
  if (row.kind === 'unanswered_question' || row.kind === 'answered_question') return `${project}#messages`;
  if (QUOTES_KINDS.has(row.kind)) return `${project}#quotes`;
  return project;
}

const TEXT_KEYS: Record<string, string> = {
  confirm_award: 'todo.confirmAward',
  declare_interest: 'todo.declareInterest',
  unanswered_question: 'todo.unansweredQuestions',
  ready_to_award: 'todo.readyToAward',
  new_quotes: 'todo.newQuotes',
  answered_question: 'todo.answeredQuestion',
  won: 'todo.won',
  not_awarded: 'todo.notAwarded',
  deadline_soon: 'todo.deadlineSoon',
};

/** The viewer's rows as the links shown, sorted, each with its whole sentence. */
export function todoItems(rows: readonly TodoRow[], viewer: TodoViewer, t: Translate, language: Language): TodoItem[] {
  return sortTodo(rows, viewer).map((row) => ({
    key: `${row.kind}:${row.project_id}`,
    kind: row.kind,
    href: todoHref(row),
    text: t(TEXT_KEYS[row.kind]!, {
      count: row.count,
      title: row.title,
      ...(row.kind === 'deadline_soon' ? { date: formatDeadline(row.at, language) } : null),
    }),
  }));
}
