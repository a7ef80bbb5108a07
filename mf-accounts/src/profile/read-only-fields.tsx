import { Field } from '@brf/ui';
import { ORGANIZATION_LABELS } from '@brf/domain/accounts';
import type { OwnProfile } from './api/own-profile.ts';

/** spec: e-mail and organization number are shown, never edited and never sent. */
export function ReadOnlyFields({ profile, email }: { profile: OwnProfile; email: string }) {
  return (
    <>
      <Field label="Email" value={profile.email ?? email} readOnly />
      <Field label={ORGANIZATION_LABELS.organization_number} value={profile.organization_number} readOnly />
    </>
  );
}
