import { useState, type FormEvent } from 'react';
import { fullName, useSessionStore } from '@brf/supabase/session';
import styles from './standalone-app.module.css';

/**
 * A remote alone has no login page of its own (mf-accounts has the real one): this signs in
 * against the local backend with the same client and session truth the shell uses.
 */
export function StandaloneSignIn() {
  const signedIn = useSessionStore((s) =>
    s.user ? `${fullName(s)} (${s.user.organizationType ?? s.user.role ?? 'user'})` : null,
  );
  const loading = useSessionStore((s) => s.loading);
  const [error, setError] = useState<string | null>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { getSupabase } = await import('@brf/supabase');
    const { error: failure } = await getSupabase().auth.signInWithPassword({
      email: String(data.get('email')),
      password: String(data.get('password')),
    });
    setError(failure ? failure.message : null);
  }

  async function signOut() {
    const { getSupabase } = await import('@brf/supabase');
    await getSupabase().auth.signOut();
  }

  if (loading) return null;
  if (signedIn) {
    return (
      <span className={styles.session} data-standalone-session>
        Signed in as {signedIn}{' '}
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </span>
    );
  }
  return (
    <form className={styles.session} onSubmit={(event) => void signIn(event)} aria-label="Sign in (local backend)">
      <input name="email" type="email" aria-label="Email" placeholder="email" required />
      <input name="password" type="password" aria-label="Password" placeholder="password" required />
      <button type="submit">Sign in</button>
      {error ? <span role="alert">{error}</span> : null}
    </form>
  );
}
