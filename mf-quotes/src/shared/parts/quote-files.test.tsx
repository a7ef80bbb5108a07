import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QuoteFiles } from './quote-files.tsx';

describe("a quote's files", () => {
  it('each say when it was uploaded, beside its name and size', async () => {
    render(
      <QuoteFiles
        files={[
          {
            id: 'f1',
            file_name: 'offert.pdf',
            file_type: 'application/pdf',
            file_size: 51_200,
            storage_path: 'q1/offert.pdf',
            created_at: '2027-03-04T12:30:00Z',
          },
        ]}
      />,
    );
    const item = (await screen.findByText('offert.pdf')).closest('li')!;
    expect(item.textContent).toMatch(/^offert\.pdf50\.0 KBuploaded Mar 04, 2027 \d\d:30$/);
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2027-03-04T12:30:00Z');
    expect(screen.getByRole('button', { name: 'Download offert.pdf' })).toBeTruthy();
  });
});
