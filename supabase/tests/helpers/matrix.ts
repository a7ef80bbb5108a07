// The access matrix: every table x actor x {select, insert, update, delete}, with the expected
// outcome of each cell. Expectations are strings over ACTORS, in order:
//   anon, brfOwner, otherBrf, quotedProvider, otherProvider, adminAal1, adminAal2, boardDeputy,
//   companyColleague, boardObserver (a deputy of brfOwner's board; a member of quotedProvider's company;
//   an observer of brfOwner's board)
// 'Y' = allowed (the row is visible / the write takes effect), 'N' = refused or no effect.
// The admin has no organisation profile: at aal1 it is a user who never finished registration.
// Updates write the values a row already has, so an allowed update changes nothing.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../packages/local-supabase/src/types.ts';
import {
  ACTORS,
  CATEGORY_ANNAT,
  CATEGORY_VVS,
  days,
  insertProject,
  insertQuote,
  type Actor,
  type World,
} from './world.ts';

export type Op = 'select' | 'insert' | 'update' | 'delete';
export const OPS: Op[] = ['select', 'insert', 'update', 'delete'];
export type Row = Record<string, unknown>;

export interface TableSpec {
  table: string;
  /** the row select and update aim at */
  target(w: World): Row;
  /** what this actor tries to insert */
  insert(a: Actor, w: World): Row;
  /** primary key of an inserted row (to undo a successful insert) */
  insertedKey(row: Row): Row;
  /** values the target already has */
  update(a: Actor, w: World): Row;
  /** a fresh row (written as superuser) for the delete attempt */
  fresh(db: Database, w: World): Promise<Row>;
  expect: Record<Op, string>;
}

const byId = (row: Row): Row => ({ id: row.id });
const ownProvider = (a: Actor, w: World) =>
  a === 'quotedProvider' || a === 'companyColleague' ? w.provider1 : w.provider2;
const ownBrf = (a: Actor, w: World) => (a === 'otherBrf' ? w.brfB : w.brfA);
const userOf = (a: Actor, w: World) =>
  a === 'anon'
    ? w.users.otherBrf.id
    : a.startsWith('admin')
      ? w.users.admin.id
      : w.users[a as Exclude<Actor, 'anon' | 'adminAal1' | 'adminAal2'>].id;

let snapshotDay = 0;
const nextSnapshotDate = () => new Date(Date.UTC(2001, 0, 1) + snapshotDay++ * 86_400_000).toISOString().slice(0, 10);

async function insertRow(db: Database, table: string, row: Row): Promise<Row> {
  const cols = Object.keys(row);
  const placeholders = cols.map((_, i) => `$${i + 1}`).join(', ');
  const r = await db.query<Row>(
    `insert into ${table} (${cols.join(', ')}) values (${placeholders}) on conflict do nothing returning *`,
    cols.map((c) => row[c]),
  );
  return r.rows[0] ?? row;
}

