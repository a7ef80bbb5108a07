import { useEffect, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Button } from '@brf/ui';
import { accountsCatalogue } from '../i18n.ts';
import { showToast } from '../shared/accounts-bus.ts';
import { LogoPicker, type LogoChoice } from '../register/logo-picker.tsx';
import { profileLogoUrl, useChangeLogo } from './api/change-logo.ts';
import styles from './profile-logo.module.css';

/**
 * A provider's logo on its profile: shown, replaced (the logo rules of registration) or removed;
 * only shown to a member who is no admin.
 */
export function ProfileLogo({
  userId,
  profileId,
  logoId,
  readOnly = false,
}: {
  userId: string;
  profileId: string;
  logoId: string | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const change = useChangeLogo();
  const [url, setUrl] = useState<string | null>(null);
  const [choice, setChoice] = useState<LogoChoice>({ file: null, error: null });

  useEffect(() => {
    let live = true;
    setUrl(null);
    if (logoId) {
      profileLogoUrl(logoId).then(
        (signed) => live && setUrl(signed),
        (error) => console.error('[mf-accounts] the logo could not be shown', error),
      );
    }
    return () => {
      live = false;
    };
  }, [logoId]);

  const save = (file: File | null) =>
    change.mutate(
      { userId, profileId, current: logoId, file },
      {
        onSuccess: () => {
          setChoice({ file: null, error: null });
          showToast('success', file ? t('profile.logoReplaced') : t('profile.logoRemoved'));
        },
        onError: (error) => {
          console.error('[mf-accounts] changing the logo failed', error);
          showToast('error', t('profile.logoFailed'));
        },
      },
    );

  return (
    <section className={styles.logo} aria-labelledby="profile-logo-title">
      <h2 id="profile-logo-title" className={styles.title}>
        {t('profile.logo')}
      </h2>
      {logoId ? (
        <div className={styles.current}>
          {url ? (
            <img src={url} alt={t('profile.logoAlt')} width={96} height={96} className={styles.image} />
          ) : (
            <span className={styles.placeholder} />
          )}
          {readOnly ? null : (
            <Button
              variant="secondary"
              size="small"
              icon={<Trash2 aria-hidden="true" size={14} />}
              busy={change.isPending && !choice.file}
              onClick={() => save(null)}
            >
              {t('profile.removeLogo')}
            </Button>
          )}
        </div>
      ) : (
        <p className={styles.none}>{t('profile.noLogo')}</p>
      )}
      {readOnly ? null : <LogoPicker value={choice} disabled={change.isPending} onChange={setChoice} />}
      {choice.file && !readOnly ? (
        <Button size="small" busy={change.isPending} onClick={() => save(choice.file)}>
          {logoId ? t('profile.replaceLogo') : t('profile.addLogo')}
        </Button>
      ) : null}
    </section>
  );
}
