import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { announceProjectChanged, showToast } from '../../shared/projects-bus.ts';

/** 'deleted' (no quotes: gone with everything on it) or 'archived' (kept for the retention period). */
export async function deleteProject(projectId: string): Promise<string> {
  return unwrap(await getSupabase().rpc('delete_project', { p_project_id: projectId }));
}

export function useDeleteProject(onDeleted: () => void) {
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, projectId) => {
      showToast('success', PROJECT_TOASTS.projectDeleted);
      announceProjectChanged(projectId);
      queryClient().removeQueries({ queryKey: queryKeys.project(projectId) });
      void queryClient().invalidateQueries({ queryKey: queryKeys.projectLists() });
      onDeleted();
    },
    onError: (error) => {
      console.error('[mf-projects] delete project failed', error);
      showToast('error', PROJECT_TOASTS.projectDeleteFailed);
    },
  });
}
