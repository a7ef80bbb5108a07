// A bucket's file size limit and allowed MIME types, as the real server reads and applies them.
import { errors } from './errors.ts';

const UNITS: Record<string, number> = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9 };

/** Bytes from a number or a string such as "20GB", "20MB", "30KB", "3B" (decimal units). */
export function parseSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw errors.invalidFileSizeLimit();
    return value;
  }
  if (typeof value !== 'string') throw errors.invalidFileSizeLimit();
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i.exec(value.trim());
  if (!match) throw errors.invalidFileSizeLimit();
  return Math.round(Number(Number(match[1]).toPrecision(3)) * UNITS[match[2].toUpperCase()]);
}

export function parseMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !/^[\w.+-]+\/[\w.+*-]+$/.test(v))) {
    throw errors.invalidParameter('allowed_mime_types', 'Invalid Parameter allowed_mime_types');
  }
  return value as string[];
}

/** Throws InvalidMimeType unless `mime` (parameters ignored) matches one entry; `type/*` matches a family. */
export function checkMimeType(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const bare = mime.split(';')[0].trim().toLowerCase();
  const [type] = bare.split('/');
  const ok = allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    if (wanted === '*/*' || wanted === '*') return true;
    if (wanted.endsWith('/*')) return wanted.slice(0, -2) === type;
    return wanted === bare;
  });
  if (!ok) throw errors.invalidMimeType(mime);
}

/** The smaller of the bucket's limit and the server-wide cap. */
export function effectiveLimit(bucketLimit: number | null, globalLimit: number): number {
  return bucketLimit === null ? globalLimit : Math.min(bucketLimit, globalLimit);
}
