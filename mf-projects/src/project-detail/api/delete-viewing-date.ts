import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';
import type { ViewingDateRow } from './viewing-dates.ts';

export async function deleteViewingDate(viewingDate: ViewingDateRow): Promise<void> {
  const rows = unwrap(await getSupabase().from('project_viewing_dates').delete().eq('id', viewingDate.id).select('id'));
  if (rows.length === 0) throw new Error('The viewing date was not deleted.');
}

/** The toasts and the list refresh; the caller closes its confirmation on success. */
export function useDeleteViewingDate() {
  return useMutation({
    mutationFn: deleteViewingDate,
    onSuccess: () => showToast('success', PROJECT_TOASTS.viewingDateDeleted),
    onError: (error) => {
      console.error('[mf-projects] viewing date delete failed', error);
      showToast('error', PROJECT_TOASTS.viewingDateDeleteFailed);
    },
    // not awaited: the caller's confirmation closes once the row is deleted, not after the list is read again
    onSettled: (_, __, viewingDate) =>
      void queryClient().invalidateQueries({ queryKey: queryKeys.projectViewingDates(viewingDate.project_id) }),
  });
}
