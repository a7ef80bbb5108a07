import { getSupabase } from '../client.ts';
import { supabaseConfig } from '../runtime-config.ts';
import { DataError } from './data-error.ts';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..1 */
  fraction: number;
}

export interface UploadWithProgressOptions {
  bucket: string;
  /** object name inside the bucket, e.g. `{projectId}/{fileName}` */
  path: string;
  file: Blob;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one object to Supabase Storage reporting progress. supabase-js's `upload` has no
 * progress callback, so this sends the same multipart request it would (POST
 * /storage/v1/object/{bucket}/{path}, the session's access token) through XMLHttpRequest, whose
 * upload events give bytes sent. Storage's RLS decides as it does for supabase-js.
 * Resolves with the object's path; rejects with a DataError carrying storage's message.
 */
export async function uploadWithProgress({
  bucket,
  path,
  file,
  onProgress,
  signal,
}: UploadWithProgressOptions): Promise<string> {
  const config = supabaseConfig();
  if (!config) throw new DataError('uploadWithProgress: Supabase is not configured');
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token ?? config.anonKey;
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  const url = `${config.url.replace(/\/$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}/${encodedPath}`;

  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file);

  return new Promise<string>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', config.anonKey);
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size, fraction: 1 });
        resolve(path);
        return;
      }
      reject(storageError(request));
    };
    request.onerror = () => reject(new DataError('Network error while uploading', { code: 'network' }));
    request.onabort = () => reject(new DataError('Upload cancelled', { code: 'aborted' }));
    if (signal) {
      if (signal.aborted) {
        reject(new DataError('Upload cancelled', { code: 'aborted' }));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(body);
  });
}

function storageError(request: XMLHttpRequest): DataError {
  let message = `Upload failed (${request.status})`;
  let code: string | undefined = String(request.status);
  try {
    const parsed = JSON.parse(request.responseText) as { message?: string; error?: string; statusCode?: string };
    message = parsed.message ?? parsed.error ?? message;
    code = parsed.statusCode ?? code;
  } catch {
    // not JSON: keep the status text
  }
  return new DataError(message, { code });
}

export interface UploadWithRecordOptions<Row> extends UploadWithProgressOptions {
  /** stores the file's metadata row once the object is there */
  record: (path: string) => Promise<Row>;
}

/**
 * An object and its metadata row, or neither: the object is uploaded with progress, then its row
 * stored; when the row cannot be stored the object is removed again (spec/projects.md 4: "a file
 * whose metadata cannot be stored is removed"), and the row's error is thrown.
 */
export async function uploadWithRecord<Row>({ record, ...upload }: UploadWithRecordOptions<Row>): Promise<Row> {
  const path = await uploadWithProgress(upload);
  try {
    return await record(path);
  } catch (error) {
    const removed = await getSupabase().storage.from(upload.bucket).remove([path]);
    if (removed.error)
      console.error('[upload] could not remove the file whose metadata failed', upload.bucket, path, removed.error);
    throw error;
  }
}
