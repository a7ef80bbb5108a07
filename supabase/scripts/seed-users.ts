// The demo world's users and everything that references them, written through a running
// local Supabase: auth users via the admin API, rows with the service role, the award through
// the real RPC as the BRF. Safe to run again: fixed ids, existing rows are left alone.
//
//   npx node supabase/scripts/seed-users.ts        (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY)
//
// Past-deadline projects are inserted with a created_at in the past: the service role may
// back-date a project, and the ">= 7 days ahead" rule still holds relative to that creation day.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { putDemoFile, seedDemoProjects } from './demo-projects.ts';

export const DEMO_PASSWORD = 'BrfDemo#2026!';
/** Base32 TOTP secret of the demo admin's authenticator. Local use only. */
export const DEMO_ADMIN_TOTP_SECRET = 'BRFDEMOADMINTOTPSECRETKEYLOCAL23';

const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.' +
  'CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.' +
  'EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const CAT = {
  bygg: 'c0000000-0000-4000-8000-000000000001',
  takFasad: 'c0000000-0000-4000-8000-000000000002',
  vvs: 'c0000000-0000-4000-8000-000000000003',
  maleri: 'c0000000-0000-4000-8000-000000000005',
  hiss: 'c0000000-0000-4000-8000-000000000009',
  ventilation: 'c0000000-0000-4000-8000-000000000010',
};

const id = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ID = {
  brf: id(1),
  builder: id(2),
  plumber: id(3),
  stambyte: id(10),
  fasad: id(11),
  hiss: id(12),
  trapphus: id(13),
  qStambytePlumber: id(20),
  qFasadBuilder: id(21),
  qHissBuilder: id(22),
  qHissPlumber: id(23),
  qTrapphusBuilder: id(24),
  qTrapphusPlumber: id(25),
  address: id(30),
  viewing: id(31),
  review: id(40),
  messageQuestion: id(50),
  messageReply: id(51),
  adminFactor: id(60),
  stamritning: id(70),
};

export const DEMO_USERS = {
  brf: {
    email: 'styrelsen@brf-solglantan.se',
    meta: { first_name: 'Anna', last_name: 'Berg', phone: '+46 70 123 45 67', organization_type: 'brf' },
  },
  builder: {
    email: 'offert@byggrenovering.se',
    meta: { first_name: 'Erik', last_name: 'Lund', phone: '08-123 456 78', organization_type: 'service_provider' },
  },
  plumber: {
    email: 'info@rorexperten.se',
    meta: { first_name: 'Sara', last_name: 'Nilsson', phone: '018-55 44 33', organization_type: 'service_provider' },
  },
  admin: {
    email: 'admin@brf-marknaden.se',
    meta: { first_name: 'Admin', last_name: 'Demo', phone: '+46 70 000 00 00' },
  },
} as const;

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface SeedOptions {
  url: string;
  serviceRoleKey: string;
  anonKey: string;
  log?: (msg: string) => void;
}

async function ensureAuthUser(
  admin: SupabaseClient,
  email: string,
  meta: Record<string, unknown>,
  appMetadata?: Record<string, unknown>,
): Promise<string> {
  const { data: list, error: listError } = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
  if (listError) throw new Error(`listUsers: ${listError.message}`);
  const existing = list.users.find((u) => u.email === email);
  if (existing) return existing.id;
  const { data, error } = await admin.auth.admin.createUser({
    email,
    password: DEMO_PASSWORD,
    email_confirm: true,
    user_metadata: { ...meta, registration_step: 'organization_completed' },
    ...(appMetadata ? { app_metadata: appMetadata } : {}),
  });
  if (error || !data.user) throw new Error(`createUser ${email}: ${error?.message}`);
  return data.user.id;
}

function ensureUser(admin: SupabaseClient, key: keyof typeof DEMO_USERS): Promise<string> {
  const { email, meta } = DEMO_USERS[key];
  return ensureAuthUser(admin, email, meta, key === 'admin' ? { role: 'admin' } : undefined);
}

