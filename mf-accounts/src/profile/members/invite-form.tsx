import { useState } from 'react';
import * as z from 'zod/mini';
import { UserPlus } from 'lucide-react';
import { Button, Field, InlineAlert, useSchemaForm } from '@brf/ui';
import { emailField, type OrganizationType } from '@brf/domain/accounts';
import { useDomainMessage } from '@brf/domain/i18n';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { showToast } from '../../shared/accounts-bus.ts';
import { ASSIGNABLE_ROLES, useMemberAction } from '../api/organization-members.ts';
import { kindOf, memberErrorText, memberMessageKey, roleName } from './member-messages.ts';
import styles from './members.module.css';

/** The database's own words for a missing role, so one translation serves both. */
const CHOOSE_ROLE = 'Choose a role for the new member.';

const inviteSchema = <Role extends string>(roles: readonly [Role, ...Role[]]) =>
  z.object({ email: emailField, role: z.enum(roles, { error: CHOOSE_ROLE }) });

/** The invite form's schema of each organisation type: the roles it may offer. */
export const INVITE_FORM_SCHEMAS = {
  brf: inviteSchema(['member', 'deputy', 'observer']),
  service_provider: inviteSchema(['admin', 'member']),
} as const;

interface InviteValues {
  email: string;
  role: string;
}

/** The chair's (or an admin's) invitation: an address and the role it is offered. */
export function InviteForm({ type, organizationId }: { type: OrganizationType; organizationId: string }) {
  const { t } = useTranslation(accountsCatalogue);
  const domainMessage = useDomainMessage();
  const invite = useMemberAction(organizationId);
  const [failure, setFailure] = useState<string | null>(null);
  const { field, handleSubmit, reset } = useSchemaForm<InviteValues, InviteValues>(INVITE_FORM_SCHEMAS[type] as never, {
    translate: (message) => {
      const key = memberMessageKey(message, type);
      return key ? t(key) : domainMessage(message);
    },
    defaultValues: { email: '', role: '' },
  });

  const submit = handleSubmit(async ({ email, role }) => {
    setFailure(null);
    try {
      await invite.mutateAsync({ kind: 'invite', email, role });
    } catch (error) {
      console.error('[mf-accounts] the invitation failed', error);
      setFailure(memberErrorText(t, type, error));
      return;
    }
    reset({ email: '', role: '' });
    showToast('success', t('members.invite.sent', { email }));
  });

  const kind = kindOf(type);
  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-labelledby="members-invite-title">
      <h3 id="members-invite-title" className={styles.subtitle}>
        {t(`members.invite.title.${kind}`)}
      </h3>
      <p className={styles.muted}>{t('members.invite.hint')}</p>
      <div className={styles.inviteFields}>
        <Field label={t('members.invite.email')} type="email" required autoComplete="off" {...field('email')} />
        <Field
          label={t('members.roleLabel')}
          as="select"
          required
          aria-describedby="members-invite-role-hint"
          {...field('role')}
        >
          <option value="">{t('members.invite.chooseRole')}</option>
          {ASSIGNABLE_ROLES[type].map((role) => (
            <option key={role} value={role}>
              {roleName(t, type, role)}
            </option>
          ))}
        </Field>
      </div>
      <p id="members-invite-role-hint" className={styles.muted}>
        {t(`members.roleHint.${kind}`)}
      </p>
      {failure ? <InlineAlert tone="error">{failure}</InlineAlert> : null}
      <div>
        <Button
          type="submit"
          busy={invite.isPending}
          busyLabel={t('members.invite.busy')}
          icon={<UserPlus aria-hidden="true" size={16} />}
        >
          {t('members.invite.submit')}
        </Button>
      </div>
    </form>
  );
}
