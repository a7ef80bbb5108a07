import { QUOTE_ATTACHMENTS_BUCKET } from '@brf/domain/files';
import { SIGNED_URL_SECONDS } from '@brf/domain/accounts';
import { getSupabase, unwrap } from '@brf/supabase/data';

/** A signed download link (3600 s), named after the file. */
export async function quoteFileDownloadUrl(storagePath: string, fileName: string): Promise<string> {
  const signed = unwrap(
    await getSupabase()
      .storage.from(QUOTE_ATTACHMENTS_BUCKET)
      .createSignedUrl(storagePath, SIGNED_URL_SECONDS, { download: fileName }),
  );
  return signed.signedUrl;
}

/** Downloads the file (the link answers with Content-Disposition: attachment). */
export async function downloadQuoteFile(storagePath: string, fileName: string): Promise<void> {
  const link = document.createElement('a');
  link.href = await quoteFileDownloadUrl(storagePath, fileName);
  link.rel = 'noopener';
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
