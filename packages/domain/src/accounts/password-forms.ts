import { z } from 'zod';
import { ACCOUNT_VALIDATION } from './account-messages.ts';
import { NEW_PASSWORD_MIN_LENGTH } from './account-limits.ts';
import { emailField } from './person-form.ts';

export const loginFormSchema = z.object({
  email: emailField,
  password: z.string({ error: ACCOUNT_VALIDATION.passwordRequired }).min(1, { error: ACCOUNT_VALIDATION.passwordRequired }),
});
export type LoginForm = z.output<typeof loginFormSchema>;

export const resetPasswordFormSchema = z.object({ email: emailField });
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

/** /verify-email asks for the address when it does not know it, to resend the link. */
export const resendEmailFormSchema = resetPasswordFormSchema;

export const newPasswordFormSchema = z
  .object({
    password: z
      .string({ error: ACCOUNT_VALIDATION.newPasswordLength })
      .min(NEW_PASSWORD_MIN_LENGTH, { error: ACCOUNT_VALIDATION.newPasswordLength }),
    confirm_password: z.string({ error: ACCOUNT_VALIDATION.passwordsDoNotMatch }),
  })
  .refine((form) => form.confirm_password !== '' && form.confirm_password === form.password, {
    error: ACCOUNT_VALIDATION.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type NewPasswordForm = z.output<typeof newPasswordFormSchema>;
