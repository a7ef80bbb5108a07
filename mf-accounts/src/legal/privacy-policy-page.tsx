import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';
import { SUPPORT_EMAIL } from '../home/home-footer.tsx';
import { LegalPage } from './legal-page.tsx';
import { RetentionList } from './retention-list.tsx';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <LegalPage page="privacy-policy" title={t('privacy.title')}>
      <h2>{t('privacy.collect.heading')}</h2>
      <p>{t('privacy.collect.text')}</p>
      <h2>{t('privacy.why.heading')}</h2>
      <p>{t('privacy.why.text')}</p>
      <h2>{t('privacy.retention.heading')}</h2>
      <RetentionList />
      <h2>{t('privacy.rights.heading')}</h2>
      <p>{t('privacy.rights.text', { email: SUPPORT_EMAIL })}</p>
    </LegalPage>
  );
}
