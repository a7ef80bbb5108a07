import { useState } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { editProjectDescriptionSchema, PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { Button, Field } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useUpdateProject } from '../api/update-project.ts';
import styles from '../project-detail-page.module.css';

/** The owner's edit of the description: required, saved through the project update. */
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
  const [touched, setTouched] = useState(false);
  const update = useUpdateProject({
    success: PROJECT_TOASTS.descriptionUpdated,
    failure: PROJECT_TOASTS.descriptionUpdateFailed,
  });
  const parsed = editProjectDescriptionSchema.safeParse({ description: draft });
  return (
    <form
      className={styles.editForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success)
          update.mutate({ projectId, changes: { description: parsed.data.description } }, { onSuccess: onClose });
      }}
    >
      <Field
        as="textarea"
        rows={8}
        label={message(PROJECT_LABELS.description)}
        required
        value={draft}
        error={touched && !parsed.success ? message(parsed.error.issues[0]?.message) : undefined}
        onChange={(event) => onDraft(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
      />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          {t('detail.cancel')}
        </Button>
        <Button type="submit" disabled={!parsed.success} busy={update.isPending}>
          {t('detail.save')}
        </Button>
      </div>
    </form>
  );
}
