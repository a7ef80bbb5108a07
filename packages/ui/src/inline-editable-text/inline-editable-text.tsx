import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Button } from '../button/button.tsx';
import { cx } from '../cx.ts';
import { uiCatalogue } from '../i18n.ts';
import styles from './inline-editable-text.module.css';

export interface InlineEditableTextProps {
  /** What the text is ('Project title'); names the edit button and the input. */
  label: string;
  value: string;
  /** Saves the new text; a rejected promise keeps the editor open with its message. */
  onSave: (value: string) => Promise<void> | void;
  /** A message when the text cannot be saved as it is (shown under the input), else null. */
  validate?: (value: string) => string | null;
  maxLength?: number;
  multiline?: boolean;
  /** Shown (muted) when the value is empty. */
  placeholder?: string;
  className?: string;
}

/**
 * Text with an edit button. Editing: Enter (Ctrl+Enter when multiline) or Save stores it, Escape
 * or Cancel restores it; focus returns to the edit button either way.
 */
export function InlineEditableText({ label, value, onSave, validate, maxLength, multiline = false, placeholder, className }: InlineEditableTextProps) {
  const { t } = useTranslation(uiCatalogue);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const returnFocus = useRef(false);
  const errorId = useId();

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  function start() {
    setDraft(value);
    setError(null);
    setEditing(true);
  }

  function stop() {
    returnFocus.current = true;
    setEditing(false);
    setError(null);
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    const problem = validate?.(draft) ?? null;
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    if (draft === value) return stop();
    setBusy(true);
    try {
      await onSave(draft);
      stop();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    } else if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  }

  if (!editing) {
    return (
      <span className={cx(styles.view, className)}>
        <span className={cx(styles.text, !value && styles.placeholder)}>{value || placeholder}</span>
        <button ref={editRef} type="button" className={styles.edit} aria-label={t('inlineEdit.edit', { label })} onClick={start}>
          <Pencil aria-hidden="true" size={16} />
        </button>
      </span>
    );
  }

  const Control = multiline ? 'textarea' : 'input';
  return (
    <form className={cx(styles.editor, className)} onSubmit={(event) => void save(event)} aria-label={label}>
      <Control
        ref={inputRef}
        className={styles.input}
        aria-label={label}
        value={draft}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        disabled={busy}
      />
      <span className={styles.actions}>
        <Button type="submit" size="small" busy={busy}>
          {t('inlineEdit.save')}
        </Button>
        <Button variant="secondary" size="small" onClick={stop} disabled={busy}>
          {t('inlineEdit.cancel')}
        </Button>
      </span>
      {error ? (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      ) : null}
    </form>
  );
}
