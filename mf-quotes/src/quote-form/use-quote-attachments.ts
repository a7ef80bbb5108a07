import { useState } from 'react';

/**
 * The quote form's files: new ones with their upload progress, and the ones the quote already
 * has that saving removes.
 */
export function useQuoteAttachments() {
  const [files, setFiles] = useState<File[]>([]);
  const [removedFileIds, setRemovedFileIds] = useState<readonly string[]>([]);
  const [progress, setProgress] = useState<Array<number | undefined>>([]);
  return {
    files,
    setFiles: (next: File[]) => {
      setFiles(next);
      setProgress([]);
    },
    removedFileIds,
    toggleRemovedFile: (id: string) =>
      setRemovedFileIds((current) =>
        current.includes(id) ? current.filter((removed) => removed !== id) : [...current, id],
      ),
    progress,
    onFileProgress: (index: number, fraction: number) =>
      setProgress((current) => {
        const next = [...current];
        next[index] = fraction;
        return next;
      }),
  };
}

export type QuoteAttachments = ReturnType<typeof useQuoteAttachments>;
