import type { ReactNode } from 'react';
import { Field } from '../field/field.tsx';

export interface DateTimeInputProps {
  label: ReactNode;
  /** The native value, local time: 'yyyy-mm-ddThh:mm' ('' when empty). @brf/domain converts. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest allowed, in the same format (the browser's picker honours them). */
  min?: string;
  max?: string;
  /** 'date' for a calendar day only ('yyyy-mm-dd'). */
  precision?: 'minute' | 'date';
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  onBlur?: () => void;
}

/**
 * A date and time in the browser's own picker (keyboard-operable and announced by every screen
 * reader), labelled, with hint and error wired up like every Field.
 */
export function DateTimeInput({ value, onChange, precision = 'minute', ...rest }: DateTimeInputProps) {
  return (
    <Field
      {...rest}
      type={precision === 'date' ? 'date' : 'datetime-local'}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
