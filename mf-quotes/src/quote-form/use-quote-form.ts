import { useState } from 'react';
import { useDomainMessage } from '@brf/domain/i18n';
import { quoteAmountInputValue } from '@brf/domain/quotes';

interface QuoteSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

type FieldName = 'quote_amount' | 'description';

/**
 * The quote form's state over a domain schema (the modal's or the page's): amount as typed in
 * Swedish format, description, new files and their upload progress, and the files already
 * attached that saving removes. A field's message shows once it was touched, or after a submit
 * attempt (spec 5).
 */
export function useQuoteForm<Output>(schema: QuoteSchema<Output>, initial?: { amount: number; description: string | null }) {
  const message = useDomainMessage();
  const [values, setValues] = useState<Record<FieldName, string>>({
    quote_amount: initial ? quoteAmountInputValue(initial.amount) : '',
    description: initial?.description ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [files, setFiles] = useState<File[]>([]);
  // files the quote already has, to be removed when the form is saved
  const [removedFileIds, setRemovedFileIds] = useState<readonly string[]>([]);
  const [progress, setProgress] = useState<Array<number | undefined>>([]);
  const result = schema.safeParse(values);

  const errorOf = (name: FieldName) => {
    if (result.success || !touched[name]) return undefined;
    const issue = result.error.issues.find((i) => i.path[0] === name);
    return issue ? message(issue.message) : undefined;
  };
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });
  return {
    field,
    parsed: result.success ? result.data : null,
    touchAll: () => setTouched({ quote_amount: true, description: true }),
    files,
    setFiles: (next: File[]) => {
      setFiles(next);
      setProgress([]);
    },
    removedFileIds,
    toggleRemovedFile: (id: string) =>
      setRemovedFileIds((current) => (current.includes(id) ? current.filter((removed) => removed !== id) : [...current, id])),
    progress,
    onFileProgress: (index: number, fraction: number) =>
      setProgress((current) => {
        const next = [...current];
        next[index] = fraction;
        return next;
      }),
  };
}

export type QuoteFormState = ReturnType<typeof useQuoteForm>;
