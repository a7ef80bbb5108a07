import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import { requestAddendumOf, requestSnapshotOf } from '@brf/domain/projects';
import type { RequestRecord } from '../api/request-record.ts';

let record: { isError: boolean; data: RequestRecord | undefined; refetch: () => void };
vi.mock('../api/request-record.ts', () => ({ useRequestRecord: () => record }));
const { AddendaSection } = await import('./addenda-section.tsx');

const file = (id: string, name: string) => ({
  id,
  file_name: name,
  file_size: 25_800,
  storage_path: `p1/${name}`,
  uploaded_at: '2027-03-01T12:00:00Z',
});
const snapshot = requestSnapshotOf({
  title: 'Stambyte 48 lägenheter',
  description: 'Stambyte i 48 lägenheter.',
  categories: ['VVS'],
  files: [file('f1', 'ritning.pdf')],
  taken_at: '2027-03-02T12:00:00Z',
});
const addendum = (number: number, createdAt: string, change: Partial<Parameters<typeof requestAddendumOf>[0]>) =>
  requestAddendumOf({
    number,
    changes: [],
    title: null,
    description: null,
    categories: null,
    files_added: [],
    files_withdrawn: [],
    made_by_name: 'Anna Berg',
    created_at: createdAt,
    ...change,
  });
const deadline = '2027-03-20T12:00:00Z';
const addenda = [
  addendum(1, '2027-03-05T12:00:00Z', {
    changes: ['description', 'categories', 'files_withdrawn'],
    description: 'Stambyte i 48 lägenheter, badrummen ingår.',
    categories: ['VVS', 'Bygg och renovering'],
    files_withdrawn: [file('f1', 'ritning.pdf')],
  }),
  addendum(2, '2027-03-22T12:00:00Z', {
    changes: ['title', 'files_added'],
    title: 'Stambyte hus A',
    files_added: [file('f2', 'tillagg.pdf')],
    made_by_name: null,
  }),
];
const recordOf = (data: Partial<RequestRecord>) => {
  record = { isError: false, refetch: () => {}, data: { snapshot: null, addenda: [], nextAddendum: null, ...data } };
};
const items = () => screen.getAllByRole('listitem').filter((item) => item.dataset.addendum);

describe('the addenda to a request', () => {
  afterEach(() => setLanguage('en', { remember: false }));

  it('are numbered and dated with what each changed, for a bidder who reads the project', () => {
    recordOf({ addenda });
    render(<AddendaSection projectId="p1" deadline={deadline} isOwner={false} />);
    expect(screen.getByRole('button', { name: /Addenda to the request\s*\(2\)/ })).toBeTruthy();
    const [first, second] = items();
    expect(within(first!).getByText('Addendum 1')).toBeTruthy();
    expect(within(first!).getByText(/^Mar 05, 2027 \d\d:\d\d by Anna Berg$/)).toBeTruthy();
    expect(within(first!).getByText('Stambyte i 48 lägenheter, badrummen ingår.')).toBeTruthy();
    expect(
      within(first!).getByText('Service categories now: Plumbing and heating, Construction and renovation'),
    ).toBeTruthy();
    expect(within(first!).getByText('File withdrawn: ritning.pdf (it stays in the record)')).toBeTruthy();
    expect(within(first!).queryByText('Made after the submission deadline')).toBeNull();

    expect(within(second!).getByText('Addendum 2')).toBeTruthy();
    expect(within(second!).getByText(/^Mar 22, 2027 \d\d:\d\d$/)).toBeTruthy();
    expect(within(second!).getByText('Made after the submission deadline')).toBeTruthy();
    expect(within(second!).getByText('New title: Stambyte hus A')).toBeTruthy();
    expect(within(second!).getByText('File added: tillagg.pdf (25.2 KB)')).toBeTruthy();
    // a bidder is not told what only the board reads
    expect(screen.queryByText(/so the request is frozen/)).toBeNull();
  });

  it('are not shown at all to a reader while there are none', () => {
    recordOf({});
    const { container } = render(<AddendaSection projectId="p1" deadline={deadline} isOwner={false} />);
    expect(container.textContent).toBe('');
  });

  it('tell the board that the first quote froze the request, before the first addendum', () => {
    recordOf({ snapshot, nextAddendum: 1 });
    render(<AddendaSection projectId="p1" deadline={deadline} isOwner />);
    expect(
      screen.getByText(
        new RegExp(
          '^A quote arrived on Mar 02, 2027 \\d\\d:\\d\\d, so the request is frozen: each change to its title, ' +
            'description, service categories or files becomes a numbered addendum, and every bidder and follower is ' +
            'told of it\\.$',
        ),
      ),
    ).toBeTruthy();
    expect(screen.getByText('No addenda yet.')).toBeTruthy();
  });

  it('read in Swedish', async () => {
    setLanguage('sv', { remember: false });
    recordOf({ addenda });
    render(<AddendaSection projectId="p1" deadline={deadline} isOwner={false} />);
    expect(await screen.findByText('Tillägg 1')).toBeTruthy();
    expect(screen.getByText('Fil återkallad: ritning.pdf (den finns kvar i underlaget)')).toBeTruthy();
    expect(screen.getByText('Gjort efter sista offertdag')).toBeTruthy();
  });
});
