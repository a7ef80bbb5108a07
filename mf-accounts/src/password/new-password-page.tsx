import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field } from '@brf/ui';
import {
  PASSWORD_MESSAGES,
  PASSWORD_UPDATE_REDIRECT_DELAY_MS,
  newPasswordFormSchema,
  type NewPasswordForm,
} from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { AccountPage } from '../shared/account-page.tsx';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import { useLater } from '../shared/use-later.ts';
import { OutcomeAlerts } from './outcome-alerts.tsx';
import { usePasswordRequest } from './use-password-request.ts';

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const later = useLater();
  const { state, run } = usePasswordRequest(PASSWORD_MESSAGES.updateFailed);
  const { register, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });
  const error = (name: keyof NewPasswordForm) =>
    visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, name);

  // spec: no user session on opening -> /login
  useEffect(() => {
    let current = true;
    getSupabase()
      .auth.getSession()
      .then(({ data }) => {
        if (current && !data.session) navigate('/login', { replace: true });
      })
      .catch(() => current && navigate('/login', { replace: true }));
    return () => {
      current = false;
    };
  }, [navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    const updated = await run(() => getSupabase().auth.updateUser({ password }));
    if (!updated) return;
    later(() => {
      // the recovery session ends here: the user signs in again with the new password
      void getSupabase()
        .auth.signOut({ scope: 'local' })
        .finally(() => navigate('/login', { replace: true }));
    }, PASSWORD_UPDATE_REDIRECT_DELAY_MS);
  });

  return (
    <AccountPage page="new-password">
      <Card>
        <h1 className={form.title}>Set new password</h1>
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            {...register('password', { deps: ['confirm_password'] })}
            error={error('password')}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...register('confirm_password')}
            error={error('confirm_password')}
          />
          <OutcomeAlerts state={state} success={PASSWORD_MESSAGES.updated} />
          <Button
            type="submit"
            fullWidth
            busy={state.status === 'pending'}
            busyLabel="Updating..."
            disabled={!formState.isValid || state.status === 'success'}
          >
            Update password
          </Button>
          <div className={form.links}>
            <Link to="/login">Back to sign in</Link>
          </div>
        </form>
      </Card>
    </AccountPage>
  );
}
