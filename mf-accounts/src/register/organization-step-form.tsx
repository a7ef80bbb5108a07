import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button, InlineAlert } from '@brf/ui';
import { SIGN_UP_MESSAGES, type OrganizationType } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';
import { organizationSaveFailure } from './api/save-organization.ts';
import { MembershipRequest } from './membership-request.tsx';

/** The empty organisation fields both registration steps start from. */
export const EMPTY_ORGANIZATION = {
  organization_number: '',
  organization_name: '',
  city: '',
  street_address: '',
  street_number: '',
  zip: '',
  description: '',
  website: '',
};

/** A step's save, running or failed. */
export interface OrganizationSave {
  busy: boolean;
  serverError: string | null;
  /** the organisation number that is already registered, when that is why the save failed */
  takenNumber: string | null;
  save: (saving: () => Promise<void>, organizationNumber: string) => Promise<void>;
}

/** Runs a step's save; a failure shows its message, success means the step is done. */
export function useOrganizationSave(onSaved: () => void): OrganizationSave {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [takenNumber, setTakenNumber] = useState<string | null>(null);
  const save = async (saving: () => Promise<void>, organizationNumber: string) => {
    setBusy(true);
    setServerError(null);
    setTakenNumber(null);
    try {
      await saving();
    } catch (error) {
      console.error('[mf-accounts] saving the organization profile failed', error);
      const failure = organizationSaveFailure(error);
      setBusy(false);
      setServerError(failure);
      if (failure === SIGN_UP_MESSAGES.organizationNumberTaken) setTakenNumber(organizationNumber);
      return;
    }
    setBusy(false);
    onSaved();
  };
  return { busy, serverError, takenNumber, save };
}

/**
 * The last step of a registration: the organisation's form, its save error and 'Complete
 * registration'. An organisation number that is already registered offers to ask its chair (a
 * company's administrators) for an invitation instead.
 */
export function OrganizationStepForm({
  label,
  organizationType,
  saving: { busy, serverError, takenNumber },
  valid,
  onSubmit,
  children,
}: {
  label: string;
  organizationType: OrganizationType;
  saving: OrganizationSave;
  valid: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  return (
    <form className={form.form} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {serverError ? <InlineAlert tone="error">{message(serverError)}</InlineAlert> : null}
      {takenNumber ? (
        <MembershipRequest key={takenNumber} organizationType={organizationType} organizationNumber={takenNumber} />
      ) : null}
      <Button type="submit" busy={busy} busyLabel={t('organization.busy')} disabled={!valid}>
        {t('organization.complete')}
      </Button>
    </form>
  );
}
