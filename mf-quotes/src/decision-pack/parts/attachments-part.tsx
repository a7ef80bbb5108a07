import { formatFileSize } from '@brf/ui';
import type { ListedFile } from '../api/decision-project.ts';
import type { QuoteFiles } from '../decision-pack-model.ts';
import type { PackTexts } from '../pack-texts.ts';
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
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {texts.t('decision.attachments.file', { name: file.name, size: formatFileSize(file.size) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Part 6: the files on record, by name and size (the pack lists them; the project page opens them). */
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
