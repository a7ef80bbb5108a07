import { MB, type FileLike } from './file-like.ts';

// Owner's uploads on the project detail page (spec/projects.md 5).
export const PROJECT_FILE_MAX_BYTES = 10 * MB;
export const PROJECT_FILE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;
export const PROJECT_FILE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.txt';

export const PROJECT_FILE_MESSAGES = {
  typeNotAllowed: (fileName: string) =>
    `File type not allowed for ${fileName}. Please upload images, PDFs, Word documents, or text files.`,
  tooLarge: (fileName: string) => `File size exceeds 10MB limit for ${fileName}.`,
  uploaded: (count: number) => `${count} file(s) uploaded successfully!`,
  uploadFailed: (reason?: string) => `Failed to upload files: ${reason || 'Unknown error'}`,
} as const;

export function validateProjectFile(file: FileLike): string | null {
  if (!(PROJECT_FILE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return PROJECT_FILE_MESSAGES.typeNotAllowed(file.name);
  }
  if (file.size > PROJECT_FILE_MAX_BYTES) return PROJECT_FILE_MESSAGES.tooLarge(file.name);
  return null;
}
