import { describe, expect, it } from 'vitest';
import { QuoteFilesError, uploadQuoteFiles } from './upload-quote-files.ts';

/** A file of the given size without allocating it (the check reads size and type only). */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('uploadQuoteFiles', () => {
  it("refuses with the upload service's own messages before anything is sent (spec 5)", async () => {
    const error = await uploadQuoteFiles({
      quoteId: 'q-1',
      files: [fileOf('stor.pdf', 'application/pdf', 52_428_801), fileOf('skript.exe', 'application/x-msdownload', 10)],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuoteFilesError);
    expect((error as QuoteFilesError).reasons).toEqual([
      'stor.pdf: File exceeds 50MB limit',
      'skript.exe: File type not allowed',
    ]);
  });
});
