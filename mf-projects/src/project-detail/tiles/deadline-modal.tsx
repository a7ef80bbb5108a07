import { useState } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { editSubmissionDeadlineSchema, PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { toDateTimeInputValue } from '@brf/domain/format';
import { Button, DateTimeInput, Modal } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useUpdateProject } from '../api/update-project.ts';
import styles from '../project-detail-page.module.css';

/** The owner moves the submission deadline (spec 5: a valid date and time; the database keeps the 7-day rule). */
export function DeadlineModal({
  projectId,
  deadline,
  onClose,
}: {
  projectId: string;
  deadline: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [value, setValue] = useState(toDateTimeInputValue(deadline));
  const [touched, setTouched] = useState(false);
  const update = useUpdateProject({
    success: PROJECT_TOASTS.deadlineUpdated,
    failure: PROJECT_TOASTS.deadlineUpdateFailed,
  });
  const parsed = editSubmissionDeadlineSchema.safeParse({ submission_deadline: value });
  const error = !parsed.success && touched ? message(parsed.error.issues[0]?.message) : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('detail.editDeadlineTitle')}
      dismissible={!update.isPending}
      footer={
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('detail.cancel')}
          </Button>
          <Button type="submit" form="deadline-form" disabled={!parsed.success} busy={update.isPending}>
            {t('detail.save')}
          </Button>
        </div>
      }
    >
      <form
        id="deadline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!parsed.success) return;
          update.mutate(
            { projectId, changes: { submission_deadline: parsed.data.submission_deadline.toISOString() } },
            { onSuccess: onClose },
          );
        }}
      >
        <DateTimeInput
          label={message(PROJECT_LABELS.submission_deadline)}
          required
          value={value}
          error={error}
          onChange={setValue}
          onBlur={() => setTouched(true)}
        />
      </form>
    </Modal>
  );
}
