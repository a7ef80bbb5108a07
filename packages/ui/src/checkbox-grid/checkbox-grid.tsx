import { useId, type ReactNode } from 'react';
import styles from './checkbox-grid.module.css';
import { cx } from '../cx.ts';

export interface CheckboxGridOption {
  value: string;
  label: string;
  /** E.g. the category's lucide icon, chosen by the caller from icon_name. */
  icon?: ReactNode;
  description?: string | null;
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

/**
 * The longest word that fits one column beside its checkbox: about 9 letters in 2 columns at
 * 375 px ('Groundworks', 11, does not), 13 in 4 columns at 768 px.
 */
const FITS_PHONE_COLUMN = 9;
const FITS_COLUMN = 13;
const longestWord = (label: string) => Math.max(...label.split(/\s+/).map((word) => word.length));

/** A grid of checkboxes, 4 columns, 2 below 768 px (the service-category picker). */
export function CheckboxGrid({ legend, options, selected, onChange, error, disabled, className }: CheckboxGridProps) {
  const errorId = useId();
  const chosen = new Set(selected);
  function toggle(value: string) {
    onChange(
      options
        .filter((option) => (option.value === value ? !chosen.has(value) : chosen.has(option.value)))
        .map((o) => o.value),
    );
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
        {options.map((option) => (
          // a label is never hyphenated; one with a word too long for a column gets two
          <li
            key={option.value}
            className={cx(
              longestWord(option.label) > FITS_PHONE_COLUMN && styles.wideOnPhone,
              longestWord(option.label) > FITS_COLUMN && styles.wide,
            )}
          >
            <label className={styles.option} title={option.description ?? undefined}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={chosen.has(option.value)}
                onChange={() => toggle(option.value)}
              />
              {option.icon ? (
                <span aria-hidden="true" className={styles.icon}>
                  {option.icon}
                </span>
              ) : null}
              <span className={styles.name}>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
