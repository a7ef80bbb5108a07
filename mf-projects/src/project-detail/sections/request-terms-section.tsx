import { useTranslation } from '@brf/i18n';
import { requiredQuoteTerms } from '@brf/domain/projects';
import { CollapsibleSection } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import styles from './request-terms-section.module.css';

/**
 * What the request asks of every quote (issue 30), for everyone who sees the project: whether
 * bids are sealed and which terms a quote must state. The price basis is always among them.
 */
export function RequestTermsSection({
  sealedBids,
  terms,
}: {
  sealedBids: boolean | null;
  terms: readonly string[] | null;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const required = ['price_basis', ...requiredQuoteTerms(terms)];
  return (
    <CollapsibleSection title={t('request.section')} defaultOpen>
      <div className={styles.body}>
        {sealedBids ? <p className={styles.sealed}>{t('request.sealedExplained')}</p> : null}
        <p className={styles.lead}>{t('request.mustState')}</p>
        <ul className={styles.terms}>
          {required.map((term) => (
            <li key={term} data-term={term}>
              {t(`request.term.${term}`)}
            </li>
          ))}
        </ul>
      </div>
    </CollapsibleSection>
  );
}
