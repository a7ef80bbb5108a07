// Storage's error answers. The real server sends HTTP 400 for every error below 500 and puts the
// real status, as a string, in the body: {statusCode, code, error, message}.
import { HttpError } from '../http.ts';

export function storageError(status: number, code: string, message: string, error?: string): HttpError {
  const body = { statusCode: String(status), code, error: error ?? code, message };
  return new HttpError(status >= 500 ? 500 : 400, body);
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message: string) => storageError(403, 'InvalidJWT', message, 'Unauthorized'),
  alreadyExists: () => storageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => storageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  invalidBucketName: () => storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidMimeType: (mime: string) =>
    storageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  entityTooLarge: () =>
    storageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidFileSizeLimit: () =>
    storageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  missingParameter: (name: string) => storageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidParameter: (name: string, message?: string) =>
    storageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message),
  invalidSignature: (message = 'Invalid signature') => storageError(400, 'InvalidSignature', message),
  expiredSignature: () => storageError(400, 'ExpiredToken', 'The provided token has expired.'),
  noContent: () => storageError(400, 'InvalidRequest', 'No content provided'),
  notFound: () => storageError(404, 'NotFound', 'Route not found', 'Not Found'),
};

/** Maps a Postgres error raised by an operation on the storage tables to storage's answer. */
export function fromDatabaseError(err: unknown, kind: 'object' | 'bucket' = 'object'): unknown {
  const code = (err as { code?: unknown })?.code;
  // a token whose session has ended (_local.require_session): storage's answer to a bad JWT
  if (code === 'PT401') return errors.invalidJwt((err as { message?: string }).message ?? 'invalid JWT');
  if (code === '42501') return errors.accessDenied();
  if (code === '23505') return kind === 'bucket' ? errors.bucketAlreadyExists() : errors.alreadyExists();
  if (code === '23503') return kind === 'bucket' ? errors.bucketNotEmpty() : errors.noSuchBucket();
  return err;
}
