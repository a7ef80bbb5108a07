import { useDomainMessage } from '@brf/domain/i18n';

interface ErrorLike {
  message?: unknown;
  root?: { message?: unknown };
}

/**
 * spec 5: a field's message shows only after the field was touched (or a submit was tried), in
 * the language shown (schema messages are the spec's English text). Arrays of rows report their
 * message on the field or on its root.
 */
export function useFieldMessage(state: { errors: Record<string, unknown>; touchedFields: Record<string, unknown>; isSubmitted: boolean }) {
  const message = useDomainMessage();
  return (name: string): string | undefined => {
    const error = state.errors[name] as ErrorLike | undefined;
    const text = error?.message ?? error?.root?.message;
    if (typeof text !== 'string' || !text) return undefined;
    return state.touchedFields[name] || state.isSubmitted ? message(text) : undefined;
  };
}
