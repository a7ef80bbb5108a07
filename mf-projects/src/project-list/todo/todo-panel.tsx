import { useViewer } from '@brf/supabase/session';
import { useMyTodo } from './my-todo.ts';
import { TodoList } from './todo-list.tsx';

/** The signed-in viewer's to-do: a board's or a provider's, none for anyone else. */
export function useViewerTodo() {
  const viewer = useViewer();
  const kind = viewer.isBrf ? 'brf' : viewer.isProvider ? 'provider' : null;
  const todo = useMyTodo(viewer.userId, kind !== null);
  return { kind, todo, waiting: viewer.loading || todo.isLoading } as const;
}

/**
 * The signed-in board's or provider's to-do above the project list (the page holds its filters and
 * rows until it is in, so it never pushes them down). Nothing when it fails or nothing waits: the
 * list has its own errors.
 */
export function TodoPanel() {
  const { kind, todo } = useViewerTodo();
  if (!kind || !todo.data || todo.isError) return null;
  return <TodoList rows={todo.data} viewer={kind} />;
}
