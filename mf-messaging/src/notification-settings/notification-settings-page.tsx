import { useId, type ReactNode } from 'react';
import { InlineAlert, PageHeading, Skeleton } from '@brf/ui';
import { useTranslation, type Translate } from '@brf/i18n';
import { messagingCatalogue } from '../i18n.ts';
import { receivableNotificationTypes, type NotificationType } from '@brf/domain/notifications';
import { useViewer } from '@brf/supabase/session';
import { usePreferences } from './api/notification-preferences.ts';
import { useSavePreference } from './api/save-preference.ts';
import {
  CHANNELS,
  DIGEST_HOURS,
  channelChange,
  channelOfType,
  groupsFor,
  hourLabel,
  isChannel,
  type Channel,
} from './preferences.ts';
import styles from './notification-settings-page.module.css';

/**
 * How the user hears of each notification type (in the app, by e-mail, both or not at all) and
 * how e-mail is sent (at all, or gathered into one daily summary); every change is saved at once.
 */
export default function NotificationSettingsPage() {
  const { t } = useTranslation(messagingCatalogue);
  const { userId, organizationType } = useViewer();
  // only the types this account can receive: a board never hears that its quote was viewed
  const groups = groupsFor(receivableNotificationTypes(organizationType));
  const preferences = usePreferences(userId);
  const save = useSavePreference(userId);
  const emailOffId = useId();
  const timeZoneId = useId();
  const data = preferences.data;
  // with e-mail off the choices stay as they are, and each says that no e-mail goes out
  const emailOff = data && !data.email_notifications ? emailOffId : undefined;

  return (
    <section className={styles.page} data-remote="mf-messaging" data-page="notification-settings">
      <PageHeading title={t('settings.heading')} description={t('settings.description')} />
      {save.isError ? (
        <InlineAlert tone="error">{t('settings.saveFailed')}</InlineAlert>
      ) : save.isSuccess ? (
        <InlineAlert tone="success">{t('settings.saved')}</InlineAlert>
      ) : null}
      {!data ? (
        <div className={styles.loading}>
          <p>{t('settings.loading')}</p>
          <Skeleton height="10rem" />
        </div>
      ) : (
        <>
          <fieldset className={styles.group} data-preference-group="email">
            <legend className={styles.legend}>{t('settings.email.legend')}</legend>
            <PreferenceToggle
              name="email_notifications"
              label={t('settings.email.send')}
              on={data.email_notifications}
              describedBy={emailOff}
              onChange={(on) => save.mutate({ email_notifications: on })}
            />
            {emailOff ? (
              <p id={emailOffId} className={styles.notice}>
                {t('settings.email.offHint')}
              </p>
            ) : null}
            <PreferenceToggle
              name="email_digest"
              label={t('settings.email.digest')}
              on={data.email_digest}
              onChange={(on) => save.mutate({ email_digest: on })}
            />
            <SelectRow
              name="digest_hour"
              label={t('settings.email.digestHour')}
              value={String(data.digest_hour)}
              disabled={!data.email_digest}
              describedBy={timeZoneId}
              onChange={(value) => save.mutate({ digest_hour: Number(value) })}
            >
              {DIGEST_HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </SelectRow>
            <p id={timeZoneId} className={styles.hint}>
              {t('settings.email.timeZone')}
            </p>
          </fieldset>
          {groups.map(({ group, types }) => (
            <fieldset key={group} className={styles.group} data-preference-group={group}>
              <legend className={styles.legend}>{t(`settings.group.${group}`)}</legend>
              {types.map((type) => (
                <ChannelSelect
                  key={type}
                  type={type}
                  t={t}
                  channel={channelOfType(data, type)}
                  describedBy={emailOff}
                  onChange={(channel) => save.mutate(channelChange(type, channel))}
                />
              ))}
            </fieldset>
          ))}
        </>
      )}
    </section>
  );
}

/** One type's four choices: 'In the app', 'By e-mail', 'Both', 'Off'. */
function ChannelSelect({
  type,
  t,
  channel,
  describedBy,
  onChange,
}: {
  type: NotificationType;
  t: Translate;
  channel: Channel;
  describedBy: string | undefined;
  onChange: (channel: Channel) => void;
}) {
  return (
    <SelectRow
      name={type}
      label={t(`settings.switch.${type}`)}
      value={channel}
      describedBy={describedBy}
      onChange={(value) => {
        if (isChannel(value)) onChange(value);
      }}
    >
      {CHANNELS.map((option) => (
        <option key={option} value={option}>
          {t(`settings.channel.${option}`)}
        </option>
      ))}
    </SelectRow>
  );
}

function SelectRow({
  name,
  label,
  value,
  disabled,
  describedBy,
  onChange,
  children,
}: {
  name: string;
  label: string;
  value: string;
  disabled?: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.selectRow} data-preference={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

function PreferenceToggle({
  name,
  label,
  on,
  describedBy,
  onChange,
}: {
  name: string;
  label: string;
  on: boolean;
  describedBy?: string | undefined;
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
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
