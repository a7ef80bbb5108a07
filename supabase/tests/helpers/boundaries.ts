// Each constraint with its last valid and first invalid value, written by the actor who would
// write it. The same cases run in SQL and through supabase-js.
import { randomUUID } from 'node:crypto';
import { CATEGORY_VVS, days, type Actor, type World } from './world.ts';

export interface Boundary {
  name: string;
  actor: Actor;
  table: string;
  /** insert a row built from the value, or update the key row with it */
  op: 'insert' | 'update';
  row(w: World, value: unknown): Record<string, unknown>;
  key?(w: World): Record<string, unknown>;
  valid: unknown[];
  invalid: unknown[];
  /** SQLSTATE of the refusal */
  code: string;
}

const s = (n: number, ch = 'a') => ch.repeat(n);
const project = (w: World, patch: Record<string, unknown>) => ({
  id: randomUUID(), brf_id: w.brfA, title: 'Giltig titel', description: 'Giltig beskrivning här.', submission_deadline: days(30), status: 'open', ...patch,
});
const quote = (w: World, patch: Record<string, unknown>) => ({
  id: randomUUID(), project_id: w.openProject2, service_provider_id: w.provider1, quote_amount: 100, status: 'submitted', ...patch,
});
const viewing = (w: World, patch: Record<string, unknown>) => ({ id: randomUUID(), project_id: w.openProject, viewing_date: days(3), ...patch });
const address = (w: World, patch: Record<string, unknown>) => ({ id: randomUUID(), project_id: w.openProject, street: 'Gatan', city: 'Stad', ...patch });

