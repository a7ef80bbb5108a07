import { useEffect, useState } from 'react';
import { Card, InlineAlert, Spinner } from '@brf/ui';
import { PROFILE_MESSAGES } from '@brf/domain/accounts';
import { LOGO_BUCKET } from '@brf/domain/files';
import { getSupabase } from '@brf/supabase';
import { selectUser, useSessionStore } from '@brf/supabase/session';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { loadProfile, type ProfileRow } from './load-profile.ts';
import { ProfileForm } from './profile-form.tsx';

type Loaded = { status: 'loading' } | { status: 'ready'; profile: ProfileRow } | { status: 'error'; message: string };

export default function ProfilePage() {
  const user = useSessionStore(selectUser);
  const userId = user?.id ?? null;
  const type = user?.organizationType ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    if (!type) {
      setLoaded({ status: 'error', message: PROFILE_MESSAGES.unknownUserOrganizationType });
      return;
    }
    let current = true;
    loadProfile(type, userId).then(
      (profile) => {
        if (!current) return;
        setLoaded(profile ? { status: 'ready', profile } : { status: 'error', message: 'No profile found for your account.' });
      },
      (error: unknown) => {
        console.error('[mf-accounts] loading the profile failed', error);
        if (current) setLoaded({ status: 'error', message: 'Your profile could not be loaded. Please refresh the page.' });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, type, version]);

  const logoUrl =
    loaded.status === 'ready' && loaded.profile.logo_id
      ? getSupabase().storage.from(LOGO_BUCKET).getPublicUrl(loaded.profile.logo_id).data.publicUrl
      : null;

  return (
    <AccountPage page="profile" width="wide">
      <Card>
        <h1 className={form.title}>Edit Profile</h1>
        {loaded.status === 'loading' ? <Spinner /> : null}
        {loaded.status === 'error' ? <InlineAlert tone="error">{loaded.message}</InlineAlert> : null}
        {logoUrl ? <img src={logoUrl} alt="Company logo" width={96} height={96} style={{ objectFit: 'contain' }} /> : null}
        {loaded.status === 'ready' && userId && type ? (
          <ProfileForm
            key={version}
            type={type}
            userId={userId}
            email={user?.email ?? ''}
            profile={loaded.profile}
            onSaved={() => setVersion((n) => n + 1)}
          />
        ) : null}
      </Card>
    </AccountPage>
  );
}
