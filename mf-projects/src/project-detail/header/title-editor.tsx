import { useTranslation } from '@brf/i18n';
import { PROJECT_LABELS, PROJECT_TOASTS } from '@brf/domain/projects';
import { useDomainMessage } from '@brf/domain/i18n';
import { InlineEditableText, SwedishText } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useUpdateProject } from '../api/update-project.ts';
import { titleProblem } from './title-rule.ts';
import styles from './project-header.module.css';

const swedish = (text: string) => <SwedishText>{text}</SwedishText>;
/** The page's content a visitor waits for, as the page benchmark times it (Element Timing). */
const HEADER_TIMING = 'detail-header';

/** The title, editable inline by the owner (spec 5: 3 to 200 characters, trimmed). */
export function TitleEditor({ projectId, title, editable }: { projectId: string; title: string; editable: boolean }) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const update = useUpdateProject({ success: PROJECT_TOASTS.titleUpdated, failure: PROJECT_TOASTS.titleUpdateFailed });

  if (!editable)
    return (
      <h1 className={styles.title} elementtiming={HEADER_TIMING}>
        {swedish(title)}
      </h1>
    );
  return (
    <InlineEditableText
      label={message(PROJECT_LABELS.title)}
      editLabel={t('detail.editTitle')}
      value={title}
      heading={1}
      elementTiming={HEADER_TIMING}
      renderValue={swedish}
      textClassName={styles.title}
      inputClassName={styles.titleInput}
      validate={(text) => {
        const problem = titleProblem(text);
        return problem ? message(problem) : null;
      }}
      // a failure is the spec's toast (useUpdateProject); the editor stays open for another try
      onSave={(text) =>
        update.mutateAsync({ projectId, changes: { title: text.trim() } }).then(
          () => undefined,
          () => false as const,
        )
      }
    />
  );
}
