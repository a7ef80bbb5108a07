import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Session } from '@supabase/supabase-js';
import { Card, InlineAlert, Spinner, StepIndicator } from '@brf/ui';
import {
  REGISTRATION_REDIRECT_DELAY_MS,
  SIGN_UP_MESSAGES,
  type OrganizationType,
  type PersonForm,
} from '@brf/domain/accounts';
import { AccountPage } from '../shared/account-page.tsx';
import form from '../shared/form.module.css';
import { useLater } from '../shared/use-later.ts';
import { BrfOrganizationStep } from './brf-organization-step.tsx';
import { contactPersonOf } from './contact-person.ts';
import { ContactPersonSummary } from './contact-person-summary.tsx';
import { PersonStep } from './person-step.tsx';
import { ProviderOrganizationStep } from './provider-organization-step.tsx';
import { signUp, signUpFailure } from './api/sign-up.ts';
import { useRegistrationStart } from './use-registration-start.ts';
import styles from './register.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

const TEXTS = {
  brf: { page: 'register-brf', key: 'register.brf', welcome: SIGN_UP_MESSAGES.welcomeBackBrf },
  service_provider: {
    page: 'register-service-provider',
    key: 'register.provider',
    welcome: SIGN_UP_MESSAGES.welcomeBackProvider,
  },
} as const;

/** The two-step registration of either organisation type. */
export function RegistrationPage({ organizationType }: { organizationType: OrganizationType }) {
  const texts = TEXTS[organizationType];
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const navigate = useNavigate();
  const later = useLater();
  const { start, setStart } = useRegistrationStart(organizationType);
  const [saved, setSaved] = useState(false);

  async function submitPerson(person: PersonForm): Promise<string | null> {
    let session: Session | null;
    try {
      session = await signUp(person, organizationType);
    } catch (error) {
      return signUpFailure(error);
    }
    if (session) {
      setStart({ step: 2, person: contactPersonOf(session.user), returning: false });
    } else {
      navigate(`/verify-email?email=${encodeURIComponent(person.email)}`);
    }
    return null;
  }

  function onSaved() {
    setSaved(true);
    later(() => navigate('/projects', { replace: true }), REGISTRATION_REDIRECT_DELAY_MS);
  }

  return (
    <AccountPage page={texts.page} width="wide">
      <Card>
        <h1 className={form.title} elementtiming="public-heading">
          {t(`${texts.key}.title`)}
        </h1>
        <StepIndicator
          className={styles.steps}
          steps={[t('register.step1'), t(`${texts.key}.step2`)]}
          current={start.step === 2 ? 2 : 1}
        />
        {start.step === 'checking' ? <Spinner /> : null}
        {start.step === 1 ? <PersonStep onSubmit={submitPerson} /> : null}
        {start.step === 2 ? (
          <>
            {start.returning ? <InlineAlert tone="info">{message(texts.welcome)}</InlineAlert> : null}
            <ContactPersonSummary person={start.person} />
            {saved ? (
              <InlineAlert tone="success">{t('register.saved')}</InlineAlert>
            ) : organizationType === 'brf' ? (
              <BrfOrganizationStep person={start.person} onSaved={onSaved} />
            ) : (
              <ProviderOrganizationStep person={start.person} onSaved={onSaved} />
            )}
          </>
        ) : null}
      </Card>
    </AccountPage>
  );
}
