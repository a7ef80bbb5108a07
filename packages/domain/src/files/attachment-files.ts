import { MB, type FileLike } from './file-like.ts';

// Quote files and create-project files (spec/projects.md 5 "Files").
export const ATTACHMENT_MAX_BYTES = 50 * MB;
export const ATTACHMENTS_PER_SELECTION = 20;
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif';

export const PROJECT_FILES_BUCKET = 'project-files';
export const QUOTE_ATTACHMENTS_BUCKET = 'quote-attachments';

export const UPLOAD_ERRORS = {
  tooLarge: 'File exceeds 50MB limit',
  typeNotAllowed: 'File type not allowed',
} as const;

export type RejectionReason = 'too-large' | 'type-not-allowed' | 'duplicate' | 'over-limit';

/** Why a picker left a file out, said beside it (besides the spec's console warning). */
export const SKIPPED_FILE_REASONS: Record<RejectionReason, string> = {
  'too-large': 'larger than 50 MB',
  'type-not-allowed': 'a file type that is not accepted',
  duplicate: 'already chosen',
  'over-limit': 'more than 20 files at a time',
};

export interface AttachmentSelection<F extends FileLike> {
  accepted: F[];
  rejected: Array<{ file: F; reason: RejectionReason }>;
}

/** A create-project file: the detail page's types (Word and text too), with the 50 MB limit. */
export const CREATE_PROJECT_FILE_TYPES = [
  ...ATTACHMENT_MIME_TYPES,
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export const CREATE_PROJECT_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.gif,.doc,.docx,.txt';

/**
 * Adds a new selection to the files already chosen. Too large or wrong-type files are dropped
 * (the caller logs a console warning only); duplicates are skipped; at most 20 per selection.
 * The quote form compares duplicates by name, the create-project form by name and size.
 */
export function selectAttachmentFiles<F extends FileLike>(
  current: readonly FileLike[],
  selection: readonly F[],
  duplicateBy: 'name-and-size' | 'name' = 'name-and-size',
  allowedTypes: readonly string[] = ATTACHMENT_MIME_TYPES,
): AttachmentSelection<F> {
  const isAllowedType = (type: string) => allowedTypes.includes(type);
  const key = (file: FileLike) => (duplicateBy === 'name' ? file.name : `${file.name}\u0000${file.size}`);
  const seen = new Set(current.map(key));
  const result: AttachmentSelection<F> = { accepted: [], rejected: [] };
  selection.forEach((file, index) => {
    if (index >= ATTACHMENTS_PER_SELECTION) result.rejected.push({ file, reason: 'over-limit' });
    else if (file.size > ATTACHMENT_MAX_BYTES) result.rejected.push({ file, reason: 'too-large' });
    else if (!isAllowedType(file.type)) result.rejected.push({ file, reason: 'type-not-allowed' });
    else if (seen.has(key(file))) result.rejected.push({ file, reason: 'duplicate' });
    else {
      seen.add(key(file));
      result.accepted.push(file);
    }
  });
  return result;
}

/** The upload service's own check; throws the spec's messages. */
export function assertUploadableAttachment(
  file: FileLike,
  allowedTypes: readonly string[] = ATTACHMENT_MIME_TYPES,
): void {
  if (file.size > ATTACHMENT_MAX_BYTES) throw new Error(UPLOAD_ERRORS.tooLarge);
  if (!allowedTypes.includes(file.type)) throw new Error(UPLOAD_ERRORS.typeNotAllowed);
}

const safeFileName = (name: string) => name.replace(/[/\\]/g, '_');

/** Object name in the 'project-files' bucket. */
export function projectFilePath(projectId: string, fileName: string): string {
  return `${projectId}/${safeFileName(fileName)}`;
}

/** Object name in the 'quote-attachments' bucket. */
export function quoteAttachmentPath(quoteId: string, fileName: string): string {
  return `${quoteId}/${safeFileName(fileName)}`;
}
