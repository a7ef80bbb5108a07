import { getSupabase } from '../client.ts';
import { DataError, unwrap } from './data-error.ts';
import type { AttachmentTable } from './upload-attachment.ts';

export interface RemoveWithRecordOptions {
  bucket: string;
  /** the metadata table of the bucket's files */
  table: AttachmentTable;
  /** the metadata row's id */
  id: string;
}

/**
 * A stored file and its metadata row go together, or neither (the opposite of uploadWithRecord).
 *
 * The row is deleted first: its row security decides who may remove a file, and a refused or
 * failed delete (nothing deleted) leaves both in place. Only then is the object removed; if
 * storage fails, the row is put back as it was, so the file stays listed and can still be
 * downloaded or deleted again. Deleting the object first would instead leave, on a row failure, a
 * listed file whose download is broken. Storage removing nothing (the object was already gone) is
 * success: the row was the file's last trace.
 */
export async function removeWithRecord({ bucket, table, id }: RemoveWithRecordOptions): Promise<void> {
  const supabase = getSupabase();
  const [row] = unwrap(await supabase.from(table).delete().eq('id', id).select('*'));
  if (!row)
    throw new DataError('The file could not be deleted: it is not yours or no longer exists.', { code: 'PGRST116' });
  const removed = await supabase.storage.from(bucket).remove([row.storage_path]);
  if (!removed.error) return;
  const restored = await supabase.from(table).insert(row as never);
  if (restored.error)
    console.error('[remove] the file row could not be restored after storage failed', table, id, restored.error);
  throw new DataError(removed.error.message);
}
