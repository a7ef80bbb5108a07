// npm run sweep:files -w supabase: removes, through the Storage API, the stored files nothing
// refers to (public.unreferenced_storage_objects: an upload whose metadata row never arrived, a
// replaced logo) once they are an hour old. For a hosted project, where deleting storage.objects
// rows in SQL would leave the bytes behind; run it on a schedule with the project's URL and
// service-role key (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY). local-supabase's scheduler does the
// same in-process.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface SweptFile {
  bucket_id: string;
  name: string;
}

export async function sweepUnreferencedFiles(service: SupabaseClient, olderThan = '1 hour'): Promise<SweptFile[]> {
  const { data, error } = await service.rpc('unreferenced_storage_objects', { p_older_than: olderThan });
  if (error) throw new Error(`listing unreferenced files: ${error.message}`);
  const files = (data ?? []) as SweptFile[];
  const byBucket = new Map<string, SweptFile[]>();
  for (const file of files) byBucket.set(file.bucket_id, [...(byBucket.get(file.bucket_id) ?? []), file]);
  for (const [bucket, inBucket] of byBucket) {
    // the Storage API takes at most 1000 names a call
    for (let i = 0; i < inBucket.length; i += 1000) {
      const { error: removeError } = await service.storage
        .from(bucket)
        .remove(inBucket.slice(i, i + 1000).map((file) => file.name));
      if (removeError) throw new Error(`removing from ${bucket}: ${removeError.message}`);
    }
  }
  return files;
}

if (import.meta.main) {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    console.error("sweep-files: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project's service-role key)");
    process.exit(2);
  }
  const swept = await sweepUnreferencedFiles(
    createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } }),
  );
  const listed = swept.map((f) => `\n  ${f.bucket_id}/${f.name}`).join('');
  console.log(`sweep-files: removed ${swept.length} unreferenced file(s)${listed}`);
}
