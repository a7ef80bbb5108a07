import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/** spec 5: a field's error shows only after it was touched (or after a submit attempt). */
export function visibleError<T extends FieldValues>(
  errors: FieldErrors<T>,
  touched: Partial<Record<string, unknown>>,
  submitted: boolean,
  name: keyof T & string,
): string | undefined {
  const error = errors[name] as FieldError | undefined;
  if (!error?.message) return undefined;
  return touched[name] || submitted ? String(error.message) : undefined;
}
