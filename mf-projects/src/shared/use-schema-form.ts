import { useState } from 'react';
import { useDomainMessage } from '@brf/domain/i18n';

interface SafeParser<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/**
 * A small form over a domain schema for the detail page's modals: string values, the parsed
 * result on every change, and each field's message once it was touched (spec 5).
 */
export function useSchemaForm<Values extends Record<string, string>, Output>(schema: SafeParser<Output>, initial: Values) {
  const message = useDomainMessage();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const result = schema.safeParse(values);
  const errorOf = (name: keyof Values) => {
    if (result.success || !touched[name]) return undefined;
    const issue = result.error.issues.find((i) => i.path[0] === name);
    return issue ? message(issue.message) : undefined;
  };
  /** props for a ui Field bound to one value */
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  return { values, field, parsed: result.success ? result.data : null };
}
