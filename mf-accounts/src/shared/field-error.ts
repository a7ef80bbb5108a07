import { useDomainMessage } from '@brf/domain/i18n';
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

/** visibleError in the language shown (schema messages are the spec's English text). */
export function useVisibleError<T extends FieldValues>(formState: {
  errors: FieldErrors<T>;
  touchedFields: Partial<Record<string, unknown>>;
  isSubmitted: boolean;
}): (name: keyof T & string) => string | undefined {
  const message = useDomainMessage();
  return (name) => message(visibleError(formState.errors, formState.touchedFields, formState.isSubmitted, name)) || undefined;
}
