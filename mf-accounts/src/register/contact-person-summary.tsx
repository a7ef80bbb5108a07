import type { ContactPerson } from './contact-person.ts';
import styles from './register.module.css';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** Step 2 shows the personal fields of step 1, prefilled from the account. */
export function ContactPersonSummary({ person }: { person: ContactPerson }) {
  const { t } = useTranslation(accountsCatalogue);
  return (
    <dl className={styles.summary} aria-label={t('register.step1')}>
      <div>
        <dt>{t('summary.name')}</dt>
        <dd>{`${person.firstName} ${person.lastName}`.trim()}</dd>
      </div>
      <div>
        <dt>{t('summary.email')}</dt>
        <dd>{person.email}</dd>
      </div>
      {person.phone ? (
        <div>
          <dt>{t('summary.phone')}</dt>
          <dd>{person.phone}</dd>
        </div>
      ) : null}
    </dl>
  );
}
