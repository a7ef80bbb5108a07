import { getSupabase } from '../client.ts';
import type { Tables, TablesInsert } from '../tables.ts';
import { unwrap } from './data-error.ts';
import { uploadWithRecord, type UploadWithProgressOptions } from './upload-with-progress.ts';

/** The metadata tables of the file buckets: one row per stored file. */
export type AttachmentTable = 'project_attachments' | 'quote_attachments';

/** The columns of a file's row that the file itself fills. */
type FileColumns = 'file_name' | 'file_type' | 'file_size' | 'storage_path';

export interface UploadAttachmentOptions<T extends AttachmentTable> extends UploadWithProgressOptions {
  file: File;
  table: T;
  /** the rest of the row: the project or quote the file belongs to (and on a project, who uploaded it) */
  owner: Omit<TablesInsert<T>, FileColumns>;
}

/** What a file's row says of the file; one the browser cannot type is stored as plain bytes. */
export const fileColumns = (file: File, storagePath: string) => ({
  file_name: file.name,
  file_type: file.type || 'application/octet-stream',
  file_size: file.size,
  storage_path: storagePath,
});

/** A file to its bucket and its row to the bucket's table, or neither (uploadWithRecord). */
export function uploadAttachment<T extends AttachmentTable>({
  table,
  owner,
  ...upload
}: UploadAttachmentOptions<T>): Promise<Tables<T>> {
  return uploadWithRecord({
    ...upload,
    record: async (path) => {
      // one body for either table: TablesInsert<T> of a generic T is not something the client can check
      const row = { ...owner, ...fileColumns(upload.file, path) } as never;
      return unwrap(await getSupabase().from(table).insert(row).select().single()) as Tables<T>;
    },
  });
}
