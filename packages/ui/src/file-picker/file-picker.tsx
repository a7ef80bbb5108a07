import { useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './file-picker.module.css';
import { cx } from '../cx.ts';
import { formatFileSize } from './file-size.ts';
import { ProgressBar } from '../progress-bar/progress-bar.tsx';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface PickedFile {
  name: string;
  size: number;
  /** 0..1 while (or after) uploading: a progress bar under the name. */
  progress?: number;
  /** Accessible name of that bar, e.g. 'Uploading plan.pdf'. */
  progressLabel?: string;
}

export interface FilePickerProps {
  label: ReactNode;
  /** Called with the newly chosen files; validation (size, type, duplicates) is the caller's. */
  onFiles: (files: File[]) => void;
  /** Files chosen so far, listed with a remove button each. */
  files?: readonly PickedFile[];
  onRemove?: (index: number) => void;
  accept?: string;
  multiple?: boolean;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  removeLabel?: (fileName: string) => string;
  /** files the last choice left out, each with why (in the language shown): named beside the picker */
  skipped?: ReadonlyArray<{ name: string; reason: string }>;
  className?: string;
}

export function FilePicker({
  label,
  onFiles,
  files = [],
  onRemove,
  accept,
  multiple = false,
  hint,
  error,
  disabled,
  removeLabel,
  skipped = [],
  className,
}: FilePickerProps) {
  const id = useId();
  const { t, language } = useTranslation(uiCatalogue);
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.picker, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.drop}>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className={styles.input}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same file again still fires a change.
            event.currentTarget.value = '';
            if (chosen.length > 0) onFiles(chosen);
          }}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div role="status" className={skipped.length > 0 ? styles.skipped : undefined}>
        {skipped.length > 0 ? (
          <>
            <p className={styles.skippedTitle}>{t('filePicker.skipped', { count: skipped.length })}</p>
            <ul className={styles.skippedList}>
              {skipped.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span className={styles.skippedName}>{file.name}</span>: {file.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className={styles.list} aria-label={t('filePicker.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className={styles.item}>
              <span className={styles.name} title={file.name}>
                {file.name}
              </span>
              <span className={styles.size}>{formatFileSize(file.size, language)}</span>
              {onRemove ? (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={removeLabel ? removeLabel(file.name) : t('filePicker.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                >
                  <X aria-hidden="true" size={16} />
                </button>
              ) : null}
              {file.progress !== undefined ? (
                <ProgressBar
                  className={styles.progress}
                  value={file.progress}
                  label={file.progressLabel ?? file.name}
                  tone={file.progress >= 1 ? 'success' : 'primary'}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
