import { useEffect } from 'react';
import {
  getSupabase,
  prefetchUser,
  queryClient,
  queryKeys,
  queryOptions,
  unwrap,
  useQuery,
  type Database,
} from '@brf/supabase/data';

/** One row of public.my_todo(): one project and kind, with a count and the latest time. */
export type TodoRow = Database['public']['Functions']['my_todo']['Returns'][number];

export function myTodoQuery(userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.todo(userId),
    queryFn: async (): Promise<TodoRow[]> => unwrap(await getSupabase().rpc('my_todo')),
    // what was handled elsewhere (a quote opened, a question answered) is gone on the next visit;
    // a few seconds cover the route's prefetch up to the page's first render (one request, not two)
    staleTime: 5_000,
  });
}

/**
 * What waits for the signed-in board or provider. It is secondary to the list: a failure is
 * logged and shows nothing, and it is not retried.
 */
export function useMyTodo(userId: string | null, enabled: boolean) {
  const query = useQuery({ ...myTodoQuery(userId), enabled: enabled && Boolean(userId), retry: false });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('[mf-projects] the to-do could not be loaded', error);
  }, [error]);
  return query;
}

/** Started with the route's prefetch, so the to-do mostly arrives with the list (never waited for). */
export async function prefetchMyTodo(): Promise<void> {
  const user = await prefetchUser();
  if (user?.organizationType !== 'brf' && user?.organizationType !== 'service_provider') return;
  await queryClient().prefetchQuery({ ...myTodoQuery(user.id), retry: false });
}
