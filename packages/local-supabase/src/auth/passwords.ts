// bcrypt hashes as GoTrue stores them (cost 10) and its default password policy (min length 6).
import { runBcrypt } from './bcrypt-pool.ts';
import { authError, weakPasswordError } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes */
export const MAX_PASSWORD_LENGTH = 72;
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return runBcrypt<string>('hash', [password, BCRYPT_COST]);
}

export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await runBcrypt<boolean>('compare', [password, hash]);
  } catch {
    return false;
  }
}

/** GoTrue's checkPasswordStrength: lengths in bytes, as Go's len() counts them. */
export function checkPasswordStrength(password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_LENGTH) {
    throw authError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (bytes < MIN_PASSWORD_LENGTH) {
    throw weakPasswordError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
}

/** Go's bcrypt refuses what it cannot read whole (admin endpoints skip the strength check). */
export function checkBcryptLength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw authError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes');
  }
}
