import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@brf/i18n';
import { ConfirmDialog } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useDeleteProject } from '../api/delete-project.ts';
import styles from './project-actions-menu.module.css';

/**
 * The owner's delete, behind a confirmation; then /projects (spec 4). delete_project erases a
 * project without quotes and archives one with quotes: the dialog says which happens when.
 */
export function DeleteProjectDialog({
  projectId,
  title,
  onClose,
}: {
  projectId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const navigate = useNavigate();
  const remove = useDeleteProject(() => navigate('/projects'));
  return (
    <ConfirmDialog
      open
      title={t('detail.deleteProjectTitle')}
      confirmLabel={t('detail.delete')}
      cancelLabel={t('detail.cancel')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate(projectId, { onSettled: onClose })}
    >
      <p className={styles.dialogText}>{t('detail.deleteProjectQuestion', { title })}</p>
      <p className={styles.dialogText}>{t('cancel.deleteOutcome')}</p>
    </ConfirmDialog>
  );
}
