import { formatFileSize } from '@brf/ui';
import type { ListedFile } from '../api/decision-project.ts';
import type { QuoteFiles } from '../decision-pack-model.ts';
import { formatWhen, type PackTexts } from '../pack-texts.ts';
import { PackPart } from './pack-part.tsx';
import styles from '../decision-pack.module.css';

function FileList({ title, files, texts }: { title: string; files: readonly ListedFile[]; texts: PackTexts }) {
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      {files.length === 0 ? (
        <p className={styles.note}>{texts.t('decision.attachments.none')}</p>
      ) : (
        <ul className={styles.list}>
          {files.map((file, index) => {
            const facts = {
              name: file.name,
              size: formatFileSize(file.size),
              date: formatWhen(file.uploadedAt, texts.language),
            };
            return (
              <li key={`${file.name}-${index}`}>
                {file.withdrawn
                  ? texts.t('decision.attachments.fileWithdrawn', {
                      ...facts,
                      number: String(file.withdrawn.number),
                      withdrawn: formatWhen(file.withdrawn.at, texts.language),
                    })
                  : texts.t('decision.attachments.file', facts)}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/**
 * Part 6: the files on record, by name, size and upload time, a project file withdrawn by an
 * addendum marked so (the pack lists them; the project page opens them).
 */
export function AttachmentsPart({
  projectFiles,
  quoteFiles,
  texts,
}: {
  projectFiles: readonly ListedFile[];
  quoteFiles: readonly QuoteFiles[];
  texts: PackTexts;
}) {
  const { t } = texts;
  return (
    <PackPart id="attachments" title={t('decision.attachments.title')}>
      <FileList title={t('decision.attachments.project')} files={projectFiles} texts={texts} />
      {quoteFiles.map((quote) => (
        <FileList
          key={quote.quoteId}
          title={t('decision.attachments.quote', { provider: quote.provider })}
          files={quote.files}
          texts={texts}
        />
      ))}
    </PackPart>
  );
}