async function put(
  db: SupabaseClient,
  table: string,
  rows: Record<string, unknown>[],
  onConflict = 'id',
): Promise<void> {
  const { error } = await db.from(table).upsert(rows, { onConflict, ignoreDuplicates: true });
  if (error) throw new Error(`${table}: ${error.message}`);
}

export async function seedDemoWorld(opts: SeedOptions): Promise<void> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const db = createClient(opts.url, opts.serviceRoleKey, clientOptions);

  const users = {
    brf: await ensureUser(db, 'brf'),
    builder: await ensureUser(db, 'builder'),
    plumber: await ensureUser(db, 'plumber'),
    admin: await ensureUser(db, 'admin'),
  };
  const { error: factorError } = await db.rpc('local_seed_totp_factor', {
    p_user_id: users.admin,
    p_factor_id: ID.adminFactor,
    p_secret: DEMO_ADMIN_TOTP_SECRET,
  });
  if (factorError) throw new Error(`admin TOTP factor: ${factorError.message}`);

  await put(
    db,
    'brf_profiles',
    [
      {
        id: ID.brf,
        user_id: users.brf,
        organization_number: '769612-3456',
        organization_name: 'BRF Solgläntan',
        contact_person_first_name: 'Anna',
        contact_person_last_name: 'Berg',
        phone: '+46 70 123 45 67',
        email: DEMO_USERS.brf.email,
        city: 'Stockholm',
        street_address: 'Solgläntans väg',
        street_number: '4',
        zip: '117 43',
        number_of_apartments: 64,
        description: 'Bostadsrättsförening med tre hus från 1962 på Södermalm.',
        website: 'https://brf-solglantan.se',
      },
    ],
    'user_id',
  );
  await put(
    db,
    'service_provider_profiles',
    [
      {
        id: ID.builder,
        user_id: users.builder,
        organization_number: '556812-3344',
        organization_name: 'Bygg & Renovering Stockholm AB',
        registered_at: '2011-04-01',
        contact_person_first_name: 'Erik',
        contact_person_last_name: 'Lund',
        phone: '08-123 456 78',
        email: DEMO_USERS.builder.email,
        city: 'Stockholm',
        street_address: 'Hantverkargatan',
        street_number: '21',
        zip: '112 21',
        service_categories: [CAT.bygg, CAT.takFasad, CAT.maleri, CAT.hiss],
        description: 'Renoveringar åt bostadsrättsföreningar sedan 2011.',
      },
      {
        id: ID.plumber,
        user_id: users.plumber,
        organization_number: '556934-5566',
        organization_name: 'Rörexperten i Uppsala AB',
        registered_at: '2015-09-15',
        contact_person_first_name: 'Sara',
        contact_person_last_name: 'Nilsson',
        phone: '018-55 44 33',
        email: DEMO_USERS.plumber.email,
        city: 'Uppsala',
        street_address: 'Kungsgatan',
        street_number: '48',
        zip: '753 21',
        service_categories: [CAT.vvs, CAT.ventilation, CAT.hiss],
        description: 'Stambyten och ventilation i flerbostadshus.',
      },
    ],
    'user_id',
  );

  await put(db, 'projects', [
    {
      id: ID.stambyte,
      brf_id: ID.brf,
      title: 'Stambyte i hus A',
      description: 'Byte av avlopps- och vattenstammar i 24 lägenheter, inklusive badrum.',
      submission_deadline: days(30),
      max_bids: 10,
      created_at: days(-2),
      show_winner_publicly: false,
    },
    {
      id: ID.fasad,
      brf_id: ID.brf,
      title: 'Fasadrenovering 2027',
      description: 'Omputsning och målning av gatufasaden mot Solgläntans väg.',
      submission_deadline: days(12),
      max_bids: null,
      created_at: days(-5),
      show_winner_publicly: false,
    },
    {
      id: ID.hiss,
      brf_id: ID.brf,
      title: 'Hissbyte i hus B',
      description: 'Byte av två hissar från 1962 till moderna hissar med automatdörrar.',
      submission_deadline: days(-3),
      max_bids: null,
      created_at: days(-30),
      show_winner_publicly: false,
    },
    {
      id: ID.trapphus,
      brf_id: ID.brf,
      title: 'Målning av trapphus',
      description: 'Målning av väggar och tak i tre trapphus, inklusive spackling.',
      submission_deadline: days(-30),
      max_bids: null,
      created_at: days(-60),
      show_winner_publicly: true,
    },
  ]);
  await put(
    db,
    'project_service_categories',
    [
      { project_id: ID.stambyte, service_category_id: CAT.vvs },
      { project_id: ID.fasad, service_category_id: CAT.takFasad },
      { project_id: ID.fasad, service_category_id: CAT.maleri },
      { project_id: ID.hiss, service_category_id: CAT.hiss },
      { project_id: ID.trapphus, service_category_id: CAT.maleri },
    ],
    'project_id,service_category_id',
  );
  await put(db, 'project_addresses', [
    {
      id: ID.address,
      project_id: ID.stambyte,
      street: 'Solgläntans väg',
      street_number: '4',
      zip: '117 43',
      city: 'Stockholm',
    },
  ]);
  await put(db, 'project_viewing_dates', [
    {
      id: ID.viewing,
      project_id: ID.stambyte,
      viewing_date: days(7),
      duration_minutes: 90,
      comments: 'Samling vid porten, hus A.',
      address_street: 'Solgläntans väg',
      address_street_number: '4',
      address_zip: '117 43',
      address_city: 'Stockholm',
    },
  ]);

  await put(db, 'quotes', [
    {
      id: ID.qStambytePlumber,
      project_id: ID.stambyte,
      service_provider_id: ID.plumber,
      quote_amount: 4850000,
      description: 'Relining ingår ej. Tidplan 14 veckor.',
      created_at: days(-1),
    },
    {
      id: ID.qFasadBuilder,
      project_id: ID.fasad,
      service_provider_id: ID.builder,
      quote_amount: 1250000,
      description: 'Puts och två strykningar silikatfärg.',
      created_at: days(-3),
    },
    {
      id: ID.qHissBuilder,
      project_id: ID.hiss,
      service_provider_id: ID.builder,
      quote_amount: 1980000,
      description: 'Två hissar inklusive montage.',
      created_at: days(-20),
    },
    {
      id: ID.qHissPlumber,
      project_id: ID.hiss,
      service_provider_id: ID.plumber,
      quote_amount: 2150000,
      description: 'Totalentreprenad.',
      created_at: days(-18),
    },
    {
      id: ID.qTrapphusBuilder,
      project_id: ID.trapphus,
      service_provider_id: ID.builder,
      quote_amount: 385000,
      description: 'Tre trapphus på sex veckor.',
      created_at: days(-45),
    },
    {
      id: ID.qTrapphusPlumber,
      project_id: ID.trapphus,
      service_provider_id: ID.plumber,
      quote_amount: 420000,
      description: 'Med underentreprenör.',
      created_at: days(-40),
    },
  ]);

  // the reply points to the project's attachments, so the project has them
  await putDemoFile(
    { db, put: (table, rows, onConflict) => put(db, table, rows, onConflict) },
    {
      id: ID.stamritning,
      projectId: ID.stambyte,
      title: 'Stambyte i hus A',
      variant: 10,
      uploadedBy: users.brf,
      file: {
        name: 'Stamritning hus A.pdf',
        kind: 'pdf',
        lines: [
          'Spillvatten- och tappvattenstammar, hus A',
          'Sex stammar, plan 1–6 samt källare',
          'Ritning från 1962, kompletterad 1998',
        ],
      },
    },
  );
  await put(db, 'project_messages', [
    {
      id: ID.messageQuestion,
      project_id: ID.stambyte,
      sender_id: users.plumber,
      message_text: 'Finns det ritningar över stammarna i hus A?',
      created_at: days(-1.9),
    },
  ]);
  await put(db, 'project_messages', [
    {
      id: ID.messageReply,
      project_id: ID.stambyte,
      sender_id: users.brf,
      parent_message_id: ID.messageQuestion,
      message_text: 'Ja, stamritningen finns bland bilagorna (Stamritning hus A.pdf).',
      created_at: days(-0.85),
    },
  ]);

  // the award goes through the RPC as the owning BRF, exactly as the app does it
  const { data: award } = await db
    .from('project_awards')
    .select('project_id')
    .eq('project_id', ID.trapphus)
    .maybeSingle();
  if (!award) {
    const brf = createClient(opts.url, opts.anonKey, clientOptions);
    const { error: signInError } = await brf.auth.signInWithPassword({
      email: DEMO_USERS.brf.email,
      password: DEMO_PASSWORD,
    });
    if (signInError) throw new Error(`sign in as the BRF: ${signInError.message}`);
    const { error } = await brf.rpc('award_project', {
      p_project_id: ID.trapphus,
      p_quote_id: ID.qTrapphusBuilder,
      p_reason: 'Lägst pris, goda referenser och fem års garanti.',
    });
    if (error) throw new Error(`award: ${error.message}`);
    await brf.auth.signOut();
    // awarded a few days after its deadline, not at seeding time
    const { error: dated } = await db
      .from('project_awards')
      .update({ awarded_at: days(-27) })
      .eq('project_id', ID.trapphus);
    if (dated) throw new Error(`award date: ${dated.message}`);
  }
  await put(db, 'reviews', [
    {
      id: ID.review,
      brf_id: ID.brf,
      service_provider_id: ID.builder,
      project_id: ID.trapphus,
      rating: 5,
      comment_text: 'Punktligt och snyggt utfört.',
      created_at: days(-20),
    },
  ]);

  // the rest of the marketplace: three more BRFs and 26 more projects (demo-projects.ts)
  await seedDemoProjects({
    db,
    put: (table, rows, onConflict) => put(db, table, rows, onConflict),
    ensureAuthUser: (email, meta) => ensureAuthUser(db, email, meta),
    brfId: ID.brf,
    brfUserId: users.brf,
    providerIds: { builder: ID.builder, plumber: ID.plumber },
  });

  const { error: reminderError } = await db.rpc('send_deadline_notifications');
  if (reminderError) throw new Error(`deadline reminders: ${reminderError.message}`);
  await backdateNotifications(db, ID.messageReply);
  log(
    `Demo world ready: ${Object.values(DEMO_USERS)
      .map((u) => u.email)
      .join(', ')} (password ${DEMO_PASSWORD})`,
  );
}

