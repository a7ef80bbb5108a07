import { formatFileSize } from '@brf/ui';
import type { RequestAddendum } from '@brf/domain/projects';
import type { ListedFile } from '../api/decision-project.ts';
import type { PackMessage } from '../api/decision-questions.ts';
import { formatWhen, type PackTexts } from '../pack-texts.ts';
import type { RequestPart } from '../request-part.ts';
import styles from '../decision-pack.module.css';

/**
 * Part 1 after its facts (decision 0025): what the facts are (the request as it stood at the
 * deadline), the request's documents then, every addendum with what it changed, and the questions
 * and answers of the project's message board.
 */
export function RequestRecordPart({
  request,
  files,
  texts,
}: {
  request: RequestPart;
  /** the project's files now, shown when no quote froze the request */
  files: readonly ListedFile[];
  texts: PackTexts;
}) {
  const { t, language } = texts;
  const documents =
    request.documents?.map((file) => ({ name: file.fileName, size: file.fileSize, uploadedAt: file.uploadedAt })) ??
    files.filter((file) => !file.withdrawn);
  return (
    <>
      <p className={styles.note}>{asItStood(request, texts)}</p>
      <h3 className={styles.subTitle}>{t('decision.request.documents')}</h3>
      {documents.length === 0 ? (
        <p className={styles.note}>{t('decision.attachments.none')}</p>
      ) : (
        <ul className={styles.list}>
          {documents.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {t('decision.attachments.file', {
                name: file.name,
                size: formatFileSize(file.size),
                date: formatWhen(file.uploadedAt, language),
              })}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subTitle}>{t('decision.addenda.title')}</h3>
      {request.addenda.length === 0 ? (
        <p className={styles.note}>
          {t(request.frozenAt ? 'decision.addenda.none' : 'decision.addenda.noneBeforeQuotes')}
        </p>
      ) : (
        <ol className={styles.list} data-part="addenda">
          {request.addenda.map(({ addendum, beforeDeadline }) => (
            <li key={addendum.number} data-addendum={addendum.number}>
              <AddendumText addendum={addendum} beforeDeadline={beforeDeadline} texts={texts} />
            </li>
          ))}
        </ol>
      )}
      <h3 className={styles.subTitle}>{t('decision.questions.title')}</h3>
      {request.questions.length === 0 ? (
        <p className={styles.note}>{t('decision.questions.none')}</p>
      ) : (
        <ol className={styles.list} data-part="questions">
          {request.questions.map(({ question, answers }) => (
            <li key={question.id}>
              <MessageText message={question} kind="question" texts={texts} />
              {answers.length > 0 ? (
                <ul className={styles.list}>
                  {answers.map((answer) => (
                    <li key={answer.id}>
                      <MessageText message={answer} kind="answer" texts={texts} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function asItStood(request: RequestPart, { t, language }: PackTexts): string {
  if (!request.frozenAt) return t('decision.request.notFrozen');
  const date = formatWhen(request.frozenAt, language);
  return request.addendaBeforeDeadline.length === 0
    ? t('decision.request.asItStoodNoAddenda', { date })
    : t('decision.request.asItStood', { date, numbers: request.addendaBeforeDeadline.join(', ') });
}

function AddendumText({
  addendum,
  beforeDeadline,
  texts,
}: {
  addendum: RequestAddendum;
  beforeDeadline: boolean;
  texts: PackTexts;
}) {
  const { t, language, categoryName } = texts;
  const date = formatWhen(addendum.createdAt, language);
  const lines: string[] = [];
  if (addendum.changes.includes('title') && addendum.title !== null) {
    lines.push(t('decision.addenda.newTitle', { title: addendum.title }));
  }
  if (addendum.changes.includes('categories') && addendum.categories) {
    lines.push(t('decision.addenda.newCategories', { categories: addendum.categories.map(categoryName).join(', ') }));
  }
  for (const file of addendum.filesAdded) {
    lines.push(t('decision.addenda.fileAdded', { name: file.fileName, size: formatFileSize(file.fileSize) }));
  }
  for (const file of addendum.filesWithdrawn) lines.push(t('decision.addenda.fileWithdrawn', { name: file.fileName }));
  return (
    <>
      <strong>
        {addendum.madeByName
          ? t('decision.addenda.headingBy', { number: String(addendum.number), date, name: addendum.madeByName })
          : t('decision.addenda.heading', { number: String(addendum.number), date })}
      </strong>
      {beforeDeadline ? null : <span className={styles.note}> {t('decision.addenda.afterDeadline')}</span>}
      {addendum.changes.includes('description') && addendum.description !== null ? (
        <>
          <br />
          {t('decision.addenda.newDescription')}
          <span className={styles.quoted}>{addendum.description}</span>
        </>
      ) : null}
      {lines.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
    </>
  );
}

function MessageText({
  message,
  kind,
  texts: { t, language },
}: {
  message: PackMessage;
  kind: 'question' | 'answer';
  texts: PackTexts;
}) {
  const from = message.organization ?? t('decision.questions.deletedSender');
  const date = formatWhen(message.at, language);
  return (
    <>
      <strong>{t(`decision.questions.${kind}`, { organization: from, date })}</strong>
      <span className={styles.quoted}>{message.text}</span>
    </>
  );
}
