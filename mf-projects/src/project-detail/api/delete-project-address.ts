import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';
import { type ProjectAddressRow } from './project-addresses.ts';

export async function deleteProjectAddress(address: ProjectAddressRow): Promise<void> {
  const rows = unwrap(await getSupabase().from('project_addresses').delete().eq('id', address.id).select('id'));
  if (rows.length === 0) throw new Error('The address was not deleted.');
}

export function useDeleteProjectAddress(onDone: () => void) {
  return useMutation({
    mutationFn: deleteProjectAddress,
    onSuccess: () => {
      showToast('success', PROJECT_TOASTS.addressDeleted);
      onDone();
    },
    onError: (error) => {
      console.error('[mf-projects] address delete failed', error);
      showToast('error', PROJECT_TOASTS.addressDeleteFailed);
    },
    onSettled: (_, __, address) => queryClient().invalidateQueries({ queryKey: queryKeys.projectAddresses(address.project_id) }),
  });
}
