import { useId, type ReactNode } from 'react';
import styles from './checkbox-grid.module.css';
import { cx } from '../cx.ts';
import { useSwedishHyphens } from '../hyphenation/swedish-hyphens.tsx';

export interface CheckboxGridOption {
  value: string;
  label: string;
  /** E.g. the category's lucide icon, chosen by the caller from icon_name. */
  icon?: ReactNode;
  description?: string | null;
  /** The label's language when it differs from the page's (category names are Swedish data), for hyphenation. */
  lang?: string;
}

export interface CheckboxGridProps {
  legend: ReactNode;
  options: readonly CheckboxGridOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | null;
  disabled?: boolean;
  className?: string;
}

/** A grid of checkboxes, 4 columns, 2 below 768 px (the service-category picker). */
export function CheckboxGrid({ legend, options, selected, onChange, error, disabled, className }: CheckboxGridProps) {
  const errorId = useId();
  const chosen = new Set(selected);
  // Swedish labels (category names) break only where Swedish hyphenation allows
  const hyphenated = useSwedishHyphens(options.map((option) => (option.lang === 'sv' ? option.label : '')));
  function toggle(value: string) {
    onChange(options.filter((option) => (option.value === value ? !chosen.has(value) : chosen.has(option.value))).map((o) => o.value));
  }
  return (
    <fieldset
      className={cx(styles.fieldset, className)}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.grid}>
        {options.map((option, i) => (
          <li key={option.value}>
            <label className={styles.option} title={option.description ?? undefined}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.has(option.value)}
                onChange={() => toggle(option.value)}
              />
              {option.icon ? <span aria-hidden="true" className={styles.icon}>{option.icon}</span> : null}
              <span lang={option.lang} className={styles.name}>
                {hyphenated[i] || option.label}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <p id={errorId} className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
