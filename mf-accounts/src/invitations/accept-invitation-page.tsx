import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, InlineAlert } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { useSessionStore } from '@brf/supabase/session';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { accountsCatalogue } from '../i18n.ts';
import { InvitationOffer } from './invitation-offer.tsx';
import { InvitationSkeleton } from './invitation-skeleton.tsx';
import { SignedOutInvitation } from './signed-out-invitation.tsx';
import { useSessionFromLink } from './use-session-from-link.ts';

/**
 * The page an invitation's e-mail links to (`/invitations/accept?token=`, issue 29). Signed out:
 * sign in and come back, or create the account here (its confirmation link returns here signed
 * in). Signed in: the invitation, and Join while it is open; then on to /projects.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation(accountsCatalogue);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const userEmail = useSessionStore((s) => s.user?.email ?? '');
  // the first lookup, or a sign-in on its way; a signed-in user's own updates (joining) keep the page
  const settling = useSessionStore((s) => s.loading || (s.pending && !s.user));
  const link = useSessionFromLink();

  let content: ReactNode;
  if (!token) {
    content = (
      <>
        <h1 className={form.title}>{t('invitation.heading')}</h1>
        <InlineAlert tone="error">{t('invitation.missingToken')}</InlineAlert>
      </>
    );
  } else if (link.checking || settling) {
    content = <InvitationSkeleton label={t('invitation.loading')} />;
  } else if (!userId) {
    content = <SignedOutInvitation token={token} linkFailed={link.failed} />;
  } else {
    content = <InvitationOffer token={token} userId={userId} userEmail={userEmail} />;
  }

  return (
    <AccountPage page="accept-invitation">
      <Card>{content}</Card>
    </AccountPage>
  );
}
