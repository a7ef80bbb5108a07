/**
 * The request's record (decision 0025): the request as it stood when the first quote arrived
 * (`project_request_snapshots`) and the numbered addenda the board made after it
 * (`project_addenda`), both written by the database. Pure: the project page and the decision
 * pack read the same answers from it.
 */

export const ADDENDUM_CHANGES = ['title', 'description', 'categories', 'files_added', 'files_withdrawn'] as const;
export type AddendumChange = (typeof ADDENDUM_CHANGES)[number];

export interface RequestFile {
  id: string;
  fileName: string;
  fileSize: number;
  storagePath: string;
  uploadedAt: string;
  /** set on a file an addendum withdrew */
  withdrawnAt: string | null;
}

export interface RequestSnapshot {
  title: string;
  description: string;
  /** the categories' stored (Swedish) names */
  categories: string[];
  files: RequestFile[];
  takenAt: string;
}

export interface RequestAddendum {
  number: number;
  changes: AddendumChange[];
  /** the new title or description, when the addendum changed it */
  title: string | null;
  description: string | null;
  /** the categories after the addendum, when it changed them */
  categories: string[] | null;
  filesAdded: RequestFile[];
  filesWithdrawn: RequestFile[];
  madeByName: string | null;
  createdAt: string;
}

// Read by hand rather than with a zod object: its sync parse probes `new Function`, which the
// site's Content-Security-Policy reports as a violation.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function fileOf(value: unknown): RequestFile | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const fileName = text(value.file_name);
  const storagePath = text(value.storage_path);
  const uploadedAt = text(value.uploaded_at);
  const fileSize = Number(value.file_size);
  if (!id || !fileName || !storagePath || !uploadedAt || !Number.isFinite(fileSize)) return null;
  return { id, fileName, fileSize, storagePath, uploadedAt, withdrawnAt: text(value.withdrawn_at) };
}

/** A list of files as the record stores it; anything else reads as none. */
const filesOf = (value: unknown): RequestFile[] =>
  Array.isArray(value) ? value.map(fileOf).filter((file): file is RequestFile => file !== null) : [];

/** A list of names, or null when the value is not one. */
const namesOf = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((name) => typeof name === 'string') ? (value as string[]) : null;

/** A `project_request_snapshots` row as the browser reads it. */
export function requestSnapshotOf(row: {
  title: string;
  description: string;
  categories: unknown;
  files: unknown;
  taken_at: string;
}): RequestSnapshot {
  return {
    title: row.title,
    description: row.description,
    categories: namesOf(row.categories) ?? [],
    files: filesOf(row.files),
    takenAt: row.taken_at,
  };
}

/** A `project_addenda` row as the browser reads it; a change this build does not know is left out. */
export function requestAddendumOf(row: {
  number: number;
  changes: string[];
  title: string | null;
  description: string | null;
  categories: unknown;
  files_added: unknown;
  files_withdrawn: unknown;
  made_by_name: string | null;
  created_at: string;
}): RequestAddendum {
  return {
    number: row.number,
    changes: row.changes.filter((change): change is AddendumChange =>
      (ADDENDUM_CHANGES as readonly string[]).includes(change),
    ),
    title: row.title,
    description: row.description,
    categories: namesOf(row.categories),
    filesAdded: filesOf(row.files_added),
    filesWithdrawn: filesOf(row.files_withdrawn),
    madeByName: row.made_by_name,
    createdAt: row.created_at,
  };
}

/** Made before the moment (the deadline): part of the request the bids answered. */
export const madeBefore = (addendum: RequestAddendum, moment: string) =>
  new Date(addendum.createdAt).getTime() < new Date(moment).getTime();

export interface RequestAsItStood {
  title: string;
  description: string;
  categories: string[];
  /** the files then in force, oldest first */
  files: RequestFile[];
  /** the numbers of the addenda it includes */
  addenda: number[];
}

/**
 * The request as it stood at `moment`: the snapshot with every addendum made before it, in number
 * order. A file withdrawn before the moment is no longer part of it.
 */
export function requestAsItStood(
  snapshot: RequestSnapshot,
  addenda: readonly RequestAddendum[],
  moment: string,
): RequestAsItStood {
  const stood: RequestAsItStood = {
    title: snapshot.title,
    description: snapshot.description,
    categories: snapshot.categories,
    files: [...snapshot.files],
    addenda: [],
  };
  for (const addendum of [...addenda].sort((a, b) => a.number - b.number)) {
    if (!madeBefore(addendum, moment)) continue;
    if (addendum.title !== null && addendum.changes.includes('title')) stood.title = addendum.title;
    if (addendum.description !== null && addendum.changes.includes('description')) {
      stood.description = addendum.description;
    }
    if (addendum.categories && addendum.changes.includes('categories')) stood.categories = addendum.categories;
    const withdrawn = new Set(addendum.filesWithdrawn.map((file) => file.id));
    stood.files = [...stood.files.filter((file) => !withdrawn.has(file.id)), ...addendum.filesAdded];
    stood.addenda.push(addendum.number);
  }
  return stood;
}

/** What the page and the database say about the record, in English; the domain catalogue translates. */
export const REQUEST_RECORD_MESSAGES = {
  fileWithdrawn:
    'File withdrawn by addendum {number}: every bidder and follower is told. The file stays in the record.',
  fileWithdrawFailed: 'Failed to withdraw the file. Please try again.',
  withdrawInstead:
    "A quote has arrived, so this file is part of the request's record: withdraw it instead. It stays in the record.",
  alreadyWithdrawn: 'This file has already been withdrawn.',
  noQuoteYet: 'No quote has arrived yet, so this file can simply be deleted.',
  fileNotFound: 'File not found.',
} as const;

export const fileWithdrawnMessage = (number: number) =>
  REQUEST_RECORD_MESSAGES.fileWithdrawn.replace('{number}', String(number));
