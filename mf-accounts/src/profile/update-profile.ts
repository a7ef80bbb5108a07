import {
  PROFILE_MESSAGES,
  PROFILE_UPDATED_EVENT,
  PROFILE_UPDATED_EVENT_DELAY_MS,
  type BrfProfileForm,
  type OrganizationType,
  type ProviderProfileForm,
} from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { accountsBus, showToast } from '../shared/accounts-bus.ts';
import { localDate } from '../register/local-date.ts';
import { PROFILE_TABLES, type ProfileRow } from './load-profile.ts';

export type ProfileForm = BrfProfileForm | ProviderProfileForm;

/**
 * spec 7 "Profile": update by user_id (organization_number and e-mail never sent); changed contact
 * names also go to the auth metadata. Every outcome is a toast; true when the row was saved.
 */
export async function updateProfile(
  type: OrganizationType | null,
  userId: string,
  before: ProfileRow,
  values: ProfileForm,
): Promise<boolean> {
  if (!type) {
    showToast('error', PROFILE_MESSAGES.unknownOrganizationType);
    return false;
  }
  const supabase = getSupabase();
  const changes: Record<string, unknown> = { ...values };
  if ('registered_at' in values && values.registered_at instanceof Date) changes.registered_at = localDate(values.registered_at);
  delete changes.organization_number;
  delete changes.email;
  const { error } = await supabase.from(PROFILE_TABLES[type]).update(changes as never).eq('user_id', userId);
  if (error) {
    console.error('[mf-accounts] profile update failed', error);
    showToast('error', PROFILE_MESSAGES.updateFailed);
    return false;
  }

  const namesChanged =
    values.contact_person_first_name !== before.contact_person_first_name ||
    values.contact_person_last_name !== before.contact_person_last_name;
  if (namesChanged) {
    const { error: metaError } = await supabase.auth.updateUser({
      data: { first_name: values.contact_person_first_name, last_name: values.contact_person_last_name },
    });
    if (metaError) {
      console.error('[mf-accounts] auth metadata update failed', metaError);
      showToast('warning', PROFILE_MESSAGES.personalInfoFailed);
    } else {
      // refresh: the shell's session (and the nav bar's name) follows the user-updated event
      await supabase.auth.getUser();
      showToast('success', PROFILE_MESSAGES.updated);
    }
  } else {
    showToast('success', PROFILE_MESSAGES.updated);
  }
  announceProfileUpdated(type, userId);
  return true;
}

/** The bus event at once, and the spec's window event profileUpdated 100 ms later. */
export function announceProfileUpdated(profileType: OrganizationType, userId: string): void {
  accountsBus.emit('profile.updated', { profileType, userId });
  setTimeout(() => {
    window.dispatchEvent(new CustomEvent(PROFILE_UPDATED_EVENT, { detail: { profileType, userId } }));
  }, PROFILE_UPDATED_EVENT_DELAY_MS);
}
