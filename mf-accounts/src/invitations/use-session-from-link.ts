import { useEffect, useState } from 'react';
import { settledSession } from '@brf/supabase/session';
import { currentSession } from '../shared/api/current-session.ts';
import { hashParams } from '../shared/url-hash.ts';

type LinkKind = 'session' | 'failed' | 'none';

/** What the address carries: an account confirmation's session (hash or PKCE code), its error, or nothing. */
function linkKind(): LinkKind {
  const query = new URLSearchParams(window.location.search);
  const hash = hashParams();
  if (query.get('error') || hash.get('error')) return 'failed';
  return hash.get('access_token') || query.get('code') ? 'session' : 'none';
}

/**
 * The confirmation link of a new account returns here signed in. supabase-js is only loaded for
 * a visitor with a stored session, so this page asks for it to take the session from the address,
 * and waits until the session store shows it. `failed`: the link could not be used (expired, used).
 */
export function useSessionFromLink(): { checking: boolean; failed: boolean } {
  const [kind] = useState(linkKind);
  const [checking, setChecking] = useState(kind === 'session');

  useEffect(() => {
    if (kind !== 'session') return;
    let current = true;
    currentSession()
      .then((session) => (session ? settledSession((s) => s.user?.id === session.user.id) : null))
      .catch((error: unknown) => console.error('[mf-accounts] session from the invitation link failed', error))
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [kind]);

  return { checking, failed: kind === 'failed' };
}
