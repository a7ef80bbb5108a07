import { useDomainMessage } from '@brf/domain/i18n';

interface ErrorLike {
  message?: unknown;
  root?: { message?: unknown };
}

/** A value at a dotted path ('viewing_dates.0.viewing_date') of react-hook-form's nested state. */
function at(state: unknown, name: string): unknown {
  return name.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), state);
}

/**
 * spec 5: a field's message shows only after the field was touched (or a submit was tried), in
 * the language shown (schema messages are the spec's English text). Arrays of rows report their
 * message on the field or on its root; a row's field is named by its path.
 */
export function useFieldMessage(state: { errors: Record<string, unknown>; touchedFields: Record<string, unknown>; isSubmitted: boolean }) {
  const message = useDomainMessage();
  return (name: string): string | undefined => {
    const error = at(state.errors, name) as ErrorLike | undefined;
    const text = error?.message ?? error?.root?.message;
    if (typeof text !== 'string' || !text) return undefined;
    return at(state.touchedFields, name) || state.isSubmitted ? message(text) : undefined;
  };
}