export const BOUNDARIES: Boundary[] = [
  { name: 'project title min 3', actor: 'brfOwner', table: 'projects', op: 'insert', row: (w, v) => project(w, { title: v }), valid: ['abc'], invalid: ['ab', '   '], code: '23514' },
  { name: 'project title max 200', actor: 'brfOwner', table: 'projects', op: 'insert', row: (w, v) => project(w, { title: v }), valid: [s(200)], invalid: [s(201)], code: '23514' },
  { name: 'project description min 10', actor: 'brfOwner', table: 'projects', op: 'insert', row: (w, v) => project(w, { description: v }), valid: [s(10)], invalid: [s(9)], code: '23514' },
  { name: 'project description max 2000', actor: 'brfOwner', table: 'projects', op: 'insert', row: (w, v) => project(w, { description: v }), valid: [s(2000)], invalid: [s(2001)], code: '23514' },
  { name: 'max_bids 1..1000', actor: 'brfOwner', table: 'projects', op: 'insert', row: (w, v) => project(w, { max_bids: v }), valid: [1, 1000], invalid: [0, 1001], code: '23514' },
  { name: 'project title on update', actor: 'brfOwner', table: 'projects', op: 'update', key: (w) => ({ id: w.openProject }), row: (_w, v) => ({ title: v }), valid: ['Stambyte 2027'], invalid: ['ab'], code: '23514' },
  { name: 'quote amount 1..9 000 000 000', actor: 'quotedProvider', table: 'quotes', op: 'insert', row: (w, v) => quote(w, { quote_amount: v }), valid: [1, 9000000000], invalid: [0.99, 9000000000.01], code: '23514' },
  { name: 'quote description max 1000', actor: 'quotedProvider', table: 'quotes', op: 'insert', row: (w, v) => quote(w, { description: v }), valid: [s(1000)], invalid: [s(1001)], code: '23514' },
  { name: 'quote amount on update', actor: 'quotedProvider', table: 'quotes', op: 'update', key: (w) => ({ id: w.quoteOpen }), row: (_w, v) => ({ quote_amount: v }), valid: [9000000000], invalid: [9000000000.01], code: '23514' },
  { name: 'review rating 1..5', actor: 'brfOwner', table: 'reviews', op: 'update', key: (w) => ({ id: w.review }), row: (_w, v) => ({ rating: v }), valid: [1, 5], invalid: [0, 6], code: '23514' },
  { name: 'review comment max 2000', actor: 'brfOwner', table: 'reviews', op: 'update', key: (w) => ({ id: w.review }), row: (_w, v) => ({ comment_text: v }), valid: [s(2000)], invalid: [s(2001)], code: '23514' },
  { name: 'viewing duration 15..480', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { duration_minutes: v }), valid: [15, 480], invalid: [0, 481, 495], code: '23514' },
  { name: 'viewing duration step 15', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { duration_minutes: v }), valid: [30, 45], invalid: [31, 44], code: '23514' },
  { name: 'viewing zip 123 45 / 12345', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { address_zip: v }), valid: ['123 45', '12345'], invalid: ['1234', '123-45', '123  45', '123456'], code: '23514' },
  { name: 'viewing street max 255', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { address_street: v }), valid: [s(255)], invalid: [s(256)], code: '23514' },
  { name: 'viewing street number max 20', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { address_street_number: v }), valid: [s(20, '1')], invalid: [s(21, '1')], code: '23514' },
  { name: 'viewing city max 100', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { address_city: v }), valid: [s(100)], invalid: [s(101)], code: '23514' },
  { name: 'viewing county max 100', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { address_county: v }), valid: [s(100)], invalid: [s(101)], code: '23514' },
  { name: 'viewing comments max 1000', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { comments: v }), valid: [s(1000)], invalid: [s(1001)], code: '23514' },
  { name: 'viewing date not in the past', actor: 'brfOwner', table: 'project_viewing_dates', op: 'insert', row: (w, v) => viewing(w, { viewing_date: v }), valid: [days(1 / 24)], invalid: [days(-1 / 24)], code: '23514' },
  { name: 'address street 1..255', actor: 'brfOwner', table: 'project_addresses', op: 'insert', row: (w, v) => address(w, { street: v }), valid: ['a', s(255)], invalid: ['', s(256)], code: '23514' },
  { name: 'address street number max 20', actor: 'brfOwner', table: 'project_addresses', op: 'insert', row: (w, v) => address(w, { street_number: v }), valid: [s(20, '1')], invalid: [s(21, '1')], code: '23514' },
  { name: 'address zip max 10', actor: 'brfOwner', table: 'project_addresses', op: 'insert', row: (w, v) => address(w, { zip: v }), valid: [s(10, '1')], invalid: [s(11, '1')], code: '23514' },
  { name: 'address city 1..100', actor: 'brfOwner', table: 'project_addresses', op: 'insert', row: (w, v) => address(w, { city: v }), valid: [s(100)], invalid: ['', s(101)], code: '23514' },
  { name: 'address county max 100', actor: 'brfOwner', table: 'project_addresses', op: 'insert', row: (w, v) => address(w, { county: v }), valid: [s(100)], invalid: [s(101)], code: '23514' },
  { name: 'apartments >= 1', actor: 'brfOwner', table: 'brf_profiles', op: 'update', key: (w) => ({ id: w.brfA }), row: (_w, v) => ({ number_of_apartments: v }), valid: [1], invalid: [0, -5], code: '23514' },
  { name: 'profile zip format', actor: 'brfOwner', table: 'brf_profiles', op: 'update', key: (w) => ({ id: w.brfA }), row: (_w, v) => ({ zip: v }), valid: ['114 51', '11451'], invalid: ['1145', 'ABC 12'], code: '23514' },
  { name: 'profile phone min 8', actor: 'brfOwner', table: 'brf_profiles', op: 'update', key: (w) => ({ id: w.brfA }), row: (_w, v) => ({ phone: v }), valid: ['+46701234', '12345678'], invalid: ['1234567', '+4670123', '+46 70 abc 45'], code: '23514' },
  { name: 'provider categories >= 1', actor: 'quotedProvider', table: 'service_provider_profiles', op: 'update', key: (w) => ({ id: w.provider1 }), row: (_w, v) => ({ service_categories: v }), valid: [`{${CATEGORY_VVS}}`], invalid: ['{}'], code: '23514' },
  { name: 'message text 1..5000', actor: 'otherProvider', table: 'project_messages', op: 'insert', row: (w, v) => ({ id: randomUUID(), project_id: w.openProject, message_text: v }), valid: ['a', s(5000)], invalid: ['', '  ', s(5001)], code: '23514' },
  { name: 'contact first name 2..100', actor: 'brfOwner', table: 'brf_profiles', op: 'update', key: (w) => ({ id: w.brfA }), row: (_w, v) => ({ contact_person_first_name: v }), valid: ['Al', s(100)], invalid: ['A', s(101)], code: '23514' },
  { name: 'contact last name 2..100', actor: 'quotedProvider', table: 'service_provider_profiles', op: 'update', key: (w) => ({ id: w.provider1 }), row: (_w, v) => ({ contact_person_last_name: v }), valid: ['Ek', s(100)], invalid: ['E', s(101)], code: '23514' },
  { name: 'organization name 1..200', actor: 'quotedProvider', table: 'service_provider_profiles', op: 'update', key: (w) => ({ id: w.provider1 }), row: (_w, v) => ({ organization_name: v }), valid: ['X', s(200)], invalid: ['', s(201)], code: '23514' },
  { name: 'profile e-mail format', actor: 'adminAal1', table: 'brf_profiles', op: 'insert', row: (w, v) => ({ ...adminBrf(w), email: v }), valid: ['a@b.se'], invalid: ['styrelsen', 'a@b', 'a b@c.se'], code: '23514' },
  { name: 'profile description max 2000', actor: 'brfOwner', table: 'brf_profiles', op: 'update', key: (w) => ({ id: w.brfA }), row: (_w, v) => ({ description: v }), valid: [s(2000)], invalid: [s(2001)], code: '23514' },
  { name: 'profile website max 255', actor: 'quotedProvider', table: 'service_provider_profiles', op: 'update', key: (w) => ({ id: w.provider1 }), row: (_w, v) => ({ website: v }), valid: [s(255)], invalid: [s(256)], code: '23514' },
  { name: 'project file at most 50 MB', actor: 'brfOwner', table: 'project_attachments', op: 'insert', row: (w, v) => ({ id: randomUUID(), project_id: w.openProject, file_name: 'a.pdf', file_type: 'application/pdf', file_size: v, storage_path: `${w.openProject}/a.pdf` }), valid: [52428800], invalid: [52428801], code: '23514' },
  { name: 'quote file at most 50 MB', actor: 'quotedProvider', table: 'quote_attachments', op: 'insert', row: (w, v) => ({ id: randomUUID(), quote_id: w.quoteOpen, file_name: 'a.pdf', file_type: 'application/pdf', file_size: v, storage_path: `${w.quoteOpen}/a.pdf` }), valid: [52428800], invalid: [52428801], code: '23514' },
  { name: 'organization number never changes', actor: 'brfOwner', table: 'brf_profiles', op: 'update', key: (w) => ({ id: w.brfA }), row: (_w, v) => ({ organization_number: v }), valid: ['769600-1234'], invalid: ['769600-9999'], code: '42501' },
];

