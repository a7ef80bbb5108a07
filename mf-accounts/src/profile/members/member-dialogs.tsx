import { useId, useState, type ReactNode } from 'react';
import { Button, CheckboxField, ConfirmDialog, Field, InlineAlert, Modal } from '@brf/ui';
import type { OrganizationType } from '@brf/domain/accounts';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { showToast } from '../../shared/accounts-bus.ts';
import {
  ASSIGNABLE_ROLES,
  useMemberAction,
  type MemberAction,
  type OrganizationPerson,
} from '../api/organization-members.ts';
import { kindOf, memberErrorText, roleName } from './member-messages.ts';
import styles from './members.module.css';

/** Runs a membership change: the outcome is a toast, a refusal stays in the dialog that asked. */
function useRunAction(type: OrganizationType, organizationId: string) {
  const { t } = useTranslation(accountsCatalogue);
  const action = useMemberAction(organizationId);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (change: MemberAction, success: string): Promise<boolean> => {
    setFailure(null);
    try {
      await action.mutateAsync(change);
    } catch (error) {
      console.error(`[mf-accounts] the membership change '${change.kind}' failed`, error);
      setFailure(memberErrorText(t, type, error));
      return false;
    }
    showToast('success', success);
    return true;
  };
  return { run, busy: action.isPending, failure };
}

/** A destructive change behind the app's yes/no question (remove, withdraw, hand over, leave). */
export function ConfirmMemberAction({
  type,
  organizationId,
  action,
  title,
  confirmLabel,
  success,
  tone = 'danger',
  onClose,
  onDone,
  children,
}: {
  type: OrganizationType;
  organizationId: string;
  action: MemberAction;
  title: string;
  confirmLabel: string;
  /** the toast once it is done */
  success: string;
  tone?: 'danger' | 'primary';
  onClose: () => void;
  onDone?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const { run, busy, failure } = useRunAction(type, organizationId);
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('members.cancel')}
      busy={busy}
      tone={tone}
      onCancel={onClose}
      onConfirm={async () => {
        if (!(await run(action, success))) return;
        onClose();
        onDone?.();
      }}
    >
      <p>{children}</p>
      {failure ? <InlineAlert tone="error">{failure}</InlineAlert> : null}
    </ConfirmDialog>
  );
}

/** The chair's (an admin's) change of another member's role, and for a BRF whether it may invite. */
export function RoleDialog({
  type,
  organizationId,
  person,
  name,
  onClose,
}: {
  type: OrganizationType;
  organizationId: string;
  person: OrganizationPerson;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const formId = useId();
  const { run, busy, failure } = useRunAction(type, organizationId);
  const roles = ASSIGNABLE_ROLES[type];
  const [role, setRole] = useState(roles.includes(person.role) ? person.role : roles[0]!);
  const [invites, setInvites] = useState(person.may_invite);

  const save = async () => {
    const change: MemberAction = {
      kind: 'setRole',
      userId: person.user_id,
      role,
      mayInvite: type === 'brf' && invites,
    };
    if (await run(change, t('members.roleChanged', { name }))) onClose();
  };

  return (
    <Modal
      open
      title={t('members.changeRoleTitle', { name })}
      onClose={onClose}
      dismissible={!busy}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('members.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={t('members.saving')}>
            {t('members.saveRole')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.roleForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field
          label={t('members.roleLabel')}
          as="select"
          hint={t(`members.roleHint.${kindOf(type)}`)}
          value={role}
          onChange={(event) => setRole(event.target.value)}
        >
          {roles.map((option) => (
            <option key={option} value={option}>
              {roleName(t, type, option)}
            </option>
          ))}
        </Field>
        {type === 'brf' ? (
          <CheckboxField
            label={t('members.mayInvite')}
            checked={invites}
            onChange={(event) => setInvites(event.target.checked)}
          />
        ) : null}
        {failure ? <InlineAlert tone="error">{failure}</InlineAlert> : null}
      </form>
    </Modal>
  );
}
