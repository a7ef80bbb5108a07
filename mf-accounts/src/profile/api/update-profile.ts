import {
  PROFILE_MESSAGES,
  PROFILE_UPDATED_EVENT,
  PROFILE_UPDATED_EVENT_DELAY_MS,
  type BrfProfileForm,
  type OrganizationType,
  type ProviderProfileForm,
} from '@brf/domain/accounts';
import { toDateInputValue } from '@brf/domain/format';
import {
  DataError,
  getSupabase,
  queryClient,
  unwrap,
  useMutation,
  type TablesUpdate,
  queryKeys,
} from '@brf/supabase/data';
import { accountsBus, showToast } from '../../shared/accounts-bus.ts';
import type { OwnProfile } from './own-profile.ts';

export type ProfileForm = BrfProfileForm | ProviderProfileForm;

export interface ProfileUpdate {
  type: OrganizationType | null;
  userId: string;
  before: OwnProfile;
  values: ProfileForm;
}

/** 'saved' or 'saved, but the contact names did not reach the sign-in account'. */
export type ProfileUpdateOutcome = 'saved' | 'saved-without-names';

type ProfileChanges = TablesUpdate<'brf_profiles'> | TablesUpdate<'service_provider_profiles'>;

/** organization_number and e-mail are never sent (the database refuses them anyway). */
function changesOf(values: ProfileForm): ProfileChanges {
  const {
    organization_number: _number,
    email: _email,
    ...rest
  } = values as ProfileForm & { organization_number?: unknown; email?: unknown };
  const registeredAt = 'registered_at' in rest ? rest.registered_at : undefined;
  return {
    ...rest,
    ...(registeredAt instanceof Date ? { registered_at: toDateInputValue(registeredAt) } : {}),
  } as ProfileChanges;
}

/**
 * spec 7 "Profile": update the organisation's row by its id (any chair or admin may, issue 29);
 * changed contact names also go to the auth metadata when the contact person saves them.
 * Throws DataError when the row was not saved (the database lets only the chair or an admin).
 */
export async function updateProfile({ type, userId, before, values }: ProfileUpdate): Promise<ProfileUpdateOutcome> {
  if (!type) throw new DataError(PROFILE_MESSAGES.unknownOrganizationType, { code: 'unknown-organization-type' });
  const supabase = getSupabase();
  const changes = changesOf(values);
  const saved =
    type === 'brf'
      ? unwrap(
          await supabase
            .from('brf_profiles')
            .update(changes as TablesUpdate<'brf_profiles'>)
            .eq('id', before.id)
            .select('id'),
        )
      : unwrap(
          await supabase
            .from('service_provider_profiles')
            .update(changes as TablesUpdate<'service_provider_profiles'>)
            .eq('id', before.id)
            .select('id'),
        );
  // row security refuses a member who may not edit by updating nothing, without an error
  if (saved.length === 0) throw new DataError('The profile was not updated', { code: 'not-updated' });

  const namesChanged =
    values.contact_person_first_name !== before.contact_person_first_name ||
    values.contact_person_last_name !== before.contact_person_last_name;
  // the contact person is the registrant: another chair's edit of it is not their own name
  if (!namesChanged || before.user_id !== userId) return 'saved';
  const { error } = await supabase.auth.updateUser({
    data: { first_name: values.contact_person_first_name, last_name: values.contact_person_last_name },
  });
  if (error) {
    console.error('[mf-accounts] auth metadata update failed', error);
    return 'saved-without-names';
  }
  // refresh: the session (and the nav bar's name) follows the user-updated event
  await supabase.auth.getUser();
  return 'saved';
}

/** The mutation: every outcome is a toast; invalidates the user's own profile. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (outcome, { type, userId }) => {
      showToast(
        outcome === 'saved' ? 'success' : 'warning',
        outcome === 'saved' ? PROFILE_MESSAGES.updated : PROFILE_MESSAGES.personalInfoFailed,
      );
      announceProfileUpdated(type!, userId);
      return queryClient().invalidateQueries({ queryKey: queryKeys.ownProfile(type, userId) });
    },
    onError: (error) => {
      console.error('[mf-accounts] profile update failed', error);
      showToast(
        'error',
        error instanceof DataError && error.code === 'unknown-organization-type'
          ? error.message
          : PROFILE_MESSAGES.updateFailed,
      );
    },
  });
}

/** The bus event at once, and the spec's window event profileUpdated 100 ms later. */
export function announceProfileUpdated(profileType: OrganizationType, userId: string): void {
  accountsBus.emit('profile.updated', { profileType, userId });
  setTimeout(() => {
    window.dispatchEvent(new CustomEvent(PROFILE_UPDATED_EVENT, { detail: { profileType, userId } }));
  }, PROFILE_UPDATED_EVENT_DELAY_MS);
}
