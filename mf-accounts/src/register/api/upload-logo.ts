import { LOGO_BUCKET } from '@brf/domain/files';
import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

/** Stores a registration logo in bucket logos under its object name (the profile's logo_id). */
export async function uploadLogo(objectName: string, file: File): Promise<void> {
  unwrap(
    await getSupabase().storage.from(LOGO_BUCKET).upload(objectName, file, { contentType: file.type, upsert: false }),
  );
}
