import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field } from '@brf/ui';
import { PASSWORD_MESSAGES, resetPasswordFormSchema, type ResetPasswordForm } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { AccountPage } from '../shared/account-page.tsx';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import { OutcomeAlerts } from './outcome-alerts.tsx';
import { usePasswordRequest } from './use-password-request.ts';

export default function ResetPasswordPage() {
  const { state, run } = usePasswordRequest(PASSWORD_MESSAGES.resetFailed);
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const busy = state.status === 'pending';

  const onSubmit = handleSubmit(async ({ email }) => {
    await run(() =>
      getSupabase().auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}/auth-callback?type=recovery`,
      }),
    );
  });

  return (
    <AccountPage page="reset-password">
      <Card>
        <h1 className={form.title}>Reset your password</h1>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...register('email')}
            error={visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, 'email')}
          />
          <OutcomeAlerts state={state} success={PASSWORD_MESSAGES.resetSent} />
          <Button type="submit" fullWidth busy={busy} busyLabel="Sending..." disabled={!formState.isValid}>
            Send reset link
          </Button>
          <div className={form.links}>
            <Link to="/login">Sign in</Link>
          </div>
        </form>
      </Card>
    </AccountPage>
  );
}
