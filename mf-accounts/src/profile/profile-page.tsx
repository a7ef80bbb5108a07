import { Card, InlineAlert, Spinner } from '@brf/ui';
import { PROFILE_MESSAGES } from '@brf/domain/accounts';
import { DataError } from '@brf/supabase/errors';
import { selectUser, useSessionStore } from '@brf/supabase/session';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { useOwnProfile, type OwnProfile } from './api/own-profile.ts';
import { AdminProfile } from './admin-profile.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileLogo } from './profile-logo.tsx';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; profile: OwnProfile } | { status: 'error'; message: string };

export default function ProfilePage() {
  const user = useSessionStore(selectUser);
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const userId = user?.id ?? null;
  const type = user?.organizationType ?? null;
  const query = useOwnProfile(type, userId);
  if (user && !type && user.role === 'admin') return <AdminProfile />;
  const loaded: Loaded = !type
    ? userId
      ? { status: 'error', message: PROFILE_MESSAGES.unknownUserOrganizationType }
      : { status: 'loading' }
    : query.isSuccess
      ? { status: 'ready', profile: query.data }
      : query.isError
        ? query.error instanceof DataError && query.error.code === 'PGRST116'
          ? { status: 'error', message: t('profile.notFound') }
          : { status: 'error', message: t('profile.loadFailed') }
        : { status: 'loading' };

  const logoId = loaded.status === 'ready' && 'logo_id' in loaded.profile ? loaded.profile.logo_id : null;

  return (
    <AccountPage page="profile" width="wide">
      <Card>
        <h1 className={form.title}>{t('profile.title')}</h1>
        {loaded.status === 'loading' ? <Spinner /> : null}
        {loaded.status === 'error' ? <InlineAlert tone="error">{message(loaded.message)}</InlineAlert> : null}
        {loaded.status === 'ready' && type === 'service_provider' && userId ? (
          <ProfileLogo userId={userId} logoId={logoId} />
        ) : null}
        {loaded.status === 'ready' && userId && type ? (
          <ProfileForm
            key={query.dataUpdatedAt}
            type={type}
            userId={userId}
            email={user?.email ?? ''}
            profile={loaded.profile}
          />
        ) : null}
      </Card>
    </AccountPage>
  );
}
