import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilePicker } from './file-picker.tsx';

describe('FilePicker', () => {
  it('hands over chosen files and lists them with remove buttons', () => {
    const onFiles = vi.fn();
    const onRemove = vi.fn();
    render(
      <FilePicker
        label="Attachments"
        multiple
        onFiles={onFiles}
        onRemove={onRemove}
        files={[{ name: 'offer.pdf', size: 1536 }]}
        hint="PDF, PNG, JPEG, WEBP or GIF, max 50 MB each"
      />,
    );
    const input = screen.getByLabelText('Attachments') as HTMLInputElement;
    const file = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByText('1.5 KB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove offer.pdf' }));
    expect(onRemove).toHaveBeenCalledWith(0);
  });
});