export const TABLES: TableSpec[] = [
  {
    table: 'public.service_categories',
    target: () => ({ id: CATEGORY_VVS }),
    insert: () => ({ id: randomUUID(), name: `Ny kategori ${randomUUID().slice(0, 6)}`, icon_name: 'star' }),
    insertedKey: byId,
    update: () => ({ icon_name: 'wrench' }),
    fresh: async (db) =>
      byId(
        await insertRow(db, 'public.service_categories', {
          id: randomUUID(),
          name: `Tillfällig ${randomUUID().slice(0, 6)}`,
          icon_name: 'x',
        }),
      ),
    expect: { select: 'YYYYYYYYYY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.brf_profiles',
    target: (w) => ({ id: w.brfA }),
    // a user creating a BRF profile for themselves: only the admin has no profile yet
    insert: (a, w) => ({
      id: randomUUID(),
      user_id: userOf(a, w),
      organization_number: '716400-0001',
      organization_name: 'BRF Ny',
      city: 'Lund',
      street_address: 'Gatan',
      street_number: '1',
      zip: '22100',
      number_of_apartments: 10,
    }),
    insertedKey: byId,
    update: () => ({ city: 'Stockholm' }),
    fresh: async (_db, w) => ({ id: w.brfB }), // profiles are never deleted through the API
    expect: { select: 'NYNNNNYYNY', insert: 'NNNNNYYNNN', update: 'NYNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.brf_public_profiles',
    target: (w) => ({ id: w.brfA }),
    insert: (a, w) => ({ id: w.brfB, user_id: userOf(a, w), organization_name: 'X' }),
    insertedKey: byId,
    update: () => ({ organization_name: 'BRF Solgläntan' }),
    fresh: async (_db, w) => ({ id: w.brfB }),
    expect: { select: 'NYYYYYYYYY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.service_provider_profiles',
    target: (w) => ({ id: w.provider1 }),
    insert: (a, w) => ({
      id: randomUUID(),
      user_id: userOf(a, w),
      organization_number: '556000-0001',
      organization_name: 'Ny AB',
      city: 'Lund',
      street_address: 'Gatan',
      street_number: '1',
      zip: '22100',
      service_categories: `{${CATEGORY_VVS}}`,
    }),
    insertedKey: byId,
    update: () => ({ city: 'Uppsala' }),
    fresh: async (_db, w) => ({ id: w.provider2 }),
    // contact details: the provider, the BRF it quoted for, admins at aal2 (the rest read the public face)
    expect: { select: 'NYNYNNYYYY', insert: 'NNNNNYYNNN', update: 'NNNYNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.service_provider_public_profiles',
    target: (w) => ({ id: w.provider1 }),
    insert: (a, w) => ({
      id: w.provider2,
      user_id: userOf(a, w),
      organization_name: 'X',
      city: 'A',
      service_categories: `{${CATEGORY_VVS}}`,
      registered_at: '2020-01-01',
      created_at: '2020-01-01T00:00:00Z',
    }),
    insertedKey: byId,
    update: () => ({ city: 'Uppsala' }),
    fresh: async (_db, w) => ({ id: w.provider2 }),
    expect: { select: 'NYYYYNYYYY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.projects',
    target: (w) => ({ id: w.openProject }),
    insert: (a, w) => ({
      id: randomUUID(),
      brf_id: ownBrf(a, w),
      title: 'Nytt projekt',
      description: 'En tillräckligt lång beskrivning.',
      submission_deadline: days(14),
      status: 'open',
    }),
    insertedKey: byId,
    update: () => ({ title: 'Stambyte 2027' }),
    fresh: async (db, w) => ({
      id: await db.transaction((tx) => insertProject(tx, w.brfA, { title: 'Att radera', deadlineInDays: 30 })),
    }),
    expect: { select: 'NYYYYYYYYY', insert: 'NYYNNNNNNN', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.project_awards',
    target: (w) => ({ project_id: w.awardedProject }),
    insert: (_a, w) => ({
      project_id: w.pastProject,
      winning_service_provider_id: w.provider1,
      winning_quote_id: w.quotePast1,
      winning_budget: 1,
    }),
    insertedKey: (r) => ({ project_id: r.project_id }),
    update: () => ({ winning_budget: 60000 }),
    fresh: async (_db, w) => ({ project_id: w.awardedNoReview }),
    expect: { select: 'NYNYNNYYYY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.project_details',
    target: (w) => ({ id: w.openProject }),
    insert: (_a, w) => ({
      id: randomUUID(),
      brf_id: w.brfA,
      title: 'Via vyn',
      description: 'En tillräckligt lång beskrivning.',
      submission_deadline: days(14),
    }),
    insertedKey: byId,
    update: () => ({ title: 'Stambyte 2027' }),
    fresh: async (db, w) => ({
      id: await db.transaction((tx) => insertProject(tx, w.brfA, { title: 'Att radera via vyn', deadlineInDays: 30 })),
    }),
    expect: { select: 'NYYYYYYYYY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.project_service_categories',
    target: (w) => ({ project_id: w.openProject }),
    insert: (_a, w) => ({ project_id: w.openProject, service_category_id: CATEGORY_VVS }),
    insertedKey: (r) => ({ project_id: r.project_id, service_category_id: r.service_category_id }),
    update: () => ({ service_category_id: 'c0000000-0000-4000-8000-000000000001' }),
    fresh: async (db, w) => {
      await insertRow(db, 'public.project_service_categories', {
        project_id: w.openProject,
        service_category_id: CATEGORY_ANNAT,
      });
      return { project_id: w.openProject, service_category_id: CATEGORY_ANNAT };
    },
    expect: { select: 'NYYYYYYYYY', insert: 'NYNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.project_addresses',
    target: (w) => ({ id: w.address }),
    insert: (_a, w) => ({ id: randomUUID(), project_id: w.openProject, street: 'Lillgatan', city: 'Stockholm' }),
    insertedKey: byId,
    update: () => ({ city: 'Stockholm' }),
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.project_addresses', {
          project_id: w.openProject,
          street: 'Tillfällig',
          city: 'Solna',
        }),
      ),
    expect: { select: 'NYYYYNYYYY', insert: 'NYNNNNNNNN', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.project_attachments',
    target: (w) => ({ id: w.attachment }),
    insert: (_a, w) => ({
      id: randomUUID(),
      project_id: w.openProject,
      file_name: 'a.pdf',
      file_type: 'application/pdf',
      file_size: 10,
      storage_path: `${w.openProject}/a.pdf`,
    }),
    insertedKey: byId,
    update: () => ({ file_name: 'ritning.pdf' }),
    // a project no quote has frozen: a file of a quoted request is withdrawn, never deleted (decision 0025)
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.project_attachments', {
          project_id: w.openProject2,
          file_name: 'b.pdf',
          file_type: 'application/pdf',
          file_size: 10,
          storage_path: `${w.openProject2}/b.pdf`,
        }),
      ),
    expect: { select: 'NYYYYNYYYY', insert: 'NYNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.project_viewing_dates',
    target: (w) => ({ id: w.viewingDate }),
    insert: (_a, w) => ({ id: randomUUID(), project_id: w.openProject, viewing_date: days(3), duration_minutes: 30 }),
    insertedKey: byId,
    update: () => ({ duration_minutes: 60 }),
    fresh: async (db, w) =>
      byId(await insertRow(db, 'public.project_viewing_dates', { project_id: w.openProject, viewing_date: days(4) })),
    expect: { select: 'NYYYYNYYYY', insert: 'NYNNNNNNNN', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.quotes',
    target: (w) => ({ id: w.quoteOpen }),
    insert: (a, w) => ({
      id: randomUUID(),
      project_id: w.openProject2,
      service_provider_id: ownProvider(a, w),
      quote_amount: 5000,
      status: 'submitted',
    }),
    insertedKey: byId,
    // the owner may only mark it viewed; the provider change its amount and description
    update: (a) => (a === 'brfOwner' ? { is_viewed: false } : { quote_amount: 125000.5 }),
    fresh: async (db, w) => ({
      id: await db.transaction(async (tx) =>
        insertQuote(
          tx,
          await insertProject(tx, w.brfA, { title: 'Offert att dra tillbaka', deadlineInDays: 30 }),
          w.provider1,
          1000,
        ),
      ),
    }),
    expect: { select: 'NYNYNNYYYY', insert: 'NNNYYNNNYN', update: 'NYNYNNNNYN', delete: 'NNNYNNNNYN' },
  },
  {
    table: 'public.quote_stars',
    target: (w) => ({ quote_id: w.quoteOpen }),
    insert: (_a, w) => ({ quote_id: w.quotePast1 }),
    insertedKey: (r) => ({ quote_id: r.quote_id }),
    update: (_a, w) => ({ quote_id: w.quoteOpen }),
    fresh: async (db, w) => {
      await insertRow(db, 'public.quote_stars', { quote_id: w.quotePast2 });
      return { quote_id: w.quotePast2 };
    },
    // the board's private shortlist: never the provider's to read
    expect: { select: 'NYNNNNYYNN', insert: 'NYNNNNNYNN', update: 'NNNNNNNNNN', delete: 'NYNNNNNYNN' },
  },
  {
    table: 'public.quote_attachments',
    target: (w) => ({ id: w.quoteAttachment }),
    insert: (_a, w) => ({
      id: randomUUID(),
      quote_id: w.quoteOpen,
      file_name: 'bilaga.pdf',
      file_type: 'application/pdf',
      file_size: 10,
      storage_path: `${w.quoteOpen}/bilaga.pdf`,
    }),
    insertedKey: byId,
    update: () => ({ file_name: 'offert.pdf' }),
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.quote_attachments', {
          quote_id: w.quoteOpen,
          file_name: 'c.pdf',
          file_type: 'application/pdf',
          file_size: 10,
          storage_path: `${w.quoteOpen}/c.pdf`,
        }),
      ),
    expect: { select: 'NYNYNNYYYY', insert: 'NNNYNNNNYN', update: 'NNNNNNNNNN', delete: 'NNNYNNNNYN' },
  },
  {
    table: 'public.reviews',
    target: (w) => ({ id: w.review }),
    insert: (a, w) => ({
      id: randomUUID(),
      brf_id: ownBrf(a, w),
      service_provider_id: w.provider1,
      project_id: w.awardedNoReview,
      rating: 5,
    }),
    insertedKey: byId,
    update: () => ({ rating: 4 }),
    fresh: async (_db, w) => ({ id: w.review }),
    expect: { select: 'NYNYNNYYYY', insert: 'NYNNNNNNNN', update: 'NYNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.project_subscriptions',
    target: (w) => ({ project_id: w.openProject, user_id: w.users.quotedProvider.id }),
    insert: (a, w) => ({ id: randomUUID(), project_id: w.otherBrfProject, user_id: userOf(a, w), is_subscribed: true }),
    insertedKey: byId,
    update: () => ({ is_subscribed: true }),
    fresh: async (db, w) => {
      await insertRow(db, 'public.project_subscriptions', {
        project_id: w.openProject2,
        user_id: w.users.quotedProvider.id,
      });
      return { project_id: w.openProject2, user_id: w.users.quotedProvider.id };
    },
    expect: { select: 'NNNYNNNNNN', insert: 'NYYYYYYYYY', update: 'NNNYNNNNNN', delete: 'NNNYNNNNNN' },
  },
  {
    table: 'public.notifications',
    target: (w) => ({ id: w.ownerNotification }),
    insert: (a, w) => ({ id: randomUUID(), user_id: userOf(a, w), message: 'Falsk avisering', type: 'new_message' }),
    insertedKey: byId,
    update: () => ({ read: false }),
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.notifications', {
          user_id: w.users.brfOwner.id,
          message: 'Att radera',
          type: 'new_message',
        }),
      ),
    expect: { select: 'NYNNNNNNNN', insert: 'NNNNNNNNNN', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.notification_preferences',
    target: (w) => ({ user_id: w.users.brfOwner.id }),
    insert: (a, w) => ({ user_id: userOf(a, w), new_message: true }),
    insertedKey: (r) => ({ user_id: r.user_id }),
    update: () => ({ new_message: true }),
    fresh: async (db, w) => {
      await insertRow(db, 'public.notification_preferences', { user_id: w.users.brfOwner.id });
      return { user_id: w.users.brfOwner.id };
    },
    // brfOwner already has its row (anon would write for otherBrf, who has none)
    expect: { select: 'NYNNNNNNNN', insert: 'NNYYYYYYYY', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    table: 'public.project_messages',
    target: (w) => ({ id: w.message }),
    insert: (_a, w) => ({ id: randomUUID(), project_id: w.openProject, message_text: 'Hej från testet' }),
    insertedKey: byId,
    update: () => ({ message_text: 'Går det att boka visning?' }),
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.project_messages', {
          project_id: w.openProject2,
          sender_id: w.users.quotedProvider.id,
          message_text: 'Radera mig',
        }),
      ),
    // no editing: a posted message stays as written
    expect: { select: 'NYYYYYYYYY', insert: 'NYYYYYYYYY', update: 'NNNNNNNNNN', delete: 'NNNYNNNNNN' },
  },
  {
    table: 'public.audit_logs',
    target: (w) => ({ id: w.auditLog }),
    insert: (a, w) => ({ id: randomUUID(), user_id: userOf(a, w), action: 'forged', resource_type: 'project' }),
    insertedKey: byId,
    update: () => ({ action: 'brf_registered' }),
    fresh: async (db) => byId(await insertRow(db, 'public.audit_logs', { action: 'to_delete', resource_type: 'test' })),
    expect: { select: 'NNNNNNYNNN', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.analytics_snapshots',
    target: (w) => ({ id: w.snapshot }),
    insert: () => ({ id: randomUUID(), snapshot_date: nextSnapshotDate(), total_projects: 3 }),
    insertedKey: byId,
    update: () => ({ total_projects: 1 }),
    fresh: async (db) => byId(await insertRow(db, 'public.analytics_snapshots', { snapshot_date: '2024-06-01' })),
    expect: { select: 'NNNNNNYNNN', insert: 'NNNNNNYNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  // the members of an organisation read its members; joining and leaving go through RPCs only
  {
    table: 'public.brf_members',
    target: (w) => ({ brf_id: w.brfA, user_id: w.users.boardDeputy.id }),
    insert: (a, w) => ({ brf_id: w.brfB, user_id: userOf(a, w), role: 'member' }),
    insertedKey: (r) => ({ brf_id: r.brf_id, user_id: r.user_id }),
    update: () => ({ role: 'deputy' }),
    fresh: async () => ({ brf_id: randomUUID(), user_id: randomUUID() }),
    expect: { select: 'NYNNNNYYNY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.provider_members',
    target: (w) => ({ provider_id: w.provider1, user_id: w.users.companyColleague.id }),
    insert: (a, w) => ({ provider_id: w.provider2, user_id: userOf(a, w), role: 'member' }),
    insertedKey: (r) => ({ provider_id: r.provider_id, user_id: r.user_id }),
    update: () => ({ role: 'member' }),
    fresh: async () => ({ provider_id: randomUUID(), user_id: randomUUID() }),
    expect: { select: 'NNNYNNYNYN', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.organization_invitations',
    target: (w) => ({ id: w.invitation }),
    insert: (a, w) => ({
      id: randomUUID(),
      brf_id: w.brfA,
      email: `${a.toLowerCase()}@example.se`,
      role: 'member',
      token_hash: randomUUID(),
    }),
    insertedKey: byId,
    update: () => ({ role: 'member' }),
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.organization_invitations', {
          brf_id: w.brfA,
          email: `ny-${randomUUID().slice(0, 8)}@example.se`,
          role: 'deputy',
          token_hash: randomUUID(),
        }),
      ),
    expect: { select: 'NYNNNNNYNY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    table: 'public.project_activity',
    target: (w) => ({ project_id: w.openProject, action: 'created' }),
    insert: (_a, w) => ({ id: randomUUID(), project_id: w.openProject, action: 'awarded' }),
    insertedKey: byId,
    update: () => ({ action: 'created' }),
    fresh: async (db, w) =>
      byId(await insertRow(db, 'public.project_activity', { project_id: w.openProject, action: 'edited' })),
    expect: { select: 'NYNNNNYYNY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    // written only by declare_interest; the board and admins at aal2 read them
    table: 'public.interest_declarations',
    target: (w) => ({ id: w.declaration }),
    insert: (a, w) => ({ id: randomUUID(), project_id: w.openProject2, user_id: userOf(a, w) }),
    insertedKey: byId,
    update: () => ({ member_name: 'Anna Berg' }),
    fresh: async (db, w) =>
      byId(await insertRow(db, 'public.interest_declarations', { project_id: w.openProject2, user_id: null })),
    expect: { select: 'NYNNNNYYNY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
  {
    // written only by propose_award, confirm_award and withdraw_award_proposal
    table: 'public.award_proposals',
    target: (w) => ({ id: w.proposal }),
    insert: (a, w) => ({
      id: randomUUID(),
      project_id: w.awardedProject,
      quote_id: w.quoteAwarded,
      reason: 'Lägst pris.',
      proposed_by: userOf(a, w),
    }),
    insertedKey: byId,
    update: () => ({ reason: 'Lägst pris.' }),
    fresh: async (db, w) =>
      byId(
        await insertRow(db, 'public.award_proposals', {
          project_id: w.awardedProject,
          quote_id: w.quoteAwarded,
          reason: 'Bäst garanti.',
          outcome: 'withdrawn',
          closed_at: new Date().toISOString(),
        }),
      ),
    expect: { select: 'NYNNNNYYNY', insert: 'NNNNNNNNNN', update: 'NNNNNNNNNN', delete: 'NNNNNNNNNN' },
  },
];

/** How one actor's attempt is carried out (SQL with role switching, or supabase-js over HTTP). */
export interface Executor {
  select(a: Actor, table: string, key: Row): Promise<Outcome>;
  insert(a: Actor, table: string, row: Row, spec: TableSpec): Promise<Outcome>;
  update(a: Actor, table: string, key: Row, patch: Row): Promise<Outcome>;
  delete(a: Actor, table: string, key: Row): Promise<Outcome>;
}

export interface Outcome {
  ok: boolean;
  error?: string;
}

export interface Cell {
  table: string;
  op: Op;
  actor: Actor;
  expected: boolean;
  actual: boolean;
  error?: string;
}

export async function runMatrix(db: Database, w: World, exec: Executor, tables: TableSpec[] = TABLES): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const spec of tables) {
    for (const op of OPS) {
      for (const actor of ACTORS) {
        let outcome: Outcome;
        if (op === 'select') outcome = await exec.select(actor, spec.table, spec.target(w));
        else if (op === 'insert') outcome = await exec.insert(actor, spec.table, spec.insert(actor, w), spec);
        else if (op === 'update') outcome = await exec.update(actor, spec.table, spec.target(w), spec.update(actor, w));
        else outcome = await exec.delete(actor, spec.table, await spec.fresh(db, w));
        cells.push(matrixCell(spec.table, op, actor, spec.expect, outcome));
      }
    }
  }
  return cells;
}

/** One cell: what `expect` says of this actor for `op`, against the outcome of its attempt. */
export function matrixCell(table: string, op: Op, actor: Actor, expect: Record<Op, string>, outcome: Outcome): Cell {
  return {
    table,
    op,
    actor,
    expected: expect[op][ACTORS.indexOf(actor)] === 'Y',
    actual: outcome.ok,
    error: outcome.error,
  };
}

/** The cells whose outcome is not the expected one, each as a line to read in a failed assertion. */
export function mismatches(cells: Cell[]): string[] {
  return cells
    .filter((c) => c.actual !== c.expected)
    .map((c) => {
      const error = c.error ? ` (${c.error})` : '';
      return `${c.table} ${c.op} as ${c.actor}: expected ${c.expected ? 'allowed' : 'refused'}${error}`;
    });
}

/** The matrix as a text table: ✓ allowed, · refused; a mismatch is marked with ! */
export function formatMatrix(title: string, cells: Cell[]): string {
  const header = ['table / op', ...ACTORS];
  const rows: string[][] = [];
  const keys = [...new Set(cells.map((c) => `${c.table}|${c.op}`))];
  for (const key of keys) {
    const [table, op] = key.split('|');
    const row = [`${table.replace(/^public\./, '')} ${op}`];
    for (const actor of ACTORS) {
      const c = cells.find((x) => x.table === table && x.op === op && x.actor === actor)!;
      row.push(`${c.actual ? '✓' : '·'}${c.actual === c.expected ? ' ' : '!'}`);
    }
    rows.push(row);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((v, i) => v.padEnd(widths[i])).join(' | ');
  return [title, line(header), widths.map((n) => '-'.repeat(n)).join('-|-'), ...rows.map(line)].join('\n');
}
