import { LOGO_MESSAGES } from '../accounts/account-messages.ts';
import type { OrganizationType } from '../accounts/account-limits.ts';
import { MB, type FileLike } from './file-like.ts';

export const LOGO_BUCKET = 'logos';
/** 5 MB; the bucket's file_size_limit in supabase/schemas/16_files_and_storage.sql is the same 5242880 bytes. */
export const LOGO_MAX_BYTES = 5 * MB;
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const KNOWN_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/** The spec's message for a logo that is too large or of another type; null when it is fine. */
export function validateLogoFile(file: FileLike): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) {
    return LOGO_MESSAGES.unsupportedType(file.name, file.type || 'unknown');
  }
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge(file.name);
  return null;
}

export function logoExtension(file: Pick<FileLike, 'name' | 'type'>): string {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (KNOWN_EXTENSIONS.has(fromName)) return fromName;
  return EXTENSION_BY_TYPE[file.type] ?? 'bin';
}

/** Object name inside the 'logos' bucket: {type}/logo_{userId}_{timestamp}.{ext}. */
export function logoObjectName(
  organizationType: OrganizationType,
  userId: string,
  file: Pick<FileLike, 'name' | 'type'>,
  timestamp: number = Date.now(),
): string {
  return `${organizationType}/logo_${userId}_${timestamp}.${logoExtension(file)}`;
}

/** The spec's full path, bucket included: logos/{type}/logo_{userId}_{timestamp}.{ext}. */
export function logoStoragePath(
  organizationType: OrganizationType,
  userId: string,
  file: Pick<FileLike, 'name' | 'type'>,
  timestamp: number = Date.now(),
): string {
  return `${LOGO_BUCKET}/${logoObjectName(organizationType, userId, file, timestamp)}`;
}
