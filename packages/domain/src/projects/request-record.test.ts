import { describe, expect, it } from 'vitest';
import { madeBefore, requestAddendumOf, requestAsItStood, requestSnapshotOf } from './request-record.ts';

const file = (id: string, name: string, uploadedAt = '2027-03-01T09:00:00Z') => ({
  id,
  file_name: name,
  file_type: 'application/pdf',
  file_size: 2048,
  storage_path: `p-1/${name}`,
  uploaded_at: uploadedAt,
});

const snapshot = requestSnapshotOf({
  title: 'Stambyte 48 lägenheter',
  description: 'Stambyte i 48 lägenheter.',
  categories: ['VVS'],
  files: [file('f-1', 'ritning.pdf'), file('f-2', 'relationsritning.pdf')],
  taken_at: '2027-03-02T10:00:00Z',
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

const deadline = '2027-03-20T11:00:00Z';
const addenda = [
  addendum(1, '2027-03-05T08:00:00Z', {
    changes: ['description', 'files_withdrawn'],
    description: 'Stambyte i 48 lägenheter, badrummen ingår.',
    files_withdrawn: [{ ...file('f-2', 'relationsritning.pdf'), withdrawn_at: '2027-03-05T08:00:00Z' }],
  }),
  addendum(2, '2027-03-10T08:00:00Z', {
    changes: ['categories', 'files_added'],
    categories: ['VVS', 'Bygg och renovering'],
    files_added: [file('f-3', 'tillagg.pdf', '2027-03-10T08:00:00Z')],
  }),
  // after the deadline: the bids did not answer it
  addendum(3, '2027-03-21T08:00:00Z', { changes: ['title'], title: 'Stambyte hus A' }),
];

describe('the request as it stood at the deadline', () => {
  it('is the request at the first quote with every addendum made before the deadline', () => {
    const stood = requestAsItStood(snapshot, addenda, deadline);
    expect(stood).toEqual({
      title: 'Stambyte 48 lägenheter',
      description: 'Stambyte i 48 lägenheter, badrummen ingår.',
      categories: ['VVS', 'Bygg och renovering'],
      files: [
        {
          id: 'f-1',
          fileName: 'ritning.pdf',
          fileSize: 2048,
          storagePath: 'p-1/ritning.pdf',
          uploadedAt: '2027-03-01T09:00:00Z',
          withdrawnAt: null,
        },
        {
          id: 'f-3',
          fileName: 'tillagg.pdf',
          fileSize: 2048,
          storagePath: 'p-1/tillagg.pdf',
          uploadedAt: '2027-03-10T08:00:00Z',
          withdrawnAt: null,
        },
      ],
      addenda: [1, 2],
    });
  });

  it('applies the addenda in their numbers’ order, whatever order they were read in', () => {
    expect(requestAsItStood(snapshot, [...addenda].reverse(), deadline)).toEqual(
      requestAsItStood(snapshot, addenda, deadline),
    );
  });

  it('with no addendum is the request at the first quote', () => {
    const stood = requestAsItStood(snapshot, [], deadline);
    expect(stood.description).toBe('Stambyte i 48 lägenheter.');
    expect(stood.files.map((f) => f.fileName)).toEqual(['ritning.pdf', 'relationsritning.pdf']);
    expect(stood.addenda).toEqual([]);
  });

  it('an addendum made at the deadline itself came too late for the bids', () => {
    expect(madeBefore(addendum(4, deadline, { changes: ['title'], title: 'Sent' }), deadline)).toBe(false);
    expect(madeBefore(addenda[1]!, deadline)).toBe(true);
  });
});

describe('reading the record', () => {
  it('keeps the changes this build knows and reads malformed file lists as none', () => {
    const read = addendum(5, '2027-03-05T08:00:00Z', {
      changes: ['description', 'budget'],
      description: 'Ny text.',
      files_added: 'not a list',
    });
    expect(read.changes).toEqual(['description']);
    expect(read.filesAdded).toEqual([]);
    expect(read.categories).toBeNull();
  });
});
