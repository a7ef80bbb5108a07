import { useState } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { useDomainMessage } from '@brf/domain/i18n';
import { Button, SwedishText, VisuallyHidden } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useUpdateProject } from '../api/update-project.ts';
import styles from './project-header.module.css';

/** The title, editable inline by the owner: save needs non-empty trimmed text (spec 5 "Other"). */
export function TitleEditor({ projectId, title, editable }: { projectId: string; title: string; editable: boolean }) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateProject({ success: PROJECT_TOASTS.titleUpdated, failure: PROJECT_TOASTS.titleUpdateFailed });

  if (draft === null) {
    return (
      <div className={styles.titleRow}>
        <h1 className={styles.title}>
          <SwedishText>{title}</SwedishText>
        </h1>
        {editable ? (
          <Button variant="ghost" size="small" icon={<Pencil aria-hidden="true" size={16} />} aria-label={t('detail.editTitle')} onClick={() => setDraft(title)} />
        ) : null}
      </div>
    );
  }
  const trimmed = draft.trim();
  return (
    <form
      className={styles.titleForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!trimmed) return;
        update.mutate({ projectId, changes: { title: trimmed } }, { onSuccess: () => setDraft(null) });
      }}
    >
      <h1 className={styles.hiddenTitle}>
        <VisuallyHidden>{title}</VisuallyHidden>
      </h1>
      <input
        aria-label={message(PROJECT_LABELS.title)}
        className={styles.titleInput}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <Button type="submit" size="small" disabled={!trimmed} busy={update.isPending} icon={<Check aria-hidden="true" size={16} />}>
        {t('detail.save')}
      </Button>
      <Button variant="secondary" size="small" icon={<X aria-hidden="true" size={16} />} onClick={() => setDraft(null)} disabled={update.isPending}>
        {t('detail.cancel')}
      </Button>
    </form>
  );
}
