import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, InlineAlert } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { settledSession } from '@brf/supabase/session';
import form from '../shared/form.module.css';
import { showToast } from '../shared/accounts-bus.ts';
import { accountsCatalogue } from '../i18n.ts';
import { acceptInvitation } from './api/accept-invitation.ts';
import type { InvitationPreview } from './api/invitation-preview.ts';
import { recordMembership } from './api/record-membership.ts';
import { InvitationSkeleton } from './invitation-skeleton.tsx';
import { closedReasonKey, refusalKey, roleKey } from './invitation-words.ts';
import { useInvitationPreview } from './use-invitation-preview.ts';
import styles from './accept-invitation-page.module.css';

/** How long the page waits for the session store to show the new membership before going on. */
const MEMBERSHIP_WAIT_MS = 5000;

type JoinState = { status: 'idle' | 'pending' } | { status: 'failed'; reason: string };

export interface InvitationOfferProps {
  token: string;
  userId: string;
  /** the signed-in user's address */
  userEmail: string;
}

/** A signed-in user: the invitation (organisation, role, address) and, while it is open, Join. */
export function InvitationOffer({ token, userId, userEmail }: InvitationOfferProps) {
  const { t, language } = useTranslation(accountsCatalogue);
  const navigate = useNavigate();
  const { state, retry } = useInvitationPreview(token, userId);
  const [join, setJoin] = useState<JoinState>({ status: 'idle' });

  if (state.status === 'loading') return <InvitationSkeleton label={t('invitation.loading')} />;
  if (state.status === 'failed') {
    return (
      <>
        <h1 className={form.title}>{t('invitation.heading')}</h1>
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={retry}>
              {t('invitation.retry')}
            </Button>
          }
        >
          {t('invitation.loadFailed')}
        </InlineAlert>
      </>
    );
  }

  const invitation = state.invitation;
  const closed = closedReasonKey(invitation);
  if (!invitation || closed) {
    return (
      <>
        <h1 className={form.title}>
          {invitation ? t('invitation.title', { organization: invitation.organizationName }) : t('invitation.heading')}
        </h1>
        <div className={styles.stack}>
          <InlineAlert tone={invitation?.state === 'expired' ? 'warning' : 'error'}>
            {t(closed ?? 'invitation.error.invalid')}
          </InlineAlert>
          <div className={form.links}>
            <Link to="/">{t('invitation.home')}</Link>
          </div>
        </div>
      </>
    );
  }

  const organization = invitation.organizationName;
  const role = roleName(invitation, t);
  const otherAddress = userEmail.trim().toLowerCase() !== invitation.email.toLowerCase();

  const onJoin = async () => {
    setJoin({ status: 'pending' });
    let joined: Awaited<ReturnType<typeof acceptInvitation>>;
    try {
      joined = await acceptInvitation(token);
    } catch (error) {
      console.error('[mf-accounts] accepting the invitation failed', error);
      setJoin({ status: 'failed', reason: refusalKey(error) });
      return;
    }
    await recordMembership(joined.organizationType);
    // the projects page's guard reads the session store: go once it shows the organisation
    await settledSession((s) => s.user?.id === userId && Boolean(s.user.profileId), MEMBERSHIP_WAIT_MS);
    showToast('success', t('invitation.joined', { organization }));
    navigate('/projects', { replace: true });
  };

  return (
    <>
      <h1 className={form.title}>{t('invitation.title', { organization })}</h1>
      <div className={styles.stack}>
        <p className={styles.lead}>
          {invitation.invitedByName
            ? t('invitation.leadBy', { inviter: invitation.invitedByName, organization, role })
            : t('invitation.lead', { organization, role })}
        </p>
        <dl className={styles.facts}>
          <dt>{t('invitation.organization')}</dt>
          <dd>{organization}</dd>
          <dt>{t('invitation.role')}</dt>
          <dd>{role}</dd>
          <dt>{t('invitation.sentTo')}</dt>
          <dd>{invitation.email}</dd>
          <dt>{t('invitation.validUntil')}</dt>
          <dd>{formatDateTime(invitation.expiresAt, language)}</dd>
        </dl>
        {otherAddress ? (
          <InlineAlert tone="warning">
            {t('invitation.otherAccount', { current: userEmail, email: invitation.email })}
          </InlineAlert>
        ) : null}
        {join.status === 'failed' ? <InlineAlert tone="error">{t(join.reason)}</InlineAlert> : null}
        <Button
          fullWidth
          onClick={onJoin}
          busy={join.status === 'pending'}
          busyLabel={t('invitation.joining')}
          disabled={otherAddress}
        >
          {t('invitation.join', { organization })}
        </Button>
      </div>
    </>
  );
}

function roleName(invitation: InvitationPreview, t: (key: string) => string): string {
  const key = roleKey(invitation.organizationType, invitation.role);
  return key ? t(key) : invitation.role;
}
