import { useId } from 'react';
import { useTranslation } from '@brf/i18n';
import { CANCEL_REASON_MAX_LENGTH, cancelProcurementSchema } from '@brf/domain/projects';
import { Button, Field, Modal, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { showToast } from '../../shared/projects-bus.ts';
import { useCancelProject } from '../api/cancel-project.ts';
import { cancelError, cancelText } from './cancel-messages.ts';
import styles from './project-actions-menu.module.css';

/**
 * Cancelling a procurement (issue 30): the board gives its reason, which the project shows and
 * everyone who quoted or follows is told. The dialog stays open when the database refuses.
 */
export function CancelProcurementDialog({
  projectId,
  title,
  onClose,
}: {
  projectId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const formId = useId();
  const cancel = useCancelProject();
  const form = useSchemaForm(cancelProcurementSchema, {
    translate: (message) => cancelText(message, t),
    defaultValues: { reason: '' },
  });
  const busy = form.formState.isSubmitting || cancel.isPending;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ projectId, reason });
      showToast('success', t('cancel.done'));
      onClose();
    } catch (error) {
      console.error('[mf-projects] cancel project failed', error);
      showToast('error', cancelError(error, t));
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('cancel.title')}
      dismissible={!busy}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel.back')}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel={t('cancel.cancelling')}>
            {t('cancel.confirm')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.dialogForm} noValidate onSubmit={onSubmit}>
        <p className={styles.dialogText}>{t('cancel.explanation', { title })}</p>
        <Field
          as="textarea"
          rows={4}
          label={t('cancel.reasonLabel')}
          hint={t('cancel.reasonHint')}
          required
          maxLength={CANCEL_REASON_MAX_LENGTH}
          disabled={busy}
          {...form.field('reason')}
        />
      </form>
    </Modal>
  );
}
