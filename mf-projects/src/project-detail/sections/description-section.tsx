import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { editProjectDescriptionSchema, PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { Button, CollapsibleSection, Field } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useUpdateProject } from '../api/update-project.ts';
import styles from '../project-detail-page.module.css';

export function DescriptionSection({ projectId, description, isOwner }: { projectId: string; description: string; isOwner: boolean }) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [draft, setDraft] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const update = useUpdateProject({ success: PROJECT_TOASTS.descriptionUpdated, failure: PROJECT_TOASTS.descriptionUpdateFailed });
  const parsed = editProjectDescriptionSchema.safeParse({ description: draft ?? '' });
  const close = () => {
    setDraft(null);
    setTouched(false);
  };
  return (
    <CollapsibleSection
      title={message(PROJECT_LABELS.description)}
      defaultOpen
      actions={
        isOwner && draft === null ? (
          <Button variant="ghost" size="small" icon={<Pencil aria-hidden="true" size={16} />} aria-label={`${t('detail.edit')} ${message(PROJECT_LABELS.description)}`} onClick={() => setDraft(description)}>
            {t('detail.edit')}
          </Button>
        ) : null
      }
    >
      {draft === null ? (
        <p className={styles.description}>{description}</p>
      ) : (
        <form
          className={styles.editForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (parsed.success) update.mutate({ projectId, changes: { description: parsed.data.description } }, { onSuccess: close });
          }}
        >
          <Field
            as="textarea"
            rows={8}
            label={message(PROJECT_LABELS.description)}
            required
            value={draft}
            error={touched && !parsed.success ? message(parsed.error.issues[0]?.message) : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
          />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={close} disabled={update.isPending}>
              {t('detail.cancel')}
            </Button>
            <Button type="submit" disabled={!parsed.success} busy={update.isPending}>
              {t('detail.save')}
            </Button>
          </div>
        </form>
      )}
    </CollapsibleSection>
  );
}
