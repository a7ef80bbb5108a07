import { useId } from 'react';
import { InlineAlert, PageHeading, Skeleton } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { messagingCatalogue } from '../i18n.ts';
import { receivableNotificationTypes } from '@brf/domain/notifications';
import { useViewer } from '@brf/supabase/session';
import { PREFERENCE_GROUPS, usePreferences, type PreferenceSwitch } from './api/notification-preferences.ts';
import { useSavePreference } from './api/save-preference.ts';
import styles from './notification-settings-page.module.css';

/** Which notification types the user receives, one switch each, saved as it is flipped. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation(messagingCatalogue);
  const { userId, organizationType } = useViewer();
  // only the types this account can receive: a board never hears that its quote was viewed
  const receivable = new Set<string>(receivableNotificationTypes(organizationType));
  const groups = PREFERENCE_GROUPS.map(({ group, switches }) => ({
    group,
    switches: switches.filter((name) => receivable.has(name)),
  })).filter(({ switches }) => switches.length > 0);
  const preferences = usePreferences(userId);
  const save = useSavePreference(userId);

  return (
    <section className={styles.page} data-remote="mf-messaging" data-page="notification-settings">
      <PageHeading title={t('settings.heading')} description={t('settings.description')} />
      {save.isError ? (
        <InlineAlert tone="error">{t('settings.saveFailed')}</InlineAlert>
      ) : save.isSuccess ? (
        <InlineAlert tone="success">{t('settings.saved')}</InlineAlert>
      ) : null}
      {!preferences.data ? (
        <div className={styles.loading}>
          <p>{t('settings.loading')}</p>
          <Skeleton height="10rem" />
        </div>
      ) : (
        groups.map(({ group, switches }) => (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>{t(`settings.group.${group}`)}</legend>
            {switches.map((name) => (
              <PreferenceToggle
                key={name}
                name={name}
                label={t(`settings.switch.${name}`)}
                on={preferences.data[name]}
                onChange={(on) => save.mutate({ name, on })}
              />
            ))}
          </fieldset>
        ))
      )}
    </section>
  );
}

function PreferenceToggle({
  name,
  label,
  on,
  onChange,
}: {
  name: PreferenceSwitch;
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.row} data-preference={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: the checkbox's own checked state; ARIA in HTML: no aria-checked
        role="switch"
        className={styles.switch}
        checked={on}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
