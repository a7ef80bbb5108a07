import * as z from 'zod/mini';
import { MFA_MESSAGES } from './account-messages.ts';
import { MFA_CODE_LENGTH } from './account-limits.ts';

const SIX_DIGITS = new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`);

/** The code is trimmed first; anything but exactly 6 digits gives 'Enter a valid 6-digit code.' */
export const mfaCodeSchema = z
  .string({ error: MFA_MESSAGES.invalidCode })
  .check(z.trim(), z.regex(SIX_DIGITS, { error: MFA_MESSAGES.invalidCode }));

export const mfaCodeFormSchema = z.object({ code: mfaCodeSchema });
export type MfaCodeForm = z.output<typeof mfaCodeFormSchema>;

export function isValidMfaCode(code: string): boolean {
  return SIX_DIGITS.test(code.trim());
}