/** Uniqueness rules: the first row is accepted, the second refused with 23505. */
export interface UniqueCase {
  name: string;
  actor: Actor;
  rows(w: World): { table: string; row: Record<string, unknown> }[];
}

const adminBrf = (w: World) => ({ id: randomUUID(), user_id: w.users.admin.id, organization_number: '1', organization_name: 'BRF Admin', city: 'A', street_address: 'B', street_number: '1', zip: '12345', number_of_apartments: 1 });

export const UNIQUES: UniqueCase[] = [
  { name: 'one quote per provider per project', actor: 'otherProvider', rows: (w) => [1, 2].map(() => ({ table: 'quotes', row: quote(w, { service_provider_id: w.provider2 }) })) },
  { name: 'one review per project', actor: 'brfOwner', rows: (w) => [4, 5].map((rating) => ({ table: 'reviews', row: { id: randomUUID(), brf_id: w.brfA, service_provider_id: w.provider1, project_id: w.awardedNoReview, rating } })) },
  { name: 'one profile per user', actor: 'adminAal1', rows: (w) => [{ table: 'brf_profiles', row: adminBrf(w) }, { table: 'brf_profiles', row: adminBrf(w) }] },
  { name: 'one profile per user across both kinds', actor: 'adminAal1', rows: (w) => [
    { table: 'brf_profiles', row: adminBrf(w) },
    { table: 'service_provider_profiles', row: { id: randomUUID(), user_id: w.users.admin.id, organization_number: '1', organization_name: 'Admin AB', city: 'A', street_address: 'B', street_number: '1', zip: '12345', service_categories: `{${CATEGORY_VVS}}` } },
  ] },
];
