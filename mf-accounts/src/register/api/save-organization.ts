import { SIGN_UP_MESSAGES, type BrfOrganizationForm, type ProviderOrganizationForm } from '@brf/domain/accounts';
import { toDateInputValue } from '@brf/domain/format';
import { getSupabase } from '@brf/supabase';
import { DataError, unwrap } from '@brf/supabase/errors';
import type { ContactPerson } from '../contact-person.ts';

const contactColumns = (person: ContactPerson) => ({
  user_id: person.userId,
  contact_person_first_name: person.firstName || null,
  contact_person_last_name: person.lastName || null,
  phone: person.phone,
  email: person.email || null,
});

/** spec 7 "Insert brf_profiles", then the registration is complete. */
export async function saveBrfOrganization(person: ContactPerson, form: BrfOrganizationForm): Promise<void> {
  unwrap(
    await getSupabase()
      .from('brf_profiles')
      .insert({ ...contactColumns(person), ...form }),
  );
  await completeRegistration();
}

/** spec 7 "Insert service_provider_profiles": the same plus registered_at, categories and logo. */
export async function saveProviderOrganization(
  person: ContactPerson,
  form: ProviderOrganizationForm,
  logoId: string | null,
): Promise<void> {
  unwrap(
    await getSupabase()
      .from('service_provider_profiles')
      .insert({
        ...contactColumns(person),
        ...form,
        registered_at: toDateInputValue(form.registered_at),
        logo_id: logoId,
      }),
  );
  await completeRegistration();
}

/** The step moves on only after the profile row exists. */
async function completeRegistration(): Promise<void> {
  const { error } = await getSupabase().auth.updateUser({ data: { registration_step: 'organization_completed' } });
  // the saved row already counts as registered (the session truth reads it); the metadata only follows
  if (error) console.error('[mf-accounts] could not record organization_completed', error);
}

/** What a failed save shows: the spec's message, or the database's own when the organisation is already registered. */
export function organizationSaveFailure(error: unknown): string {
  if (
    error instanceof DataError &&
    error.code === '23505' &&
    error.message === SIGN_UP_MESSAGES.organizationNumberTaken
  ) {
    return SIGN_UP_MESSAGES.organizationNumberTaken;
  }
  return SIGN_UP_MESSAGES.profileSaveFailed;
}
