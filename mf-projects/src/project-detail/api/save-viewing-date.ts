import { PROJECT_TOASTS, type ViewingDateWithAddressForm } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

export interface ViewingDateSave {
  projectId: string;
  viewingDateId?: string;
  values: ViewingDateWithAddressForm;
}

export async function saveViewingDate({ projectId, viewingDateId, values }: ViewingDateSave): Promise<void> {
  const row = { ...values, viewing_date: values.viewing_date.toISOString() };
  const supabase = getSupabase();
  if (viewingDateId) {
    const rows = unwrap(await supabase.from('project_viewing_dates').update(row).eq('id', viewingDateId).select('id'));
    if (rows.length === 0) throw new Error('The viewing date was not updated.');
  } else {
    unwrap(await supabase.from('project_viewing_dates').insert({ ...row, project_id: projectId }));
  }
}

export function useSaveViewingDate(onSaved: () => void) {
  return useMutation({
    mutationFn: saveViewingDate,
    onSuccess: (_, { viewingDateId }) => {
      showToast('success', viewingDateId ? PROJECT_TOASTS.viewingDateUpdated : PROJECT_TOASTS.viewingDateAdded);
      onSaved();
    },
    onError: (error) => {
      console.error('[mf-projects] viewing date save failed', error);
      showToast('error', PROJECT_TOASTS.viewingDateSaveFailed);
    },
    onSettled: (_, __, { projectId }) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectViewingDates(projectId) }),
  });
}
