import { getSupabase, queryClient, unwrap, useMutation, type TablesUpdate, queryKeys } from '@brf/supabase/data';
import { announceProjectChanged, showToast } from '../../shared/projects-bus.ts';

export type ProjectChanges = Pick<TablesUpdate<'projects'>, 'title' | 'description' | 'submission_deadline'>;

export interface ProjectUpdate {
  projectId: string;
  changes: ProjectChanges;
}

/** spec 7: update projects {title, description, submission_deadline}; RLS lets only the owner. */
export async function updateProject({ projectId, changes }: ProjectUpdate): Promise<void> {
  const rows = unwrap(await getSupabase().from('projects').update(changes).eq('id', projectId).select('id'));
  if (rows.length === 0) throw new Error('The project was not updated.');
}

/** One owner edit with the spec's two toasts; refreshes the project and every list. */
export function useUpdateProject(texts: { success: string; failure: string }) {
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (_, { projectId }) => {
      showToast('success', texts.success);
      announceProjectChanged(projectId);
      void queryClient().invalidateQueries({ queryKey: queryKeys.projectLists() });
      // the editor closes once the detail shows the change; the project's other parts follow
      void queryClient().invalidateQueries({
        queryKey: queryKeys.project(projectId),
        predicate: (query) => query.queryKey[2] !== queryKeys.projectDetail(projectId)[2],
      });
      return queryClient().invalidateQueries({ queryKey: queryKeys.projectDetail(projectId) });
    },
    onError: (error) => {
      console.error('[mf-projects] project update failed', error);
      showToast('error', texts.failure);
    },
  });
}
