import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_PER_CLASS } from './account-limits.ts';

export interface PasswordComplexity {
  length: boolean;
  digits: boolean;
  lowercase: boolean;
  uppercase: boolean;
  special: boolean;
  valid: boolean;
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Registration rule: min 10 characters with at least 2 digits, 2 lowercase, 2 uppercase and 2 special. */
export function passwordComplexity(password: string): PasswordComplexity {
  const result = {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    digits: count(password, /\p{Nd}/gu) >= PASSWORD_MIN_PER_CLASS,
    lowercase: count(password, /\p{Ll}/gu) >= PASSWORD_MIN_PER_CLASS,
    uppercase: count(password, /\p{Lu}/gu) >= PASSWORD_MIN_PER_CLASS,
    special: count(password, /[^\p{L}\p{N}]/gu) >= PASSWORD_MIN_PER_CLASS,
  };
  return { ...result, valid: Object.values(result).every(Boolean) };
}
