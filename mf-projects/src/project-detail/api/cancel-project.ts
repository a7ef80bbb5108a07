import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { announceProjectChanged } from '../../shared/projects-bus.ts';

export interface ProjectCancellation {
  projectId: string;
  reason: string;
}

/** cancel_project: the board calls off a procurement that is not awarded; bidders and followers are told. */
export async function cancelProject({ projectId, reason }: ProjectCancellation): Promise<void> {
  unwrap(await getSupabase().rpc('cancel_project', { p_project_id: projectId, p_reason: reason }));
}

/** The caller says how it went (toasts in the page's language); this refreshes every view of the project. */
export function useCancelProject() {
  return useMutation({
    mutationFn: cancelProject,
    onSuccess: (_, { projectId }) => {
      announceProjectChanged(projectId);
      void queryClient().invalidateQueries({ queryKey: queryKeys.projectLists() });
      // an open award proposal is withdrawn with the procurement
      void queryClient().invalidateQueries({ queryKey: queryKeys.quotes(projectId) });
      return queryClient().invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
  });
}
