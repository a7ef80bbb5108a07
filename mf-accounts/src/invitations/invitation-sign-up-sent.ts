import { useCallback, useState } from 'react';

// The 'check your inbox' of a new account made on an invitation's page outlives the form: the page
// remounts it while the session settles, and a reload of the tab must not offer the form again.
const key = (token: string) => `brf.invitation.signUpSent.${token}`;

function read(token: string): string | null {
  try {
    return window.sessionStorage.getItem(key(token));
  } catch {
    return null;
  }
}

/** The address a confirmation link was sent to from this invitation's page (in this tab), and its setter. */
export function useSignUpSentTo(token: string): [string | null, (email: string) => void] {
  const [sentTo, setSentTo] = useState(() => read(token));
  const remember = useCallback(
    (email: string) => {
      try {
        window.sessionStorage.setItem(key(token), email);
      } catch {
        // storage refused (private mode): the page still says it until it remounts
      }
      setSentTo(email);
    },
    [token],
  );
  return [sentTo, remember];
}
