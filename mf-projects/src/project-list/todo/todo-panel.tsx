import { useViewer } from '@brf/supabase/session';
import { useMyTodo } from './my-todo.ts';
import { TodoList } from './todo-list.tsx';

/**
 * The signed-in board's or provider's to-do above the project list. Nothing while it loads or
 * when it fails (it is secondary: the list has its own skeleton and errors).
 */
export function TodoPanel() {
  const viewer = useViewer();
  const kind = viewer.isBrf ? 'brf' : viewer.isProvider ? 'provider' : null;
  const todo = useMyTodo(viewer.userId, kind !== null);
  if (!kind || !todo.data || todo.isError) return null;
  return <TodoList rows={todo.data} viewer={kind} />;
}
