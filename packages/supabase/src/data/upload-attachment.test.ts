import { describe, expect, it } from 'vitest';
import { fileColumns } from './upload-attachment.ts';

describe("a stored file's row", () => {
  it('names, types and sizes the file and says where it is stored', () => {
    const file = new File(['%PDF'], 'offert.pdf', { type: 'application/pdf' });
    expect(fileColumns(file, 'q-1/offert.pdf')).toEqual({
      file_name: 'offert.pdf',
      file_type: 'application/pdf',
      file_size: 4,
      storage_path: 'q-1/offert.pdf',
    });
  });

  it('stores a file the browser cannot type as plain bytes', () => {
    const file = new File(['x'], 'ritning.dwg');
    expect(fileColumns(file, 'p-1/ritning.dwg').file_type).toBe('application/octet-stream');
  });
});
