import { PROJECT_FILES_BUCKET } from '@brf/domain/files';
import { PROJECT_TOASTS } from '@brf/domain/projects';
import { getSupabase, unwrap } from '@brf/supabase/data';
import { showToast } from '../../shared/projects-bus.ts';

/** spec 9: signed download URLs live 3600 s. */
export const SIGNED_URL_SECONDS = 3600;

/**
 * Opens a project file through a signed URL. The tab is opened at the click (before the await),
 * so a popup blocker lets it through; it is pointed at the URL once signed.
 */
export async function openAttachment(storagePath: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { signedUrl } = unwrap(
      await getSupabase().storage.from(PROJECT_FILES_BUCKET).createSignedUrl(storagePath, SIGNED_URL_SECONDS),
    );
    if (tab) tab.location.href = signedUrl;
    else window.location.assign(signedUrl);
  } catch (error) {
    tab?.close();
    console.error('[mf-projects] signed URL failed', error);
    showToast('error', PROJECT_TOASTS.attachmentOpenFailed);
  }
}
