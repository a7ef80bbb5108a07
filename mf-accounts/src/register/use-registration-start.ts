import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registrationPath, type OrganizationType } from '@brf/domain/accounts';
import { getSupabase } from '@brf/supabase';
import { selectLoading, selectUser, useSessionStore } from '@brf/supabase/session';
import { contactPersonOf, type ContactPerson } from './contact-person.ts';

export type RegistrationStart =
  | { step: 'checking' }
  | { step: 1 }
  | { step: 2; person: ContactPerson; returning: boolean };

/**
 * spec 4 "Registration pages for a signed-in user": person_completed -> step 2 prefilled with
 * 'Welcome back! ...'; organization_completed -> /projects. An unclear step is settled by
 * looking for the user's profile in the database.
 */
export function useRegistrationStart(organizationType: OrganizationType) {
  const navigate = useNavigate();
  const loading = useSessionStore(selectLoading);
  const userId = useSessionStore((s) => selectUser(s)?.id ?? null);
  const [start, setStart] = useState<RegistrationStart>({ step: 'checking' });

  useEffect(() => {
    if (loading) return;
    if (!userId) {
      setStart((previous) => (previous.step === 2 ? previous : { step: 1 }));
      return;
    }
    let current = true;
    void (async () => {
      const { data } = await getSupabase().auth.getUser();
      const user = data.user;
      if (!current) return;
      if (!user) return setStart({ step: 1 });
      const meta = user.user_metadata ?? {};
      const ownType = meta.organization_type === 'service_provider' ? 'service_provider' : 'brf';
      if (meta.registration_step === 'organization_completed' || (await hasProfile(user.id))) {
        navigate('/projects', { replace: true });
        return;
      }
      if (ownType !== organizationType) {
        navigate(registrationPath(ownType), { replace: true });
        return;
      }
      if (current) {
        setStart((previous) => (previous.step === 2 ? previous : { step: 2, person: contactPersonOf(user), returning: true }));
      }
    })();
    return () => {
      current = false;
    };
  }, [loading, userId, organizationType, navigate]);

  return { start, setStart };
}

async function hasProfile(userId: string): Promise<boolean> {
  const supabase = getSupabase();
  const [brf, provider] = await Promise.all([
    supabase.from('brf_profiles').select('id').eq('user_id', userId).maybeSingle(),
    supabase.from('service_provider_profiles').select('id').eq('user_id', userId).maybeSingle(),
  ]);
  return Boolean(brf.data || provider.data);
}
