import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './multi-select.module.css';
import hiddenStyles from '../focus.module.css';
import { cx } from '../cx.ts';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { multiSelectSummary } from './multi-select-summary.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Trigger text when everything is selected, e.g. 'All statuses'. */
  allLabel?: string;
  noneLabel?: string;
  /** Shown in the panel when there are no options, e.g. 'No categories'. */
  emptyText?: string;
  selectAllText?: string;
  selectNoneText?: string;
  hideLabel?: boolean;
  className?: string;
}

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  allLabel: allLabelGiven,
  noneLabel: noneLabelGiven,
  emptyText: emptyTextGiven,
  selectAllText: selectAllGiven,
  selectNoneText: selectNoneGiven,
  hideLabel = false,
  className,
}: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const labelId = useId();
  const { t } = useTranslation(uiCatalogue);
  const allLabel = allLabelGiven ?? t('multiSelect.all');
  const noneLabel = noneLabelGiven ?? t('multiSelect.noneSelected');
  const emptyText = emptyTextGiven ?? t('multiSelect.empty');
  const selectAllText = selectAllGiven ?? t('multiSelect.selectAll');
  const selectNoneText = selectNoneGiven ?? t('multiSelect.selectNone');
  const panelId = useId();
  const selectedSet = new Set(selected);
  const selectedCount = options.filter((option) => selectedSet.has(option.value)).length;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function toggleValue(value: string) {
    const next = selectedSet.has(value)
      ? options.filter((option) => option.value !== value && selectedSet.has(option.value))
      : options.filter((option) => option.value === value || selectedSet.has(option.value));
    onChange(next.map((option) => option.value));
  }

  function checkboxes(): HTMLInputElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = checkboxes();
    if (boxes.length === 0) return;
    event.preventDefault();
    const index = boxes.indexOf(document.activeElement as HTMLInputElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const nextIndex = index === -1 ? 0 : (index + step + boxes.length) % boxes.length;
    boxes[nextIndex]!.focus();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => checkboxes()[0]?.focus());
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <div ref={containerRef} className={cx(styles.container, className)}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${panelId}-summary`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={`${panelId}-summary`}>
          {multiSelectSummary(selectedCount, options.length, allLabel, noneLabel, (count) =>
            t('multiSelect.someSelected', { count }),
          )}
        </span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div id={panelId} className={styles.panel} onKeyDown={onPanelKeyDown}>
          {options.length === 0 ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            <>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`${selectAllText}: ${label}`}
                  onClick={() => onChange(options.map((option) => option.value))}
                >
                  {selectAllText}
                </button>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`${selectNoneText}: ${label}`}
                  onClick={() => onChange([])}
                >
                  {selectNoneText}
                </button>
              </div>
              <fieldset className={styles.fieldset}>
                <legend className={hiddenStyles.visuallyHidden}>{label}</legend>
                <ul ref={listRef} className={styles.list}>
                  {options.map((option) => (
                    <li key={option.value}>
                      <label className={styles.option}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          checked={selectedSet.has(option.value)}
                          onChange={() => toggleValue(option.value)}
                        />
                        {option.label}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
