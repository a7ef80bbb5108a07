import { Field } from '@brf/ui';
import { ORGANIZATION_LABELS } from '@brf/domain/accounts';
import type { OwnProfile } from './api/own-profile.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** spec: e-mail and organization number are shown, never edited and never sent. */
export function ReadOnlyFields({ profile, email }: { profile: OwnProfile; email: string }) {
  const { t } = useTranslation(accountsCatalogue);
  const label = useDomainMessage();
  return (
    <>
      <Field label={t('profile.email')} value={profile.email ?? email} readOnly />
      <Field label={label(ORGANIZATION_LABELS.organization_number)} value={profile.organization_number} readOnly />
    </>
  );
}
