// Removes, through the Storage API, the stored files nothing refers to
// (public.unreferenced_storage_objects: an upload whose metadata row never arrived, a replaced
// logo) once they are `olderThan` old. The Storage API, not SQL: deleting storage.objects rows
// would leave the bytes behind on a hosted project.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface SweptFile {
  bucket_id: string;
  name: string;
}

/** `service` must hold the service role key; returns the files removed. */
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
