import { Card, InlineAlert, Spinner } from '@brf/ui';
import { ADMIN_ROLE, PROFILE_MESSAGES } from '@brf/domain/accounts';
import { selectUser, useSessionStore, useViewer } from '@brf/supabase/session';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { useOwnProfile, type BrfProfileRow, type OwnProfile } from './api/own-profile.ts';
import { runsMembership, useOrganizationPeople } from './api/organization-members.ts';
import { AdminProfile } from './admin-profile.tsx';
import { DECIDING_ROLES } from '@brf/domain/quotes';
import { AwardingSection } from './awarding/awarding-section.tsx';
import { MembersSection } from './members/members-section.tsx';
import { NoOrganization } from './members/no-organization.tsx';
import { ProfileForm } from './profile-form.tsx';
import { ProfileLogo } from './profile-logo.tsx';
import { TwoFactorSection } from './two-factor/two-factor-section.tsx';
import { YourDataSection } from './your-data/your-data-section.tsx';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

type Loaded = { status: 'loading' } | { status: 'ready'; profile: OwnProfile } | { status: 'error'; message: string };

export default function ProfilePage() {
  const user = useSessionStore(selectUser);
  const { userId, organizationType: type, profileId } = useViewer();
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  // every member reads the organisation's profile by its id (issue 29)
  const query = useOwnProfile(type, userId, profileId);
  // the viewer's own role decides whether the profile is edited or only read
  const people = useOrganizationPeople(type ? profileId : null);
  if (user && !type && user.role === 'admin') return <AdminProfile />;
  // by the code: '@brf/supabase/errors' and '@brf/supabase/data' are shared apart, so the class a
  // read throws is not always the one imported here
  const notFound = (query.error as { code?: unknown } | null)?.code === 'PGRST116';
  const loaded: Loaded = !type
    ? userId
      ? { status: 'error', message: PROFILE_MESSAGES.unknownUserOrganizationType }
      : { status: 'loading' }
    : query.isSuccess && !(people.isPending && people.fetchStatus !== 'idle')
      ? { status: 'ready', profile: query.data }
      : query.isError
        ? notFound
          ? { status: 'error', message: t('profile.notFound') }
          : { status: 'error', message: t('profile.loadFailed') }
        : { status: 'loading' };

  const profile = loaded.status === 'ready' ? loaded.profile : null;
  const logoId = profile && 'logo_id' in profile ? profile.logo_id : null;
  const me = people.data?.find((person) => person.user_id === userId);
  // the chair or an admin edits; without a known role, the registrant (the database decides anyway)
  const readOnly = me ? !runsMembership(me) : profile?.user_id !== userId;
  const brfProfile = type === 'brf' && profile ? (profile as BrfProfileRow) : null;
  // a member who left (or was removed): no organisation's row to show, and told so
  const noOrganization = type !== null && profileId === null && notFound;

  return (
    <AccountPage page="profile" width="wide">
      <Card>
        {noOrganization && type ? (
          <NoOrganization type={type} />
        ) : (
          <>
            <h1 className={form.title}>{t('profile.title')}</h1>
            {loaded.status === 'loading' ? <Spinner /> : null}
            {loaded.status === 'error' ? <InlineAlert tone="error">{message(loaded.message)}</InlineAlert> : null}
          </>
        )}
        {profile && type === 'service_provider' && userId ? (
          <ProfileLogo userId={userId} profileId={profile.id} logoId={logoId} readOnly={readOnly} />
        ) : null}
        {profile && userId && type ? (
          <ProfileForm
            key={query.dataUpdatedAt}
            type={type}
            userId={userId}
            email={user?.email ?? ''}
            profile={profile}
            readOnly={readOnly}
          />
        ) : null}
      </Card>
      {profile && type && userId && profileId ? (
        <MembersSection
          type={type}
          organizationId={profileId}
          organizationName={profile.organization_name}
          userId={userId}
        />
      ) : null}
      {brfProfile && userId && profileId ? (
        // the board's chair decides how it awards (the chair is who edits the profile)
        <AwardingSection
          profile={brfProfile}
          userId={userId}
          isChair={!readOnly}
          deciders={people.data?.filter((person) => DECIDING_ROLES.includes(person.role)).length ?? null}
          mayDecide={me ? DECIDING_ROLES.includes(me.role) : !readOnly}
        />
      ) : null}
      {userId && user?.role !== ADMIN_ROLE ? (
        <TwoFactorSection userId={userId} boardRequiresMfa={Boolean(brfProfile?.award_requires_mfa)} />
      ) : null}
      {userId && user?.email ? (
        <YourDataSection userId={userId} email={user.email} organizationId={type ? profileId : null} />
      ) : null}
    </AccountPage>
  );
}
