import { LOGO_BUCKET, logoObjectName } from '@brf/domain/files';
import { DataError, getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';

export interface LogoChange {
  userId: string;
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
 * A provider replaces or removes its logo: the new object is stored first, then the profile points
 * at it, then the old object goes. A failed profile update removes the new object again, so
 * neither an orphan file nor a profile without its file is left.
 */
export async function changeLogo({ userId, current, file }: LogoChange): Promise<string | null> {
  const supabase = getSupabase();
  const logos = supabase.storage.from(LOGO_BUCKET);
  let next: string | null = null;
  if (file) {
    next = logoObjectName('service_provider', userId, file);
    const uploaded = await logos.upload(next, file, { contentType: file.type, upsert: false });
    if (uploaded.error) throw new DataError(uploaded.error.message, { cause: uploaded.error });
  }
  try {
    unwrap(await supabase.from('service_provider_profiles').update({ logo_id: next }).eq('user_id', userId));
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
