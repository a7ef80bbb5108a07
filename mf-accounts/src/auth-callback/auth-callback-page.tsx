import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@brf/ui';
import { VERIFICATION_MESSAGES } from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import { resolveAuthCallback } from './resolve-auth-callback.ts';
import { useDomainMessage } from '@brf/domain/i18n';

/** Transient: the e-mail links land here and are routed onward (spec 4 "Auth callback"). */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const message = useDomainMessage();
  // Once per visit: the router hands out a new navigate on every location change, and this page
  // stays mounted while the next one loads; a second run would read the next page's address.
  useEffect(() => {
    let current = true;
    void resolveAuthCallback().then((to) => {
      if (current) navigateRef.current(to, { replace: true });
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <AccountPage page="auth-callback">
      <Spinner size="large" showLabel label={message(VERIFICATION_MESSAGES.callbackProcessing)} />
    </AccountPage>
  );
}
