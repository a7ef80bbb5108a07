import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  assertUploadableAttachment,
  projectFilePath,
  quoteAttachmentPath,
  selectAttachmentFiles,
} from './attachment-files.ts';
import { PROJECT_FILE_MAX_BYTES, PROJECT_FILE_MESSAGES, validateProjectFile } from './project-file.ts';

const pdf = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' });

describe('selectAttachmentFiles', () => {
  it('accepts 50 MB exactly and drops one byte more', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(52428800);
    const result = selectAttachmentFiles([], [pdf('a.pdf', 52428800), pdf('b.pdf', 52428801)]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.rejected).toEqual([{ file: pdf('b.pdf', 52428801), reason: 'too-large' }]);
  });

  it('drops types other than PDF, PNG, JPEG, WEBP, GIF', () => {
    const docx = {
      name: 'a.docx',
      size: 10,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    const png = { name: 'a.png', size: 10, type: 'image/png' };
    const result = selectAttachmentFiles([], [docx, png]);
    expect(result.accepted).toEqual([png]);
    expect(result.rejected[0]!.reason).toBe('type-not-allowed');
  });

  it('skips duplicates by name and size, or by name on the quote form', () => {
    const existing = [pdf('offer.pdf', 100)];
    expect(selectAttachmentFiles(existing, [pdf('offer.pdf', 100), pdf('offer.pdf', 200)]).accepted).toEqual([
      pdf('offer.pdf', 200),
    ]);
    expect(selectAttachmentFiles(existing, [pdf('offer.pdf', 200)], 'name').accepted).toEqual([]);
  });

  it('takes at most 20 files from one selection', () => {
    const selection = Array.from({ length: 21 }, (_, i) => pdf(`f${i}.pdf`));
    const result = selectAttachmentFiles([], selection);
    expect(result.accepted).toHaveLength(20);
    expect(result.rejected).toEqual([{ file: selection[20], reason: 'over-limit' }]);
  });
});

describe('assertUploadableAttachment', () => {
  it('throws the upload service messages', () => {
    expect(() => assertUploadableAttachment(pdf('a.pdf', 52428801))).toThrow('File exceeds 50MB limit');
    expect(() => assertUploadableAttachment({ name: 'a.txt', size: 1, type: 'text/plain' })).toThrow(
      'File type not allowed',
    );
    expect(() => assertUploadableAttachment(pdf('a.pdf', 52428800))).not.toThrow();
  });
});

describe('validateProjectFile (detail page)', () => {
  it('accepts 10 MB exactly and refuses one byte more', () => {
    expect(PROJECT_FILE_MAX_BYTES).toBe(10485760);
    expect(validateProjectFile(pdf('plan.pdf', 10485760))).toBeNull();
    expect(validateProjectFile(pdf('plan.pdf', 10485761))).toBe('File size exceeds 10MB limit for plan.pdf.');
  });
  it('accepts Word and text files, refuses others', () => {
    expect(validateProjectFile({ name: 'a.doc', size: 1, type: 'application/msword' })).toBeNull();
    expect(validateProjectFile({ name: 'a.txt', size: 1, type: 'text/plain' })).toBeNull();
    expect(validateProjectFile({ name: 'a.zip', size: 1, type: 'application/zip' })).toBe(
      'File type not allowed for a.zip. Please upload images, PDFs, Word documents, or text files.',
    );
  });
  it('has the upload toasts', () => {
    expect(PROJECT_FILE_MESSAGES.uploaded(3)).toBe('3 file(s) uploaded successfully!');
    expect(PROJECT_FILE_MESSAGES.uploadFailed()).toBe('Failed to upload files: Unknown error');
    expect(PROJECT_FILE_MESSAGES.uploadFailed('quota')).toBe('Failed to upload files: quota');
  });
});

describe('storage object names', () => {
  it('files projects and quotes under their id', () => {
    expect(projectFilePath('p1', 'plan.pdf')).toBe('p1/plan.pdf');
    expect(quoteAttachmentPath('q1', 'a/b.pdf')).toBe('q1/a_b.pdf');
  });
});
