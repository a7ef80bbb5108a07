import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './field.module.css';
import { cx } from '../cx.ts';
import { useFieldIds } from './field-ids.ts';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, hint, id, className, ref, ...rest }: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.checkboxRow}>
        <input
          {...rest}
          ref={ref}
          id={controlId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={controlId}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
