import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { editProjectDescriptionSchema, PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { Button, Field, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useRequestRecord } from '../api/request-record.ts';
import { useUpdateProject } from '../api/update-project.ts';
import styles from '../project-detail-page.module.css';

/**
 * The owner's edit of the description: required, saved through the project update. After the
 * first quote the saved change is the next addendum (decision 0025), and the form says so first.
 */
export function DescriptionEditor({
  projectId,
  draft,
  onDraft,
  onClose,
}: {
  projectId: string;
  draft: string;
  onDraft: (draft: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const form = useSchemaForm(editProjectDescriptionSchema, {
    mode: 'all',
    translate: message,
    // Save is disabled while invalid; a submit that races the check only shows the message, focus stays.
    shouldFocusError: false,
    // the section keeps the draft, so closing and opening it again while editing keeps the text
    defaultValues: { description: draft },
  });
  const record = useRequestRecord(projectId);
  const nextAddendum = record.data?.nextAddendum ?? null;
  const update = useUpdateProject({
    success: PROJECT_TOASTS.descriptionUpdated,
    failure: PROJECT_TOASTS.descriptionUpdateFailed,
  });
  return (
    <form
      className={styles.editForm}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        update.mutate({ projectId, changes: { description: values.description } }, { onSuccess: onClose }),
      )}
    >
      <Field
        as="textarea"
        rows={8}
        label={message(PROJECT_LABELS.description)}
        required
        {...form.field('description', { onChange: (event) => onDraft(event.target.value) })}
      />
      {nextAddendum ? (
        <p className={styles.muted}>{t('detail.addenda.nextHint', { number: String(nextAddendum) })}</p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {t('detail.cancel')}
        </Button>
        <Button type="submit" disabled={!form.formState.isValid} busy={update.isPending}>
          {t('detail.save')}
        </Button>
      </div>
    </form>
  );
}
