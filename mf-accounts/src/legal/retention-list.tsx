import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** The retention periods the terms and the privacy policy both state. */
export function RetentionList() {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <ul>
      <li>{t('retention.account')}</li>
      <li>{t('retention.project')}</li>
      <li>{t('retention.communication')}</li>
      <li>{t('retention.analytics')}</li>
    </ul>
  );
}
