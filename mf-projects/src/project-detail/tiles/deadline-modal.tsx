import { useController } from 'react-hook-form';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { editSubmissionDeadlineSchema, PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { toDateTimeInputValue } from '@brf/domain/format';
import { DateTimeInput, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { OwnerFormModal } from '../owner-form-modal.tsx';

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
  const form = useSchemaForm(editSubmissionDeadlineSchema, {
    mode: 'all',
    translate: message,
    // Save is disabled while invalid; a submit that races the check only shows the message, focus stays.
    shouldFocusError: false,
    defaultValues: { submission_deadline: toDateTimeInputValue(deadline) },
  });
  // the kit's picker hands over its text, not an event, so it is a controlled field
  const { field } = useController({ control: form.control, name: 'submission_deadline' });
  const update = useUpdateProject({
    success: PROJECT_TOASTS.deadlineUpdated,
    failure: PROJECT_TOASTS.deadlineUpdateFailed,
  });
  return (
    <OwnerFormModal
      title={t('detail.editDeadlineTitle')}
      formId="deadline-form"
      form={form}
      saving={update.isPending}
      onSave={(values) =>
        update.mutate(
          { projectId, changes: { submission_deadline: values.submission_deadline.toISOString() } },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    >
      <DateTimeInput
        label={message(PROJECT_LABELS.submission_deadline)}
        required
        value={typeof field.value === 'string' ? field.value : ''}
        error={form.error('submission_deadline')}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </OwnerFormModal>
  );
}
