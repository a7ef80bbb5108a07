import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrationPath, type OrganizationType } from '@brf/domain/accounts';
import { selectUser, useSessionStore } from '@brf/supabase/session';
import { contactPersonOf, type ContactPerson } from './contact-person.ts';

export type RegistrationStart =
  | { step: 'checking' }
  | { step: 1 }
  | { step: 2; person: ContactPerson; returning: boolean };

/**
 * spec 4 "Registration pages for a signed-in user": person_completed -> step 2 prefilled with
 * 'Welcome back! ...'; organization_completed -> /projects. The session truth already settled
 * an unclear step against the database; this reads it and asks nothing.
 */
export function useRegistrationStart(organizationType: OrganizationType) {
  const navigate = useNavigate();
  const settling = useSessionStore((s) => s.loading || s.pending);
  const user = useSessionStore(selectUser);
  const [start, setStart] = useState<RegistrationStart>({ step: 'checking' });

  useEffect(() => {
    if (settling) return;
    if (!user) {
      setStart((previous) => (previous.step === 2 ? previous : { step: 1 }));
      return;
    }
    if (user.registrationStep === 'organization_completed' || user.profileId) {
      navigate('/projects', { replace: true });
      return;
    }
    const ownType = user.organizationType ?? 'brf';
    if (ownType !== organizationType) {
      navigate(registrationPath(ownType), { replace: true });
      return;
    }
    setStart((previous) =>
      previous.step === 2 ? previous : { step: 2, person: contactPersonOf(user), returning: true },
    );
  }, [settling, user, organizationType, navigate]);

  return { start, setStart };
}
