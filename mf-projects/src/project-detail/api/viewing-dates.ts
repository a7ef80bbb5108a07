import { PROJECT_TOASTS, type ViewingDateWithAddressForm } from '@brf/domain/projects';
import { getSupabase, queryClient, queryOptions, unwrap, useMutation, useQuery, type Tables } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

export type ViewingDateRow = Tables<'project_viewing_dates'>;
export const viewingDatesKey = (projectId: string) => ['project', projectId, 'viewing-dates'] as const;

/** spec 7: by project, ascending by viewing_date. */
export function viewingDatesQuery(projectId: string) {
  return queryOptions({
    queryKey: viewingDatesKey(projectId),
    queryFn: async () =>
      unwrap(await getSupabase().from('project_viewing_dates').select('*').eq('project_id', projectId).order('viewing_date', { ascending: true })),
  });
}

export const useViewingDates = (projectId: string) => useQuery(viewingDatesQuery(projectId));

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
    onSettled: (_, __, { projectId }) => queryClient().invalidateQueries({ queryKey: viewingDatesKey(projectId) }),
  });
}

export async function deleteViewingDate(viewingDate: ViewingDateRow): Promise<void> {
  const rows = unwrap(await getSupabase().from('project_viewing_dates').delete().eq('id', viewingDate.id).select('id'));
  if (rows.length === 0) throw new Error('The viewing date was not deleted.');
}

export function useDeleteViewingDate(onDone: () => void) {
  return useMutation({
    mutationFn: deleteViewingDate,
    onSuccess: () => {
      showToast('success', PROJECT_TOASTS.viewingDateDeleted);
      onDone();
    },
    onError: (error) => {
      console.error('[mf-projects] viewing date delete failed', error);
      showToast('error', PROJECT_TOASTS.viewingDateDeleteFailed);
    },
    onSettled: (_, __, viewingDate) => queryClient().invalidateQueries({ queryKey: viewingDatesKey(viewingDate.project_id) }),
  });
}
