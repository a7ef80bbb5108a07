import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Button, ConfirmDialog } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useDeleteProject } from '../api/delete-project.ts';

/** The owner's delete, behind a confirmation; then /projects (spec 4). */
export function DeleteProjectButton({ projectId, title }: { projectId: string; title: string }) {
  const { t } = useTranslation(projectsCatalogue);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject(() => navigate('/projects'));
  return (
    <>
      <Button
        variant="danger"
        opensDialog="delete-project"
        icon={<Trash2 aria-hidden="true" size={16} />}
        onClick={() => setOpen(true)}
      >
        {t('detail.deleteProject')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('detail.deleteProjectTitle')}
        confirmLabel={t('detail.delete')}
        cancelLabel={t('detail.cancel')}
        busy={remove.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => remove.mutate(projectId, { onSettled: () => setOpen(false) })}
      >
        <p>{t('detail.deleteProjectQuestion', { title })}</p>
      </ConfirmDialog>
    </>
  );
}
