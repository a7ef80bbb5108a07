import { LOGO_BUCKET, logoObjectName } from '@brf/domain/files';
import { DataError, getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';

export interface LogoChange {
  /** the signed-in user: a logo's object name carries the uploader's id (the storage rules) */
  userId: string;
  /** the provider's profile (service_provider_profiles.id) whose logo changes */
  profileId: string;
  /** the profile's logo now (its object name), replaced or removed */
  current: string | null;
  /** the new logo; null removes it */
  file: File | null;
}

export const LOGO_URL_SECONDS = 3600;

/** spec 7 "Storage bucket logos": the owner's own logo, by a signed URL of 3600 s. */
export async function signedLogoUrl(logoId: string): Promise<string> {
  const { data, error } = await getSupabase()
    .storage.from(LOGO_BUCKET)
    .createSignedUrl(logoId.replace(/^logos\//, ''), LOGO_URL_SECONDS);
  if (error || !data) throw new DataError(error?.message ?? 'No signed URL for the logo');
  return data.signedUrl;
}

/**
 * The logo shown on the profile: signed for the company's people (the storage rules follow the
 * profile that shows it, decision 0029); anyone else gets its public URL, the bucket being public.
 */
export async function profileLogoUrl(logoId: string): Promise<string> {
  try {
    return await signedLogoUrl(logoId);
  } catch {
    return getSupabase()
      .storage.from(LOGO_BUCKET)
      .getPublicUrl(logoId.replace(/^logos\//, '')).data.publicUrl;
  }
}

/**
 * A provider replaces or removes its logo: the new object is stored first, then the profile points
 * at it, then the old object goes. A failed profile update removes the new object again, so
 * neither an orphan file nor a profile without its file is left.
 */
export async function changeLogo({ userId, profileId, current, file }: LogoChange): Promise<string | null> {
  const supabase = getSupabase();
  const logos = supabase.storage.from(LOGO_BUCKET);
  let next: string | null = null;
  if (file) {
    next = logoObjectName('service_provider', userId, file);
    const uploaded = await logos.upload(next, file, { contentType: file.type, upsert: false });
    if (uploaded.error) throw new DataError(uploaded.error.message, { cause: uploaded.error });
  }
  try {
    const saved = unwrap(
      await supabase.from('service_provider_profiles').update({ logo_id: next }).eq('id', profileId).select('id'),
    );
    // row security refuses a member who is no admin by updating nothing, without an error
    if (saved.length === 0) throw new DataError('The logo was not saved', { code: 'not-updated' });
  } catch (error) {
    if (next) await logos.remove([next]);
    throw error;
  }
  if (current) {
    const removed = await logos.remove([current.replace(/^logos\//, '')]);
    // the profile no longer names it; the storage sweep removes it after an hour
    if (removed.error) console.error('[mf-accounts] the replaced logo could not be removed', current, removed.error);
  }
  return next;
}

export function useChangeLogo() {
  return useMutation({
    mutationFn: changeLogo,
    onSettled: (_result, _error, { userId }) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.ownProfile('service_provider', userId) }),
  });
}
