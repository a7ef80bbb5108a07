import { useState } from 'react';
import { useDomainMessage } from '@brf/domain/i18n';
import { PROJECT_LABELS } from '@brf/domain/projects';
import { CollapsibleSection, LazyPartSlot } from '@brf/ui';
import { DescriptionEditor } from '../owner-editors.ts';
import { SectionEditButton } from './section-edit-button.tsx';
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
  const message = useDomainMessage();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <CollapsibleSection
      title={message(PROJECT_LABELS.description)}
      defaultOpen
      actions={
        isOwner && draft === null ? (
          <SectionEditButton label={message(PROJECT_LABELS.description)} onClick={() => setDraft(description)} />
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
