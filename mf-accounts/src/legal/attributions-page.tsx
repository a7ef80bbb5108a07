import { RichText, useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';
import { LegalPage } from './legal-page.tsx';

export default function AttributionsPage() {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <LegalPage page="attributions" title={t('attributions.title')}>
      <h2>{t('attributions.icons')}</h2>
      <p>
        <RichText
          text={t('attributions.lucide')}
          tags={{ lucide: (label) => <a href="https://lucide.dev">{label}</a> }}
        />
      </p>
    </LegalPage>
  );
}
