import { useEffect, useRef, useState } from 'react';
import { Crown, LogOut, Trash2, UserCog, X } from 'lucide-react';
import { Badge, Button, Card, InlineAlert, Section, Skeleton, VisuallyHidden } from '@brf/ui';
import type { OrganizationType } from '@brf/domain/accounts';
import { formatDate } from '@brf/domain/format';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import {
  mayInvite,
  runsMembership,
  useOrganizationPeople,
  usePendingInvitations,
  type OrganizationPerson,
  type PendingInvitation,
} from '../api/organization-members.ts';
import { InviteForm } from './invite-form.tsx';
import { ConfirmMemberAction, RoleDialog } from './member-dialogs.tsx';
import { rememberLeaving } from './left-organization.ts';
import { kindOf, roleName } from './member-messages.ts';
import styles from './members.module.css';

type OpenDialog =
  | { kind: 'role' | 'remove' | 'handOver'; person: OrganizationPerson }
  | { kind: 'withdraw'; invitation: PendingInvitation }
  | { kind: 'leave' };

const nameOf = (person: OrganizationPerson) =>
  [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ') || person.email;

/**
 * The organisation's people on /profile (issue 29): every member sees the members and the open
 * invitations; the chair (a provider's admins) invites, changes roles, removes and hands over;
 * everyone but the chair and a company's last admin can leave.
 */
export function MembersSection({
  type,
  organizationId,
  organizationName = null,
  userId,
}: {
  type: OrganizationType;
  organizationId: string;
  /** named to the person once it has left */
  organizationName?: string | null;
  userId: string;
}) {
  const { t, language } = useTranslation(accountsCatalogue);
  const people = useOrganizationPeople(organizationId);
  const invitations = usePendingInvitations(type, organizationId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const kind = kindOf(type);

  const me = people.data?.find((person) => person.user_id === userId);
  const runs = runsMembership(me);
  const invites = mayInvite(me);
  const loaded = people.isSuccess;
  // a link to /profile#members (a request to join, its e-mail) lands here once the members show
  useEffect(() => {
    if (loaded && window.location.hash === '#members') {
      document.getElementById('members')?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);
  const close = () => setDialog(null);
  // the row (or the button) that opened the dialog may be gone: the list keeps the focus
  const keepFocus = () =>
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) listRef.current?.focus();
    }, 0);

  return (
    <Card className={styles.members} id="members">
      <Section title={t(`members.title.${kind}`)} titleId="profile-members-title" data-section="members">
        <p className={styles.muted}>{t(`members.intro.${kind}`)}</p>
        {people.isPending ? (
          <div className={styles.loading} role="status">
            <VisuallyHidden>{t('members.loading')}</VisuallyHidden>
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
          </div>
        ) : people.isError ? (
          <InlineAlert
            tone="error"
            action={
              <Button variant="secondary" size="small" onClick={() => void people.refetch()}>
                {t('members.retry')}
              </Button>
            }
          >
            {t('members.loadFailed')}
          </InlineAlert>
        ) : (
          <ul ref={listRef} className={styles.list} aria-labelledby="profile-members-title" tabIndex={-1}>
            {people.data.map((person) => {
              const name = nameOf(person);
              const isMe = person.user_id === userId;
              const leads = person.role === 'chair' || person.role === 'admin';
              return (
                <li key={person.user_id} className={styles.row}>
                  <div className={styles.person}>
                    <span className={styles.name}>
                      {name}
                      {isMe ? <Badge tone="info">{t('members.you')}</Badge> : null}
                    </span>
                    {name !== person.email ? <span className={styles.detail}>{person.email}</span> : null}
                  </div>
                  <div className={styles.badges}>
                    <VisuallyHidden>{t('members.roleLabel')}: </VisuallyHidden>
                    <Badge tone={leads ? 'success' : 'neutral'}>{roleName(t, type, person.role)}</Badge>
                    {type === 'brf' && person.may_invite && !leads ? (
                      <Badge tone="neutral">{t('members.mayInviteMarker')}</Badge>
                    ) : null}
                  </div>
                  {runs && !isMe && person.role !== 'chair' ? (
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="small"
                        opensDialog="member-role"
                        icon={<UserCog aria-hidden="true" size={14} />}
                        aria-label={t('members.changeRoleLabel', { name })}
                        onClick={() => setDialog({ kind: 'role', person })}
                      >
                        {t('members.changeRole')}
                      </Button>
                      {type === 'brf' ? (
                        <Button
                          variant="secondary"
                          size="small"
                          opensDialog="member-hand-over"
                          icon={<Crown aria-hidden="true" size={14} />}
                          aria-label={t('members.handOverLabel', { name })}
                          onClick={() => setDialog({ kind: 'handOver', person })}
                        >
                          {t('members.handOver')}
                        </Button>
                      ) : null}
                      <Button
                        variant="secondary"
                        size="small"
                        opensDialog="member-remove"
                        icon={<Trash2 aria-hidden="true" size={14} />}
                        aria-label={t('members.removeLabel', { name })}
                        onClick={() => setDialog({ kind: 'remove', person })}
                      >
                        {t('members.remove')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}

        <div className={styles.part}>
          <h3 className={styles.subtitle}>{t('members.invitations.title')}</h3>
          {invitations.isPending ? (
            <div className={styles.loading} role="status">
              <VisuallyHidden>{t('members.loading')}</VisuallyHidden>
              <Skeleton height="2.75rem" />
            </div>
          ) : invitations.isError ? (
            <InlineAlert tone="error">{t('members.invitations.loadFailed')}</InlineAlert>
          ) : invitations.data.length === 0 ? (
            <p className={styles.muted}>{t('members.invitations.none')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('members.invitations.title')}>
              {invitations.data.map((invitation) => (
                <li key={invitation.id} className={styles.row}>
                  <div className={styles.person}>
                    <span className={styles.name}>{invitation.email}</span>
                    <span className={styles.detail}>
                      {t('members.invitations.expires', { date: formatDate(invitation.expires_at, language) })}
                    </span>
                  </div>
                  <div className={styles.badges}>
                    <VisuallyHidden>{t('members.roleLabel')}: </VisuallyHidden>
                    <Badge tone="neutral">{roleName(t, type, invitation.role)}</Badge>
                  </div>
                  {invites ? (
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        size="small"
                        opensDialog="invitation-withdraw"
                        icon={<X aria-hidden="true" size={14} />}
                        aria-label={t('members.invitations.withdrawLabel', { email: invitation.email })}
                        onClick={() => setDialog({ kind: 'withdraw', invitation })}
                      >
                        {t('members.invitations.withdraw')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>

        {invites ? <InviteForm type={type} organizationId={organizationId} /> : null}

        {me && mayLeave(me, people.data ?? []) ? (
          <div className={styles.leave}>
            <p className={styles.muted}>{t(`members.leaveHint.${kind}`)}</p>
            <Button
              variant="danger"
              opensDialog="member-leave"
              icon={<LogOut aria-hidden="true" size={16} />}
              onClick={() => setDialog({ kind: 'leave' })}
            >
              {t(`members.leave.${kind}`)}
            </Button>
          </div>
        ) : null}
      </Section>

      {dialog?.kind === 'role' ? (
        <RoleDialog
          type={type}
          organizationId={organizationId}
          person={dialog.person}
          name={nameOf(dialog.person)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmMemberAction
          type={type}
          organizationId={organizationId}
          action={{ kind: 'remove', userId: dialog.person.user_id }}
          title={t('members.removeTitle', { name: nameOf(dialog.person) })}
          confirmLabel={t('members.remove')}
          success={t('members.removed', { name: nameOf(dialog.person) })}
          onClose={close}
          onDone={keepFocus}
        >
          {t(`members.removeQuestion.${kind}`, { name: nameOf(dialog.person) })}
        </ConfirmMemberAction>
      ) : null}
      {dialog?.kind === 'handOver' ? (
        <ConfirmMemberAction
          type={type}
          organizationId={organizationId}
          action={{ kind: 'handOver', userId: dialog.person.user_id }}
          title={t('members.handOverTitle')}
          confirmLabel={t('members.handOverConfirm')}
          success={t('members.handedOver', { name: nameOf(dialog.person) })}
          tone="primary"
          onClose={close}
          onDone={keepFocus}
        >
          {t('members.handOverQuestion', { name: nameOf(dialog.person) })}
        </ConfirmMemberAction>
      ) : null}
      {dialog?.kind === 'withdraw' ? (
        <ConfirmMemberAction
          type={type}
          organizationId={organizationId}
          action={{ kind: 'withdraw', invitationId: dialog.invitation.id }}
          title={t('members.invitations.withdrawTitle')}
          confirmLabel={t('members.invitations.withdraw')}
          success={t('members.invitations.withdrawn', { email: dialog.invitation.email })}
          onClose={close}
          onDone={keepFocus}
        >
          {t('members.invitations.withdrawQuestion', { email: dialog.invitation.email })}
        </ConfirmMemberAction>
      ) : null}
      {dialog?.kind === 'leave' ? (
        <ConfirmMemberAction
          type={type}
          organizationId={organizationId}
          action={{ kind: 'leave' }}
          title={t(`members.leaveTitle.${kind}`)}
          confirmLabel={t(`members.leave.${kind}`)}
          success={t('members.left')}
          onClose={close}
          // the session still names the organisation: a fresh page works it out again, and says
          // there that the person left and what that means
          onDone={() => {
            rememberLeaving({ kind, organization: organizationName });
            window.location.assign('/profile');
          }}
        >
          {t('members.leaveQuestion')}
        </ConfirmMemberAction>
      ) : null}
    </Card>
  );
}

/** A BRF always has its chair and a company an admin: they hand over before they leave. */
function mayLeave(me: { role: string }, people: readonly { role: string }[]): boolean {
  if (me.role === 'chair') return false;
  if (me.role === 'admin') return people.filter((person) => person.role === 'admin').length > 1;
  return true;
}
