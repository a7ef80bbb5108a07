// bcrypt hashes as GoTrue stores them (cost 10) and its default password policy (min length 6).
import bcrypt from 'bcryptjs';
import { weakPasswordError } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** Throws GoTrue's 422 weak_password. */
export function checkPasswordStrength(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw weakPasswordError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length']);
  }
}
