import { SIGN_UP_MESSAGES, type BrfOrganizationForm, type ProviderOrganizationForm } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import type { ContactPerson } from './contact-person.ts';
import { toDateInputValue } from '@brf/domain/format';

const contactColumns = (person: ContactPerson) => ({
  user_id: person.userId,
  contact_person_first_name: person.firstName || null,
  contact_person_last_name: person.lastName || null,
  phone: person.phone,
  email: person.email || null,
});

/** spec 7 "Insert brf_profiles"; null on success, else the spec's message. */
export async function saveBrfOrganization(person: ContactPerson, form: BrfOrganizationForm): Promise<string | null> {
  const { error } = await getSupabase()
    .from('brf_profiles')
    .insert({ ...contactColumns(person), ...form });
  return error ? failed(error) : completeRegistration();
}

/** spec 7 "Insert service_provider_profiles": the same plus registered_at, categories and logo. */
export async function saveProviderOrganization(
  person: ContactPerson,
  form: ProviderOrganizationForm,
  logoId: string | null,
): Promise<string | null> {
  const { error } = await getSupabase()
    .from('service_provider_profiles')
    .insert({ ...contactColumns(person), ...form, registered_at: toDateInputValue(form.registered_at), logo_id: logoId });
  return error ? failed(error) : completeRegistration();
}

/** The spec's message, or the database's own when the organisation is already registered. */
function failed(error: { code?: string; message?: string }): string {
  console.error('[mf-accounts] saving the organization profile failed', error);
  if (error.code === '23505' && error.message === SIGN_UP_MESSAGES.organizationNumberTaken) return SIGN_UP_MESSAGES.organizationNumberTaken;
  return SIGN_UP_MESSAGES.profileSaveFailed;
}

/** The step moves on only after the profile row exists. */
async function completeRegistration(): Promise<null> {
  const { error } = await getSupabase().auth.updateUser({ data: { registration_step: 'organization_completed' } });
  if (error) console.error('[mf-accounts] could not record organization_completed', error);
  return null;
}
