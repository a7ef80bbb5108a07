import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_LABELS } from '@brf/domain/projects';
import { Button, CollapsibleSection, LazyPartSlot } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { DescriptionEditor } from '../owner-editors.ts';
import styles from '../project-detail-page.module.css';

export function DescriptionSection({
  projectId,
  description,
  isOwner,
}: {
  projectId: string;
  description: string;
  isOwner: boolean;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <CollapsibleSection
      title={message(PROJECT_LABELS.description)}
      defaultOpen
      actions={
        isOwner && draft === null ? (
          <Button
            variant="ghost"
            size="small"
            icon={<Pencil aria-hidden="true" size={16} />}
            aria-label={`${t('detail.edit')} ${message(PROJECT_LABELS.description)}`}
            onClick={() => setDraft(description)}
          >
            {t('detail.edit')}
          </Button>
        ) : null
      }
    >
      {draft === null ? (
        <p className={styles.description}>{description}</p>
      ) : (
        <LazyPartSlot fallback={<p className={styles.description}>{description}</p>} onClose={() => setDraft(null)}>
          <DescriptionEditor projectId={projectId} draft={draft} onDraft={setDraft} onClose={() => setDraft(null)} />
        </LazyPartSlot>
      )}
    </CollapsibleSection>
  );
}
