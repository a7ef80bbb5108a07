import { useState } from 'react';
import { MailPlus } from 'lucide-react';
import { Button, InlineAlert } from '@brf/ui';
import type { OrganizationType } from '@brf/domain/accounts';
import { useDomainMessage } from '@brf/domain/i18n';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';
import { membershipRequestFailure, requestMembership } from './api/request-membership.ts';
import styles from './register.module.css';

type Outcome = { asked: string } | { failure: string } | null;

/**
 * Offered when the organisation number is already registered (issue 29): instead of a second
 * profile, the person asks its chair (a company: its administrators) for an invitation.
 */
export function MembershipRequest({
  organizationType,
  organizationNumber,
}: {
  organizationType: OrganizationType;
  organizationNumber: string;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const domainMessage = useDomainMessage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const kind = organizationType === 'brf' ? 'brf' : 'provider';

  async function ask() {
    setBusy(true);
    setOutcome(null);
    try {
      const organization = await requestMembership(organizationType, organizationNumber);
      setOutcome({ asked: t(`register.membership.asked.${kind}`, { organization }) });
    } catch (error) {
      console.error('[mf-accounts] asking for an invitation failed', error);
      const failure = membershipRequestFailure(error);
      setOutcome({ failure: 'key' in failure ? t(failure.key) : domainMessage(failure.text) });
    } finally {
      setBusy(false);
    }
  }

  const asked = outcome && 'asked' in outcome ? outcome.asked : null;
  return (
    <div className={styles.membership}>
      {asked ? null : (
        <>
          <p className={styles.membershipHint}>{t(`register.membership.hint.${kind}`)}</p>
          <div>
            <Button
              variant="secondary"
              icon={<MailPlus aria-hidden="true" size={16} />}
              busy={busy}
              busyLabel={t('register.membership.asking')}
              onClick={() => void ask()}
            >
              {t(`register.membership.ask.${kind}`)}
            </Button>
          </div>
        </>
      )}
      <div aria-live="polite">{asked ? <InlineAlert tone="success">{asked}</InlineAlert> : null}</div>
      {outcome && 'failure' in outcome ? <InlineAlert tone="error">{outcome.failure}</InlineAlert> : null}
    </div>
  );
}
