/// <reference path="../element-timing.d.ts" />
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Button } from '../button/button.tsx';
import { cx } from '../cx.ts';
import { uiCatalogue } from '../i18n.ts';
import focusStyles from '../focus.module.css';
import styles from './inline-editable-text.module.css';

export interface InlineEditableTextProps {
  /** What the text is ('Project title'); names the edit button and the input. */
  label: string;
  value: string;
  /**
   * Saves the new text; a rejected promise keeps the editor open with its message. `false` keeps
   * it open without one: the caller has said why (a toast).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: only `false` is read; handlers that return nothing must fit
  onSave: (value: string) => Promise<void | false> | void | false;
  /** A message when the text cannot be saved as it is (shown under the input, Save disabled), else null. */
  validate?: (value: string) => string | null;
  /** Names the edit button when 'Edit {label}' does not read well. */
  editLabel?: string;
  /**
   * The text is a heading of this level; while edited it stays for assistive technology, so the page keeps
   * its outline.
   */
  heading?: 1 | 2 | 3 | 4 | 5 | 6;
  /** How the text shows (a Swedish title with its hyphens); the input takes the plain text. */
  renderValue?: (value: string) => ReactNode;
  maxLength?: number;
  multiline?: boolean;
  /** Shown (muted) when the value is empty. */
  placeholder?: string;
  className?: string;
  textClassName?: string;
  inputClassName?: string;
  /** The shown text's `elementtiming` name: a page's main text, timed by the Element Timing API. */
  elementTiming?: string;
}

/**
 * Text with an edit button. Editing: Enter (Ctrl+Enter when multiline) or Save stores it, Escape
 * or Cancel restores it; focus returns to the edit button either way.
 */
export function InlineEditableText({
  label,
  value,
  onSave,
  validate,
  editLabel,
  heading,
  renderValue,
  maxLength,
  multiline = false,
  placeholder,
  className,
  textClassName,
  inputClassName,
  elementTiming,
}: InlineEditableTextProps) {
  const { t } = useTranslation(uiCatalogue);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  // a rule's message waits until the text was changed or a save was tried
  const [changed, setChanged] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const returnFocus = useRef(false);
  const errorId = useId();
  const problem = editing ? (validate?.(draft) ?? null) : null;
  const error = saveError ?? (changed ? problem : null);
  const Heading = heading ? (`h${heading}` as const) : null;

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      editRef.current?.focus();
    }
  }, [editing]);

  function start() {
    setDraft(value);
    setChanged(false);
    setSaveError(null);
    setEditing(true);
  }

  function stop() {
    returnFocus.current = true;
    setEditing(false);
    setSaveError(null);
  }

  async function save(event?: FormEvent) {
    event?.preventDefault();
    if (problem) {
      setChanged(true);
      inputRef.current?.focus();
      return;
    }
    if (draft === value) return stop();
    setBusy(true);
    try {
      if ((await onSave(draft)) !== false) stop();
    } catch (failure) {
      setSaveError(failure instanceof Error ? failure.message : String(failure));
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
    const Text = Heading ?? 'span';
    const View = Heading ? 'div' : 'span';
    return (
      <View className={cx(styles.view, Heading && styles.headingView, className)}>
        <Text className={cx(styles.text, !value && styles.placeholder, textClassName)} elementtiming={elementTiming}>
          {value ? (renderValue?.(value) ?? value) : placeholder}
        </Text>
        <Button
          ref={editRef}
          variant="ghost"
          size="small"
          icon={<Pencil aria-hidden="true" size={16} />}
          aria-label={editLabel ?? t('inlineEdit.edit', { label })}
          onClick={start}
        />
      </View>
    );
  }

  const Control = multiline ? 'textarea' : 'input';
  return (
    <form
      className={cx(styles.editor, multiline && styles.multiline, className)}
      onSubmit={(event) => void save(event)}
      aria-label={label}
    >
      {Heading ? <Heading className={focusStyles.visuallyHidden}>{value}</Heading> : null}
      <Control
        ref={inputRef}
        className={cx(styles.input, inputClassName)}
        aria-label={label}
        value={draft}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setChanged(true);
          setSaveError(null);
        }}
        onKeyDown={onKeyDown}
        disabled={busy}
      />
      <span className={styles.actions}>
        <Button
          type="submit"
          size="small"
          disabled={Boolean(problem)}
          busy={busy}
          icon={<Check aria-hidden="true" size={16} />}
        >
          {t('inlineEdit.save')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          onClick={stop}
          disabled={busy}
          icon={<X aria-hidden="true" size={16} />}
        >
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
