import * as z from 'zod/mini';
import { ACCOUNT_VALIDATION } from './account-messages.ts';
import { NEW_PASSWORD_MIN_LENGTH } from './account-limits.ts';
import { emailField } from './person-form.ts';

export const loginFormSchema = z.object({
  email: emailField,
  password: z
    .string({ error: ACCOUNT_VALIDATION.passwordRequired })
    .check(z.minLength(1, { error: ACCOUNT_VALIDATION.passwordRequired })),
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
      .check(z.minLength(NEW_PASSWORD_MIN_LENGTH, { error: ACCOUNT_VALIDATION.newPasswordLength })),
    confirm_password: z.string({ error: ACCOUNT_VALIDATION.passwordsDoNotMatch }),
  })
  .check(
    z.refine(
      (form: { password: string; confirm_password: string }) =>
        form.confirm_password !== '' && form.confirm_password === form.password,
      { error: ACCOUNT_VALIDATION.passwordsDoNotMatch, path: ['confirm_password'] },
    ),
  );
export type NewPasswordForm = z.output<typeof newPasswordFormSchema>;
