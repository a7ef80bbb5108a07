import * as z from 'zod/mini';
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_BIDS_MAX,
  MAX_BIDS_MIN,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  VIEWING_DURATION_DEFAULT,
} from './project-limits.ts';
import { DEADLINE_TOO_SOON_MESSAGE, isDeadlineFarEnough } from './submission-deadline.ts';
import {
  optionalNumber,
  requiredDate,
  requiredText,
  toDateOrUndefined,
  toNumberOrUndefined,
} from '../forms/field-types.ts';
import type { DateInput, NumberInput } from '../forms/field-types.ts';
import { ACCOUNT_VALIDATION } from '../accounts/account-messages.ts';
import { PROJECT_LABELS } from './project-labels.ts';
import { makeViewingDateSchema } from './viewing-date-form.ts';
import { projectAddressSchema } from './address-form.ts';

export const SELECT_CATEGORY_MESSAGE = ACCOUNT_VALIDATION.serviceCategories;

export const projectTitleField = requiredText(PROJECT_LABELS.title, { min: TITLE_MIN_LENGTH, max: TITLE_MAX_LENGTH });
export const projectDescriptionField = requiredText(PROJECT_LABELS.description, {
  min: DESCRIPTION_MIN_LENGTH,
  max: DESCRIPTION_MAX_LENGTH,
});
export const maxBidsField = optionalNumber(PROJECT_LABELS.max_bids, {
  min: MAX_BIDS_MIN,
  max: MAX_BIDS_MAX,
  integer: true,
});
export const projectCategoriesField = z.pipe(
  z.array(z.string(), { error: SELECT_CATEGORY_MESSAGE }).check(z.minLength(1, { error: SELECT_CATEGORY_MESSAGE })),
  z.transform((ids: string[]) => [...new Set(ids)]),
);

export interface ViewingDateRowInput {
  viewing_date?: DateInput;
  duration_minutes?: NumberInput;
}

export interface ViewingDateRow {
  viewing_date: Date;
  duration_minutes: number;
}

/**
 * A row the user added and left as it came (no date, the default or no duration): the only kind
 * the create form skips. spec 5 says invalid rows are skipped silently; a filled-in row that the
 * database would refuse must not vanish or sink the project, so any other row must be valid.
 */
export function isUntouchedViewingDateRow(row: ViewingDateRowInput): boolean {
  const noDate = row.viewing_date === undefined || row.viewing_date === null || row.viewing_date === '';
  return noDate && (hasNoDuration(row) || toNumberOrUndefined(row.duration_minutes) === VIEWING_DURATION_DEFAULT);
}

const hasNoDuration = (row: ViewingDateRowInput) =>
  row.duration_minutes === undefined || row.duration_minutes === null || row.duration_minutes === '';

/** The rows to create: every row but the untouched ones, each with the viewing-date form's rules. */
export function validViewingDateRows(rows: readonly ViewingDateRowInput[]): ViewingDateRow[] {
  return rows.flatMap((row) => {
    if (isUntouchedViewingDateRow(row)) return [];
    const date = toDateOrUndefined(row.viewing_date);
    const duration = hasNoDuration(row) ? VIEWING_DURATION_DEFAULT : toNumberOrUndefined(row.duration_minutes);
    return date && duration !== undefined ? [{ viewing_date: date, duration_minutes: duration }] : [];
  });
}

/** The create form's rows, checked with the viewing-date form's date and duration rules. */
function viewingDateRowsField(now: () => Date) {
  const row = z.pick(makeViewingDateSchema(now), { viewing_date: true, duration_minutes: true });
  return z.pipe(
    z
      ._default(z.array(z.custom<ViewingDateRowInput>((value) => typeof value === 'object' && value !== null)), [])
      .check(
        z.superRefine((rows: ViewingDateRowInput[], ctx) => {
          rows.forEach((input, index) => {
            if (isUntouchedViewingDateRow(input)) return;
            // spec 5: the duration defaults to 60
            const checked = hasNoDuration(input) ? { ...input, duration_minutes: VIEWING_DURATION_DEFAULT } : input;
            for (const issue of row.safeParse(checked).error?.issues ?? []) {
              ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path], input });
            }
          });
        }),
      ),
    z.transform((rows: ViewingDateRowInput[]) => validViewingDateRows(rows)),
  );
}

export interface ProjectAddressInput {
  street?: string;
  street_number?: string;
  zip?: string;
  city?: string;
}

const isBlankAddress = (address: ProjectAddressInput) =>
  [address.street, address.street_number, address.zip, address.city].every((part) => (part ?? '').trim() === '');

/**
 * The project's address at creation (the create form prefills the BRF's own): none when every
 * part is empty, else the address form's rules (street and city required).
 */
const createAddressField = z.pipe(
  z
    ._default(
      z.custom<ProjectAddressInput>((value) => typeof value === 'object' && value !== null),
      {},
    )
    .check(
      z.superRefine((address: ProjectAddressInput, ctx) => {
        if (isBlankAddress(address)) return;
        for (const issue of projectAddressSchema.safeParse(address).error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: address });
        }
      }),
    ),
  z.transform((address: ProjectAddressInput) => (isBlankAddress(address) ? null : projectAddressSchema.parse(address))),
);

/** Create project. `now` is read at each parse, so a form left open keeps the 7-day rule honest. */
export function makeCreateProjectSchema(now: () => Date = () => new Date()) {
  return z.object({
    title: projectTitleField,
    description: projectDescriptionField,
    submission_deadline: requiredDate(PROJECT_LABELS.submission_deadline).check(
      z.refine((deadline: Date) => isDeadlineFarEnough(deadline, now()), { error: DEADLINE_TOO_SOON_MESSAGE }),
    ),
    max_bids: maxBidsField,
    service_categories: projectCategoriesField,
    show_winner_publicly: z._default(z.boolean(), false),
    viewing_dates: viewingDateRowsField(now),
    address: createAddressField,
  });
}

export const createProjectSchema = makeCreateProjectSchema();
export type CreateProjectFormInput = z.input<typeof createProjectSchema>;
export type CreateProjectForm = z.output<typeof createProjectSchema>;

// Owner's inline edits on the detail page.
export const editProjectTitleSchema = z.object({ title: projectTitleField });
export const editProjectDescriptionSchema = z.object({ description: projectDescriptionField });
export const editProjectCategoriesSchema = z.object({ service_categories: projectCategoriesField });
/** spec: the deadline form needs a valid date and time. */
export const editSubmissionDeadlineSchema = z.object({
  submission_deadline: requiredDate(PROJECT_LABELS.submission_deadline),
});
