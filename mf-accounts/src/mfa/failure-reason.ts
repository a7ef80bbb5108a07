import { serverWords } from '../shared/error-message.ts';

/**
 * The reason after 'Enroll failed:', 'Unenroll failed:', 'AAL check failed:': the server's words, else
 * 'Unknown error'.
 */
export const failureReason = (error: unknown): string => serverWords(error) ?? 'Unknown error';
