import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './field.module.css';
import { cx } from '../cx.ts';
import { useFieldIds } from './field-ids.ts';

/** Props a custom control must spread so label, hint and error stay wired up. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  readOnly: boolean | undefined;
}

type ControlAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement> &
    TextareaHTMLAttributes<HTMLTextAreaElement> &
    SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'className'
>;

export interface FieldProps extends ControlAttributes {
  label: ReactNode;
  /** Marks the label and sets aria-required; no native `required`, so the schema's message is the one shown. */
  required?: boolean;
  /** Shown below the control and linked through aria-describedby; sets aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  as?: 'input' | 'textarea' | 'select';
  /** Options for a select, or a render function for a custom control. */
  children?: ReactNode | ((control: FieldControlProps) => ReactNode);
  className?: string;
  controlClassName?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
}

export function Field({
  label,
  error,
  hint,
  as = 'input',
  children,
  className,
  controlClassName,
  id,
  required,
  readOnly,
  ref,
  'aria-describedby': extraDescribedBy,
  ...rest
}: FieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error), extraDescribedBy);
  const control: FieldControlProps = {
    id: controlId,
    className: cx(styles.control, controlClassName),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    readOnly: readOnly || undefined,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (as === 'textarea') {
    rendered = <textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...control} ref={ref} />;
  } else if (as === 'select') {
    // A select has no read-only state; disabling it is the closest honest equivalent.
    const { readOnly: _readOnly, ...selectControl } = control;
    rendered = (
      <select
        {...(rest as SelectHTMLAttributes<HTMLSelectElement>)}
        {...selectControl}
        disabled={rest.disabled || readOnly}
        ref={ref}
      >
        {children}
      </select>
    );
  } else {
    rendered = <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...control} ref={ref} />;
  }

  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {rendered}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
