import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field, InlineAlert } from '@brf/ui';
import { PASSWORD_MESSAGES, resetPasswordFormSchema, type ResetPasswordForm } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { AccountPage } from '../shared/account-page.tsx';
import { errorMessage } from '../shared/error-message.ts';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';

type ResetState = { status: 'idle' } | { status: 'sending' } | { status: 'success' } | { status: 'error'; message: string };

export default function ResetPasswordPage() {
  const [state, setState] = useState<ResetState>({ status: 'idle' });
  const { register, handleSubmit, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const busy = state.status === 'sending';

  const onSubmit = handleSubmit(async ({ email }) => {
    setState({ status: 'sending' });
    try {
      const { error } = await getSupabase().auth.resetPasswordForEmail(email, {
        redirectTo: `${window.location.origin}/auth-callback?type=recovery`,
      });
      if (error) throw error;
      setState({ status: 'success' });
    } catch (error) {
      setState({ status: 'error', message: errorMessage(error) ?? PASSWORD_MESSAGES.resetFailed });
    }
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
          {state.status === 'success' ? <InlineAlert tone="success">{PASSWORD_MESSAGES.resetSent}</InlineAlert> : null}
          {state.status === 'error' ? <InlineAlert tone="error">{state.message}</InlineAlert> : null}
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
