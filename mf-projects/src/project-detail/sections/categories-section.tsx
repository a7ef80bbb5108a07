import { useState } from 'react';
import { useServiceCategories } from '@brf/supabase/data';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage, useServiceCategoryName } from '@brf/domain/i18n';
import { serviceCategoryOptions } from '@brf/domain/accounts';
import { PROJECT_DETAIL_TEXTS, PROJECT_LABELS } from '@brf/domain/projects';
import { Badge, Button, CheckboxGrid, CollapsibleSection, Tooltip } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useSetProjectCategories } from '../api/set-project-categories.ts';
import { SectionEditButton } from './section-edit-button.tsx';
import styles from '../project-detail-page.module.css';

export interface CategoriesSectionProps {
  projectId: string;
  categories: ReadonlyArray<{ id: string; name: string }>;
  isOwner: boolean;
}

/** spec 2: owner editable; save disabled with no category, tooltip 'Select at least one service category'. */
export function CategoriesSection({ projectId, categories, isOwner }: CategoriesSectionProps) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const categoryText = useServiceCategoryName();
  const [draft, setDraft] = useState<string[] | null>(null);
  const all = useServiceCategories({ enabled: draft !== null });
  const save = useSetProjectCategories(() => setDraft(null));
  const empty = draft !== null && draft.length === 0;
  const saveButton = (
    <Button
      disabled={empty}
      busy={save.isPending}
      onClick={() => draft && save.mutate({ projectId, categoryIds: draft })}
    >
      {t('detail.save')}
    </Button>
  );
  return (
    <CollapsibleSection
      title={message(PROJECT_LABELS.service_categories)}
      count={categories.length}
      defaultOpen
      actions={
        isOwner && draft === null ? (
          <SectionEditButton
            label={message(PROJECT_LABELS.service_categories)}
            onClick={() => setDraft(categories.map((c) => c.id))}
          />
        ) : null
      }
    >
      {draft === null ? (
        <ul className={styles.chips}>
          {categories.map((category) => (
            <li key={category.id}>
              <Badge tone="info">{categoryText(category.name)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.editForm}>
          <CheckboxGrid
            className={styles.categories}
            legend={message(PROJECT_LABELS.service_categories)}
            options={serviceCategoryOptions(all.data ?? [], categoryText)}
            selected={draft}
            onChange={setDraft}
          />
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={save.isPending}>
              {t('detail.cancel')}
            </Button>
            {empty ? (
              <Tooltip align="end" text={message(PROJECT_DETAIL_TEXTS.categoryTooltip)}>
                {saveButton}
              </Tooltip>
            ) : (
              saveButton
            )}
          </div>
        </div>
      )}
    </CollapsibleSection>
  );
}
