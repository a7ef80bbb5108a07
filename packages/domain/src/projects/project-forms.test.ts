import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  editProjectCategoriesSchema,
  editProjectTitleSchema,
  editSubmissionDeadlineSchema,
  makeCreateProjectSchema,
  validViewingDateRows,
} from './project-form.ts';
import { makeViewingDateSchema } from './viewing-date-form.ts';
import { projectAddressSchema } from './address-form.ts';
import { quoteModalSchema, quoteSubmitPageSchema } from '../quotes/quote-form.ts';
import { reviewFormSchema } from '../quotes/review-form.ts';
import { projectMessageSchema } from '../messages/message-form.ts';

function errors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[issue.path.join('.') || '_'] ??= issue.message;
  return byField;
}

const now = new Date(2026, 4, 10, 15, 30);
const createProject = makeCreateProjectSchema(() => now);
const validProject = {
  title: 'New roof',
  description: 'Replace the roof of house A.',
  submission_deadline: '2026-05-17',
  max_bids: '',
  service_categories: ['c1'],
  show_winner_publicly: false,
};

describe('create project', () => {
  it('accepts a valid project', () => {
    const parsed = createProject.parse(validProject);
    expect(parsed.max_bids).toBeNull();
    expect(parsed.viewing_dates).toEqual([]);
  });

  it('gives the generic messages at each boundary', () => {
    expect(errors(createProject, { ...validProject, title: 'ab', description: 'a'.repeat(9) })).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
    });
    expect(errors(createProject, { ...validProject, title: 'abc', description: 'a'.repeat(10) })).toEqual({});
    expect(errors(createProject, { ...validProject, title: 'a'.repeat(201), description: 'a'.repeat(2001) })).toEqual({
      title: 'Title must be no more than 200 characters',
      description: 'Description must be no more than 2000 characters',
    });
    expect(errors(createProject, { ...validProject, title: 'a'.repeat(200), description: 'a'.repeat(2000) })).toEqual(
      {},
    );
    expect(errors(createProject, { ...validProject, title: '', description: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it('needs a deadline at least 7 days from today', () => {
    expect(errors(createProject, { ...validProject, submission_deadline: '2026-05-16' })).toEqual({
      submission_deadline: 'Submission deadline must be at least 7 days from today.',
    });
    expect(errors(createProject, { ...validProject, submission_deadline: '' })).toEqual({
      submission_deadline: 'Submission Deadline is required',
    });
  });

  it('max bids 1 to 1000', () => {
    expect(errors(createProject, { ...validProject, max_bids: '0' })).toEqual({
      max_bids: 'Max Bids must be at least 1',
    });
    expect(errors(createProject, { ...validProject, max_bids: '1' })).toEqual({});
    expect(errors(createProject, { ...validProject, max_bids: '1000' })).toEqual({});
    expect(errors(createProject, { ...validProject, max_bids: '1001' })).toEqual({
      max_bids: 'Max Bids must be no more than 1000',
    });
  });

  it('needs a category', () => {
    expect(errors(createProject, { ...validProject, service_categories: [] })).toEqual({
      service_categories: 'Select at least one service category',
    });
  });

  it("skips only the rows left as they were added; a filled-in row keeps the viewing-date form's rules", () => {
    const parsed = createProject.parse({
      ...validProject,
      viewing_dates: [
        { viewing_date: '2026-05-12T10:00', duration_minutes: '' },
        { viewing_date: '2026-05-12T11:00', duration_minutes: '45' },
        { viewing_date: '', duration_minutes: '60' },
        { viewing_date: '' },
      ],
    });
    expect(parsed.viewing_dates).toEqual([
      { viewing_date: new Date(2026, 4, 12, 10, 0), duration_minutes: 60 },
      { viewing_date: new Date(2026, 4, 12, 11, 0), duration_minutes: 45 },
    ]);
    expect(
      validViewingDateRows([
        { viewing_date: now, duration_minutes: 15 },
        { viewing_date: '', duration_minutes: 60 },
      ]),
    ).toHaveLength(1);
  });

  it('takes the address it is given (street and city required), or none when every part is empty', () => {
    const address = { street: 'Ekbacksvägen', street_number: '12', zip: '752 38', city: 'Uppsala' };
    expect(createProject.parse({ ...validProject, address }).address).toEqual(address);
    expect(
      createProject.parse({ ...validProject, address: { street: ' ', street_number: '', zip: '', city: '' } }).address,
    ).toBeNull();
    expect(createProject.parse(validProject).address).toBeNull();
    expect(
      errors(createProject, { ...validProject, address: { street: '', street_number: '12', zip: '', city: '' } }),
    ).toEqual({
      'address.street': 'Street is required',
      'address.city': 'City is required',
    });
  });

  it("refuses a row of 20 or 500 minutes, in the past, or with a duration but no date, naming the row's field", () => {
    const rows = [
      { viewing_date: '2026-05-12T10:00', duration_minutes: '20' },
      { viewing_date: '2026-05-12T10:00', duration_minutes: '500' },
      { viewing_date: '2026-05-09T10:00', duration_minutes: '60' },
      { viewing_date: '', duration_minutes: '30' },
      { viewing_date: '2026-05-12T10:00', duration_minutes: '0' },
    ];
    expect(errors(createProject, { ...validProject, viewing_dates: rows })).toEqual({
      'viewing_dates.0.duration_minutes': 'Duration must be in steps of 15 minutes',
      'viewing_dates.1.duration_minutes': 'Duration must be between 15 and 480 minutes',
      'viewing_dates.2.viewing_date': 'Date & Time cannot be earlier than now',
      'viewing_dates.3.viewing_date': 'Date and time is required',
      'viewing_dates.4.duration_minutes': 'Duration must be between 15 and 480 minutes',
    });
  });
});

describe('detail-page edits', () => {
  it('title needs non-empty trimmed text', () => {
    expect(errors(editProjectTitleSchema, { title: '   ' })).toEqual({ title: 'Title is required' });
  });
  it('categories need at least one', () => {
    expect(errors(editProjectCategoriesSchema, { service_categories: [] })).toEqual({
      service_categories: 'Select at least one service category',
    });
  });
  it('deadline needs a valid date and time', () => {
    expect(errors(editSubmissionDeadlineSchema, { submission_deadline: 'x' })).toEqual({
      submission_deadline: 'Invalid input',
    });
    expect(errors(editSubmissionDeadlineSchema, { submission_deadline: '2026-05-11T10:00' })).toEqual({});
  });
});

describe('viewing date form', () => {
  const viewingDate = makeViewingDateSchema(() => now);
  const valid = { viewing_date: '2026-05-11T10:00', duration_minutes: '60' };

  it('defaults the county to Sweden', () => {
    expect(viewingDate.parse(valid).address_county).toBe('Sweden');
  });
  it('requires the date and not in the past', () => {
    expect(errors(viewingDate, { ...valid, viewing_date: '' })).toEqual({ viewing_date: 'Date and time is required' });
    expect(errors(viewingDate, { ...valid, viewing_date: '2026-05-10T15:29' })).toEqual({
      viewing_date: 'Date & Time cannot be earlier than now',
    });
    expect(errors(viewingDate, { ...valid, viewing_date: '2026-05-10T15:30' })).toEqual({});
  });
  it('duration 15 to 480 in steps of 15', () => {
    for (const ok of ['15', '480', '45']) expect(errors(viewingDate, { ...valid, duration_minutes: ok })).toEqual({});
    for (const bad of ['0', '14', '481', '495']) {
      expect(errors(viewingDate, { ...valid, duration_minutes: bad })).toEqual({
        duration_minutes: 'Duration must be between 15 and 480 minutes',
      });
    }
    expect(errors(viewingDate, { ...valid, duration_minutes: '20' })).toEqual({
      duration_minutes: 'Duration must be in steps of 15 minutes',
    });
  });
  it('checks the ZIP and address lengths', () => {
    expect(errors(viewingDate, { ...valid, address_zip: '123 45' })).toEqual({});
    expect(errors(viewingDate, { ...valid, address_zip: '12345' })).toEqual({});
    expect(errors(viewingDate, { ...valid, address_zip: '1234' })).toEqual({
      address_zip: 'ZIP code must be in format 123 45 or 12345',
    });
    expect(
      errors(viewingDate, { ...valid, address_street: 'a'.repeat(256), address_street_number: 'a'.repeat(21) }),
    ).toEqual({
      address_street: 'Street name must be no more than 255 characters',
      address_street_number: 'Street number must be no more than 20 characters',
    });
    expect(errors(viewingDate, { ...valid, address_city: 'a'.repeat(100), address_county: 'a'.repeat(101) })).toEqual({
      address_county: 'County must be no more than 100 characters',
    });
  });
});

describe('address form', () => {
  it('requires city and street, limits the rest', () => {
    expect(errors(projectAddressSchema, {})).toEqual({ street: 'Street is required', city: 'City is required' });
    expect(
      errors(projectAddressSchema, {
        street: 'a'.repeat(255),
        city: 'a'.repeat(100),
        street_number: 'a'.repeat(20),
        zip: 'a'.repeat(10),
      }),
    ).toEqual({});
    expect(
      errors(projectAddressSchema, {
        street: 'a'.repeat(256),
        city: 'a'.repeat(101),
        street_number: 'a'.repeat(21),
        zip: 'a'.repeat(11),
      }),
    ).toEqual({
      street: 'Street must be no more than 255 characters',
      city: 'City must be no more than 100 characters',
      street_number: 'Street number must be no more than 20 characters',
      zip: 'ZIP code must be no more than 10 characters',
    });
  });
});

describe('quote forms', () => {
  it('amount 1 to 9,000,000,000 in steps of 0.01', () => {
    expect(errors(quoteModalSchema, { quote_amount: '' })).toEqual({ quote_amount: 'Quote Amount is required' });
    expect(errors(quoteModalSchema, { quote_amount: '0.99' })).toEqual({
      quote_amount: 'Quote Amount must be at least 1',
    });
    expect(errors(quoteModalSchema, { quote_amount: '1' })).toEqual({});
    expect(errors(quoteModalSchema, { quote_amount: 9_000_000_000 })).toEqual({});
    expect(errors(quoteModalSchema, { quote_amount: 9_000_000_001 })).toEqual({
      quote_amount: 'Quote Amount must be no more than 9000000000',
    });
    expect(errors(quoteModalSchema, { quote_amount: '10.005' })).toEqual({ quote_amount: 'Invalid input' });
    expect(quoteModalSchema.parse({ quote_amount: '125000,50' }).quote_amount).toBe(125000.5);
  });
  it('modal description optional up to 1000', () => {
    expect(errors(quoteModalSchema, { quote_amount: 5, description: 'a'.repeat(1000) })).toEqual({});
    expect(errors(quoteModalSchema, { quote_amount: 5, description: 'a'.repeat(1001) })).toEqual({
      description: 'Description must be no more than 1000 characters',
    });
  });
  it('standalone page requires the description', () => {
    expect(errors(quoteSubmitPageSchema, { quote_amount: 5, description: '' })).toEqual({
      description: 'Description is required',
    });
    expect(errors(quoteSubmitPageSchema, { quote_amount: 5, description: 'Full roof, 3 weeks' })).toEqual({});
  });
});

describe('review and message forms', () => {
  it('review needs at least one star; comment trimmed', () => {
    expect(errors(reviewFormSchema, { rating: 0 })).toEqual({ rating: 'Rating must be at least 1' });
    expect(errors(reviewFormSchema, { rating: undefined })).toEqual({ rating: 'Rating is required' });
    expect(errors(reviewFormSchema, { rating: 6 })).toEqual({ rating: 'Rating must be no more than 5' });
    expect(reviewFormSchema.parse({ rating: 5, comment_text: '  Great  ' })).toEqual({
      rating: 5,
      comment_text: 'Great',
    });
    expect(reviewFormSchema.parse({ rating: 1, comment_text: '   ' })).toEqual({ rating: 1, comment_text: null });
  });
  it('message text is required', () => {
    expect(errors(projectMessageSchema, { message_text: '  ' })).toEqual({ message_text: 'Message is required' });
    expect(errors(projectMessageSchema, { message_text: 'a'.repeat(5001) })).toEqual({
      message_text: 'Message must be no more than 5000 characters',
    });
    expect(projectMessageSchema.parse({ message_text: ' Hej ' }).message_text).toBe('Hej');
  });
});
