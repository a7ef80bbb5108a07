import { DEFAULT_COUNTY, PROJECT_TOASTS, type ProjectAddressForm } from '@brf/domain/projects';
import { getSupabase, queryClient, queryOptions, unwrap, useMutation, useQuery, type Tables } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

export type ProjectAddressRow = Tables<'project_addresses'>;
export const projectAddressesKey = (projectId: string) => ['project', projectId, 'addresses'] as const;

export function projectAddressesQuery(projectId: string) {
  return queryOptions({
    queryKey: projectAddressesKey(projectId),
    queryFn: async () => unwrap(await getSupabase().from('project_addresses').select('*').eq('project_id', projectId).order('created_at')),
  });
}

export const useProjectAddresses = (projectId: string) => useQuery(projectAddressesQuery(projectId));

export interface AddressSave {
  projectId: string;
  /** absent: a new address */
  addressId?: string;
  values: ProjectAddressForm;
}

/** Insert (county Sweden) or update one address. */
export async function saveProjectAddress({ projectId, addressId, values }: AddressSave): Promise<void> {
  const supabase = getSupabase();
  if (addressId) {
    const rows = unwrap(await supabase.from('project_addresses').update(values).eq('id', addressId).select('id'));
    if (rows.length === 0) throw new Error('The address was not updated.');
  } else {
    unwrap(await supabase.from('project_addresses').insert({ ...values, project_id: projectId, county: DEFAULT_COUNTY }));
  }
}

export function useSaveProjectAddress(onSaved: () => void) {
  return useMutation({
    mutationFn: saveProjectAddress,
    onSuccess: (_, { addressId }) => {
      // spec 8: adding has no toast (its failure is console only); editing has both
      if (addressId) showToast('success', PROJECT_TOASTS.addressUpdated);
      onSaved();
    },
    onError: (error, { addressId }) => {
      console.error('[mf-projects] address save failed', error);
      if (addressId) showToast('error', PROJECT_TOASTS.addressUpdateFailed);
    },
    onSettled: (_, __, { projectId }) => queryClient().invalidateQueries({ queryKey: projectAddressesKey(projectId) }),
  });
}

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
    onSettled: (_, __, address) => queryClient().invalidateQueries({ queryKey: projectAddressesKey(address.project_id) }),
  });
}
