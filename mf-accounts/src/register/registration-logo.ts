import { logoObjectName } from '@brf/domain/files';
import { logger } from '@brf/monitoring';
import { uploadLogo } from './api/upload-logo.ts';

/**
 * Uploads the logo as logos/service_provider/logo_{userId}_{timestamp}.{ext} and returns its
 * object name in the bucket (the profile's logo_id). spec 5: a failed upload is logged and
 * registration continues without a logo (null).
 */
export async function registrationLogoId(userId: string, file: File): Promise<string | null> {
  const name = logoObjectName('service_provider', userId, file);
  try {
    await uploadLogo(name, file);
    return name;
  } catch (error) {
    logger.error('Logo upload failed during registration; continuing without a logo', error, { objectName: name });
    return null;
  }
}
