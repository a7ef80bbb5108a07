import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';
import type { ProjectAddressRow } from './project-addresses.ts';

export async function deleteProjectAddress(address: ProjectAddressRow): Promise<void> {
  const rows = unwrap(await getSupabase().from('project_addresses').delete().eq('id', address.id).select('id'));
  if (rows.length === 0) throw new Error('The address was not deleted.');
}

/** The toasts and the list refresh; the caller closes its confirmation on success. */
export function useDeleteProjectAddress() {
  return useMutation({
    mutationFn: deleteProjectAddress,
    onSuccess: () => showToast('success', PROJECT_TOASTS.addressDeleted),
    onError: (error) => {
      console.error('[mf-projects] address delete failed', error);
      showToast('error', PROJECT_TOASTS.addressDeleteFailed);
    },
    // not awaited: the caller's confirmation closes once the row is deleted, not after the list is read again
    onSettled: (_, __, address) =>
      void queryClient().invalidateQueries({ queryKey: queryKeys.projectAddresses(address.project_id) }),
  });
}
