import { Link } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_LIST_TEXTS } from '@brf/domain/projects';
import { InlineAlert, PageHeading } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import styles from './create-project-page.module.css';

/**
 * /projects/create for a deputy or an observer: the board's projects are created by its chair and
 * members (decision 0024), so instead of a form the database would refuse, who does and where to go.
 */
export function NotACreator() {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  return (
    <section className={styles.page} data-remote="mf-projects" data-page="create-project">
      <PageHeading title={message(PROJECT_LIST_TEXTS.createNew)} />
      <InlineAlert tone="info">
        <p>{t('create.notACreator')}</p>
        <p>
          <Link to="/projects">{t('create.notACreatorLink')}</Link>
        </p>
      </InlineAlert>
    </section>
  );
}
