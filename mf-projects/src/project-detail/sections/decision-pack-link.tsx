import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { projectsCatalogue } from '../../i18n.ts';
import styles from './decision-pack-link.module.css';

/**
 * The board's way to its decision pack (/projects/:id/decision, mf-quotes' page), just above the
 * quotes it compares; the database shows the pack's parts to the board and admins only.
 */
export function DecisionPackLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation(projectsCatalogue);
  return (
    <p className={styles.row}>
      <Link to={`/projects/${projectId}/decision`} className={styles.link} data-part="decision-pack-link">
        <FileText aria-hidden="true" size={16} />
        {t('decision.link')}
      </Link>
    </p>
  );
}
