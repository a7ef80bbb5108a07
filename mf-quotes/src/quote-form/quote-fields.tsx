import { useTranslation } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import type { QuoteAttachment } from '@brf/supabase/data';
import { useDomainMessage } from '@brf/domain/i18n';
import { ATTACHMENT_ACCEPT, SKIPPED_FILE_REASONS, selectAttachmentFiles } from '@brf/domain/files';
import { useId, useState } from 'react';
import type { RequestQuoteTerm } from '@brf/domain/projects';
import { QUOTE_DESCRIPTION_MAX_LENGTH, QUOTE_LABELS, formatExactQuoteAmount, type QuoteVat } from '@brf/domain/quotes';
import { Trash2, Undo2 } from 'lucide-react';
import { Button, Field, FilePicker, type FieldProps } from '@brf/ui';
import { quoteFormCatalogue } from './i18n.ts';
import type { QuoteAttachments } from './use-quote-attachments.ts';
import { QuoteTermsFields, type QuoteTermName } from './quote-terms-fields.tsx';
import styles from './quote-form.module.css';

export interface QuoteFieldsProps {
  /** the amount, description and terms of the modal's or the page's form */
  form: { field: (name: 'quote_amount' | 'description' | QuoteTermName) => Partial<FieldProps> };
  attachments: QuoteAttachments;
  descriptionRequired: boolean;
  /** what the project asks of its quotes (issue 30) */
  request: { requiredTerms: readonly RequestQuoteTerm[]; submissionDeadline: string };
  /** VAT on the amount as typed, once it and the price basis are there */
  vat: QuoteVat | null;
  /** files the quote already has (editing) */
  existingFiles?: readonly QuoteAttachment[];
  disabled?: boolean;
}

/**
 * Amount (typed in Swedish format: '1 250 000,50') with its VAT, description, the terms (issue 30),
 * attachments. spec 5: 50 MB each, 20 per selection, duplicates by name skipped, too large or wrong
 * type dropped with a console warning, and named beside the picker; each file gets a progress bar
 * while it uploads.
 */
export function QuoteFields({
  form,
  attachments,
  descriptionRequired,
  request,
  vat,
  existingFiles = [],
  disabled,
}: QuoteFieldsProps) {
  const { t, language } = useTranslation(quoteFormCatalogue);
  const message = useDomainMessage();
  const [skipped, setSkipped] = useState<Array<{ name: string; reason: string }>>([]);
  const vatId = useId();
  return (
    <div className={styles.fields}>
      <div className={styles.amount}>
        <Field
          label={t('form.amountLabel', { label: message(QUOTE_LABELS.quote_amount) })}
          hint={t('form.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          disabled={disabled}
          aria-describedby={vat ? vatId : undefined}
          {...form.field('quote_amount')}
        />
        <p id={vatId} className={styles.vat} aria-live="polite">
          {vat
            ? t('terms.vatLine', {
                vat: formatExactQuoteAmount(vat.vat),
                total: formatExactQuoteAmount(vat.amountInclVat),
              })
            : null}
        </p>
      </div>
      <Field
        as="textarea"
        rows={5}
        label={message(QUOTE_LABELS.description)}
        hint={t('form.descriptionHint', { max: QUOTE_DESCRIPTION_MAX_LENGTH })}
        required={descriptionRequired}
        maxLength={QUOTE_DESCRIPTION_MAX_LENGTH}
        disabled={disabled}
        {...form.field('description')}
      />
      <QuoteTermsFields
        form={form}
        requiredTerms={request.requiredTerms}
        submissionDeadline={request.submissionDeadline}
        disabled={disabled}
      />
      {existingFiles.length > 0 ? (
        <div className={styles.existing}>
          <p className={styles.existingTitle}>{t('form.existingFiles')}</p>
          <ul className={styles.existingList}>
            {existingFiles.map((file) => {
              const removed = attachments.removedFileIds.includes(file.id);
              return (
                <li key={file.id} className={styles.existingFile} data-removed={removed || undefined}>
                  <span className={styles.existingName}>
                    {removed ? <del>{file.file_name}</del> : file.file_name}
                    {file.created_at ? (
                      <span>
                        {' · '}
                        <time dateTime={file.created_at}>
                          {t('form.fileUploaded', { date: formatDateTime(file.created_at, language) })}
                        </time>
                      </span>
                    ) : null}
                    {removed ? <span className={styles.removedNote}> · {t('form.removedOnSave')}</span> : null}
                  </span>
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={disabled}
                    icon={removed ? <Undo2 aria-hidden="true" size={14} /> : <Trash2 aria-hidden="true" size={14} />}
                    aria-label={
                      removed
                        ? t('form.keepFileLabel', { name: file.file_name })
                        : t('form.removeFileLabel', { name: file.file_name })
                    }
                    onClick={() => attachments.toggleRemovedFile(file.id)}
                  >
                    {removed ? t('form.keepFile') : t('form.removeFile')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <FilePicker
        skipped={skipped}
        label={t('form.attachments')}
        hint={t('form.attachmentsHint')}
        accept={ATTACHMENT_ACCEPT}
        multiple
        disabled={disabled}
        files={attachments.files.map((file, index) => ({
          name: file.name,
          size: file.size,
          progress: attachments.progress[index],
          progressLabel: t('form.uploading', { name: file.name }),
        }))}
        onFiles={(chosen) => {
          const kept = existingFiles.filter((file) => !attachments.removedFileIds.includes(file.id));
          const selection = selectAttachmentFiles(
            [
              ...kept.map((file) => ({ name: file.file_name, size: file.file_size ?? 0, type: file.file_type ?? '' })),
              ...attachments.files,
            ],
            chosen,
            'name',
          );
          for (const { file, reason } of selection.rejected)
            console.warn(`[mf-quotes] attachment skipped (${reason}): ${file.name}`);
          setSkipped(
            selection.rejected.map(({ file, reason }) => ({
              name: file.name,
              reason: message(SKIPPED_FILE_REASONS[reason]),
            })),
          );
          if (selection.accepted.length > 0) attachments.setFiles([...attachments.files, ...selection.accepted]);
        }}
        onRemove={(index) => attachments.setFiles(attachments.files.filter((_, i) => i !== index))}
      />
    </div>
  );
}
