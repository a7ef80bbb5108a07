import { authCallbackTarget } from '@brf/domain/accounts';
import { currentSession } from '../shared/api/current-session.ts';
import { hashParams } from '../shared/url-hash.ts';
import { settledSession } from '@brf/supabase/session';

/** Reads the link's outcome (supabase-js takes the session from the address) and picks the next page. */
export async function resolveAuthCallback(): Promise<string> {
  const query = new URLSearchParams(window.location.search);
  const hash = hashParams();
  const type = query.get('type') ?? hash.get('type');
  const linkError = Boolean(query.get('error') ?? hash.get('error'));
  try {
    const session = await currentSession();
    if (session) await settledSession((s) => s.user?.id === session.user.id);
    return authCallbackTarget({ type, hasSession: Boolean(session), sessionError: linkError });
  } catch (error) {
    console.error('[mf-accounts] auth callback failed', error);
    return authCallbackTarget({ type, hasSession: false, sessionError: true });
  }
}
