import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Field, InlineAlert } from '@brf/ui';
import { LOGIN_MESSAGES, loginFormSchema, type LoginForm } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import { visibleError } from '../shared/field-error.ts';
import form from '../shared/form.module.css';
import { destinationAfterSignIn, signIn } from './sign-in.ts';
import { loginNotice } from './login-notice.ts';

const SUCCESS_PAUSE_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const error = (name: keyof LoginForm) => visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, name);
  const notice = loginNotice(params.get('error'));

  const onSubmit = handleSubmit(async (values) => {
    setBusy(true);
    setServerError(null);
    const result = await signIn(values);
    if (!result.ok) {
      setServerError(result.message);
      setBusy(false);
      return;
    }
    setSuccess(true);
    // the success message stays readable for a moment before the next page
    const [to] = await Promise.all([destinationAfterSignIn(result.user), pause(SUCCESS_PAUSE_MS)]);
    navigate(to, { replace: true });
  });

  return (
    <AccountPage page="login">
      <Card>
        <h1 className={form.title}>Sign in to your account</h1>
        {notice ? <InlineAlert tone="warning">{notice}</InlineAlert> : null}
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <Field label="Email" type="email" autoComplete="email" required {...register('email')} error={error('email')} />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
            error={error('password')}
          />
          {serverError ? <InlineAlert tone="error">{serverError}</InlineAlert> : null}
          {success ? <InlineAlert tone="success">{LOGIN_MESSAGES.success}</InlineAlert> : null}
          <Button type="submit" fullWidth busy={busy} busyLabel="Signing in..." disabled={!formState.isValid || success}>
            Sign in
          </Button>
          <div className={form.links}>
            <Link to="/reset-password">Forgot password?</Link>
            <Link to="/register-brf">Create an account</Link>
          </div>
        </form>
      </Card>
    </AccountPage>
  );
}
