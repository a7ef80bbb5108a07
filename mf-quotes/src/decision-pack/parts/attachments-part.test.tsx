import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ListedFile } from '../api/decision-project.ts';
import { usePackTexts } from '../pack-texts.ts';
import { AttachmentsPart } from './attachments-part.tsx';

function Part({ projectFiles }: { projectFiles: ListedFile[] }) {
  const texts = usePackTexts();
  return (
    <AttachmentsPart
      projectFiles={projectFiles}
      quoteFiles={[
        {
          quoteId: 'q1',
          provider: 'Bygg AB',
          files: [{ name: 'offert.pdf', size: 51_200, uploadedAt: '2027-03-04T08:30:00Z' }],
        },
      ]}
      texts={texts}
    />
  );
}

describe('the decision pack’s attachments', () => {
  it('list every file with its upload time in Swedish time, a withdrawn one with its addendum', async () => {
    render(
      <Part
        projectFiles={[
          { name: 'ritning.pdf', size: 2_621_440, uploadedAt: '2027-03-01T08:00:00Z', withdrawn: null },
          {
            name: 'relationsritning.pdf',
            size: 1024,
            uploadedAt: '2027-03-01T08:01:00Z',
            withdrawn: { number: 2, at: '2027-03-06T14:15:00Z' },
          },
        ]}
      />,
    );
    const part = await screen.findByRole('region', { name: '6. Attachments' });
    expect(
      within(part)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ritning.pdf (2.5 MB), uploaded Mar 01, 2027 09:00',
      'relationsritning.pdf (1.0 KB), uploaded Mar 01, 2027 09:01; withdrawn by addendum 2, Mar 06, 2027 15:15',
      'offert.pdf (50.0 KB), uploaded Mar 04, 2027 09:30',
    ]);
  });
});
