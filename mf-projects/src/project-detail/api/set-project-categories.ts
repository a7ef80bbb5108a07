import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { announceProjectChanged, showToast } from '../../shared/projects-bus.ts';

/** Replaces the categories in one transaction (rpc set_project_categories). */
export async function setProjectCategories({ projectId, categoryIds }: { projectId: string; categoryIds: string[] }) {
  return unwrap(
    await getSupabase().rpc('set_project_categories', { p_project_id: projectId, p_category_ids: categoryIds }),
  );
}

export function useSetProjectCategories(onSaved: () => void) {
  return useMutation({
    mutationFn: setProjectCategories,
    onSuccess: (_, { projectId }) => {
      showToast('success', PROJECT_TOASTS.categoriesUpdated);
      announceProjectChanged(projectId);
      onSaved();
      void queryClient().invalidateQueries({ queryKey: queryKeys.projectLists() });
      return queryClient().invalidateQueries({ queryKey: queryKeys.project(projectId) });
    },
    onError: (error) => {
      console.error('[mf-projects] categories update failed', error);
      showToast('error', PROJECT_TOASTS.categoriesUpdateFailed);
    },
  });
}