/**
 * The triggers wrote every notification at seeding time; each is moved to when its event happened
 * (the quote's, the award's, the question's, the reply's time), so the lists read as days of history, not one
 * moment. Deadline reminders stay where they are: they are sent today.
 */
async function backdateNotifications(db: SupabaseClient, replyId: string): Promise<void> {
  const { data: rows, error } = await db.from('notifications').select('id, type, quote_id, project_id, created_at');
  if (error) throw new Error(`notifications: ${error.message}`);
  const { data: quotes } = await db.from('quotes').select('id, created_at');
  const { data: awards } = await db.from('project_awards').select('project_id, awarded_at');
  const { data: reply } = await db.from('project_messages').select('created_at').eq('id', replyId).single();
  const { data: questions } = await db
    .from('project_messages')
    .select('project_id, created_at')
    .is('parent_message_id', null)
    .order('created_at');
  const quoteTime = new Map((quotes ?? []).map((q) => [q.id, q.created_at as string]));
  // a project's latest question (the demo has one per project)
  const questionTime = new Map((questions ?? []).map((m) => [m.project_id, m.created_at as string]));
  const awardTime = new Map((awards ?? []).map((a) => [a.project_id, a.awarded_at as string]));
  for (const row of rows ?? []) {
    const when =
      row.type === 'project_awarded'
        ? awardTime.get(row.project_id)
        : row.type === 'new_message'
          ? reply?.created_at
          : row.type === 'new_question' && row.project_id
            ? questionTime.get(row.project_id)
            : row.quote_id
              ? quoteTime.get(row.quote_id)
              : undefined;
    if (!when || when === row.created_at) continue;
    const { error: moved } = await db.from('notifications').update({ created_at: when }).eq('id', row.id);
    if (moved) throw new Error(`notification ${row.id}: ${moved.message}`);
  }
}

if (import.meta.main) {
  await seedDemoWorld({
    url: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
    serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    anonKey: process.env.SUPABASE_ANON_KEY ?? DEMO_ANON_KEY,
  });
}
