import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';
import { SUPPORT_EMAIL } from '../home/home-footer.tsx';
import { LegalPage } from './legal-page.tsx';
import { RetentionList } from './retention-list.tsx';

export default function TermsOfServicePage() {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <LegalPage page="terms-of-service" title={t('terms.title')}>
      <h2>{t('terms.service.heading')}</h2>
      <p>{t('terms.service.text')}</p>
      <h2>{t('terms.who.heading')}</h2>
      <p>{t('terms.who.text')}</p>
      <h2>{t('terms.quotes.heading')}</h2>
      <p>{t('terms.quotes.text')}</p>
      <h2>{t('terms.retention.heading')}</h2>
      <RetentionList />
      <h2>{t('terms.contact.heading')}</h2>
      <p>{t('terms.contact.text', { email: SUPPORT_EMAIL })}</p>
    </LegalPage>
  );
}
