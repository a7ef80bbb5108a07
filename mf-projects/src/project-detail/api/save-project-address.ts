import { DEFAULT_COUNTY, PROJECT_TOASTS, type ProjectAddressForm } from '@brf/domain/projects';
import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

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
    unwrap(
      await supabase.from('project_addresses').insert({ ...values, project_id: projectId, county: DEFAULT_COUNTY }),
    );
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
    onSettled: (_, __, { projectId }) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectAddresses(projectId) }),
  });
}
