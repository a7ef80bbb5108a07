import { useEffect, useState } from 'react';
import { checkRegistration } from './registration-check.ts';
import type { RegistrationDecision } from './registration-guard.ts';

/** The registration guard's answer for this user; null while it is being looked up. */
export function useRegistrationCheck(userId: string | null, enabled: boolean): RegistrationDecision | null {
  const [answer, setAnswer] = useState<{ userId: string; decision: RegistrationDecision } | null>(null);
  useEffect(() => {
    if (!enabled || !userId) return;
    let current = true;
    void checkRegistration(userId).then((decision) => current && setAnswer({ userId, decision }));
    return () => {
      current = false;
    };
  }, [userId, enabled]);
  if (!enabled || !userId) return { kind: 'allow' };
  return answer?.userId === userId ? answer.decision : null;
}
