// The demo world the rule suites run against: two BRFs, two providers and an admin, with
// projects open, past deadline and awarded. Rows are written as the database superuser (like a
// seed), so history can be back-dated; the award itself goes through the real RPC as the owner.
import { randomUUID } from 'node:crypto';
import type { Database, JwtClaims, Sql } from '../../../packages/local-supabase/src/types.ts';
import { putObject } from './storage-matrix.ts';

export const CATEGORY_BYGG = 'c0000000-0000-4000-8000-000000000001';
export const CATEGORY_VVS = 'c0000000-0000-4000-8000-000000000003';
export const CATEGORY_ANNAT = 'c0000000-0000-4000-8000-000000000015';
export const INACTIVE_CATEGORY = 'c0000000-0000-4000-8000-0000000000ff';

export const ACTORS = [
  'anon',
  'brfOwner',
  'otherBrf',
  'quotedProvider',
  'otherProvider',
  'adminAal1',
  'adminAal2',
  // a deputy ('suppleant') of brfOwner's board and a colleague (member) of quotedProvider's company
  'boardDeputy',
  'companyColleague',
  // an observer ('observatör') of brfOwner's board: reads, acts on nothing
  'boardObserver',
] as const;
export type Actor = (typeof ACTORS)[number];

export interface Users {
  brfOwner: { id: string; email: string };
  otherBrf: { id: string; email: string };
  quotedProvider: { id: string; email: string };
  otherProvider: { id: string; email: string };
  admin: { id: string; email: string };
  boardDeputy: { id: string; email: string };
  companyColleague: { id: string; email: string };
  boardObserver: { id: string; email: string };
}

export interface World {
  users: Users;
  brfA: string;
  brfB: string;
  provider1: string;
  provider2: string;
  openProject: string;
  openProject2: string;
  otherBrfProject: string;
  pastProject: string;
  awardedProject: string;
  awardedNoReview: string;
  quoteOpen: string;
  quotePast1: string;
  quotePast2: string;
  quoteAwarded: string;
  quoteAwardedLoser: string;
  quoteAttachment: string;
  address: string;
  viewingDate: string;
  attachment: string;
  review: string;
  message: string;
  ownerNotification: string;
  auditLog: string;
  snapshot: string;
  invitation: string;
  declaration: string;
  proposal: string;
}

export const PASSWORD = 'Demo-Pass-12!!ab';

/** Users straight into auth.users, as GoTrue stores them (for the SQL-level suites). */
export async function insertAuthUsers(db: Database): Promise<Users> {
  // these users never sign in with a password (the SQL suites set claims directly)
  const hash = '$2a$04$notarealhashnotarealhashnotarealhashnotarealhashnot';
  const make = (key: string) => ({
    id: randomUUID(),
    email: `${key.toLowerCase()}-${randomUUID().slice(0, 8)}@example.se`,
  });
  const users: Users = {
    brfOwner: make('brfowner'),
    otherBrf: make('otherbrf'),
    quotedProvider: make('quotedprovider'),
    otherProvider: make('otherprovider'),
    admin: make('admin'),
    boardDeputy: make('boarddeputy'),
    companyColleague: make('companycolleague'),
    boardObserver: make('boardobserver'),
  };
  await db.transaction(async (tx) => {
    for (const [key, u] of Object.entries(users)) {
      await tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
           $4, '{}', now(), now())`,
        [
          u.id,
          u.email,
          hash,
          JSON.stringify({ provider: 'email', providers: ['email'], ...(key === 'admin' ? { role: 'admin' } : {}) }),
        ],
      );
    }
  });
  return users;
}

/** Claims as the auth server would sign them for each actor. */
export function claimsFor(actor: Actor, users: Users): JwtClaims {
  if (actor === 'anon') return { role: 'anon' };
  const user = actor === 'adminAal1' || actor === 'adminAal2' ? users.admin : users[actor];
  return {
    role: 'authenticated',
    sub: user.id,
    email: user.email,
    aud: 'authenticated',
    aal: actor === 'adminAal2' ? 'aal2' : 'aal1',
    app_metadata: actor.startsWith('admin') ? { provider: 'email', role: 'admin' } : { provider: 'email' },
  };
}

export function days(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString();
}

async function insert(tx: Sql, table: string, row: Record<string, unknown>): Promise<string> {
  const cols = Object.keys(row);
  const r = await tx.query<{ id: string }>(
    `insert into ${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    cols.map((c) => row[c]),
  );
  return (r.rows[0] as { id: string }).id;
}

/** Every organisation has a number of its own (the database refuses a second profile with one). */
export function brfRow(userId: string, name: string, organizationNumber = '769600-1234'): Record<string, unknown> {
  return {
    user_id: userId,
    organization_number: organizationNumber,
    organization_name: name,
    contact_person_first_name: 'Anna',
    contact_person_last_name: 'Berg',
    phone: '+46 70 123 45 67',
    email: `styrelsen@${name.toLowerCase().replace(/[^a-z]/g, '')}.se`,
    city: 'Stockholm',
    street_address: 'Storgatan',
    street_number: '12',
    zip: '114 51',
    number_of_apartments: 42,
  };
}

export function providerRow(userId: string, name: string, organizationNumber = '556677-8899'): Record<string, unknown> {
  return {
    user_id: userId,
    organization_number: organizationNumber,
    organization_name: name,
    contact_person_first_name: 'Erik',
    contact_person_last_name: 'Lund',
    phone: '08-123 456 78',
    email: `info@${name.toLowerCase().replace(/[^a-z]/g, '')}.se`,
    city: 'Uppsala',
    street_address: 'Kungsgatan',
    street_number: '3',
    zip: '75321',
    service_categories: `{${CATEGORY_BYGG},${CATEGORY_VVS}}`,
  };
}

export async function insertProject(
  tx: Sql,
  brfId: string,
  opts: { title: string; createdDaysAgo?: number; deadlineInDays: number; maxBids?: number; showWinner?: boolean },
): Promise<string> {
  const createdAt = days(-(opts.createdDaysAgo ?? 0));
  const id = await insert(tx, 'public.projects', {
    brf_id: brfId,
    title: opts.title,
    description: 'Beskrivning av projektet för test.',
    submission_deadline: days(opts.deadlineInDays),
    created_at: createdAt,
    max_bids: opts.maxBids ?? null,
    show_winner_publicly: opts.showWinner ?? false,
  });
  await tx.query('insert into public.project_service_categories (project_id, service_category_id) values ($1, $2)', [
    id,
    CATEGORY_BYGG,
  ]);
  return id;
}

export async function insertQuote(tx: Sql, projectId: string, providerId: string, amount: number): Promise<string> {
  return insert(tx, 'public.quotes', {
    project_id: projectId,
    service_provider_id: providerId,
    quote_amount: amount,
    description: 'Offert',
  });
}

export async function buildWorld(db: Database, users: Users): Promise<World> {
  const w = await db.transaction(async (tx) => {
    await tx.query(
      `insert into public.service_categories (id, name, icon_name, is_active)
       values ($1, 'Nedlagd kategori', 'archive', false)
       on conflict (id) do nothing`,
      [INACTIVE_CATEGORY],
    );
    const brfA = await insert(tx, 'public.brf_profiles', brfRow(users.brfOwner.id, 'BRF Solgläntan'));
    const brfB = await insert(tx, 'public.brf_profiles', brfRow(users.otherBrf.id, 'BRF Ekbacken', '769600-2349'));
    const provider1 = await insert(
      tx,
      'public.service_provider_profiles',
      providerRow(users.quotedProvider.id, 'Bygg AB'),
    );
    const provider2 = await insert(
      tx,
      'public.service_provider_profiles',
      providerRow(users.otherProvider.id, 'Rör AB', '556677-9913'),
    );

    await tx.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'deputy')`, [
      brfA,
      users.boardDeputy.id,
    ]);
    await tx.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'observer')`, [
      brfA,
      users.boardObserver.id,
    ]);
    await tx.query(`insert into public.provider_members (provider_id, user_id, role) values ($1, $2, 'member')`, [
      provider1,
      users.companyColleague.id,
    ]);
    const openProject = await insertProject(tx, brfA, { title: 'Stambyte 2027', deadlineInDays: 30 });
    const openProject2 = await insertProject(tx, brfA, { title: 'Fasadrenovering', deadlineInDays: 20 });
    const otherBrfProject = await insertProject(tx, brfB, { title: 'Takbyte Ekbacken', deadlineInDays: 25 });
    const pastProject = await insertProject(tx, brfA, { title: 'Hissbyte', createdDaysAgo: 20, deadlineInDays: -2 });
    const awardedProject = await insertProject(tx, brfA, {
      title: 'Målning av trapphus',
      createdDaysAgo: 40,
      deadlineInDays: -10,
    });

    const quoteOpen = await insertQuote(tx, openProject, provider1, 125000.5);
    const quotePast1 = await insertQuote(tx, pastProject, provider1, 900000);
    const quotePast2 = await insertQuote(tx, pastProject, provider2, 850000);
    const quoteAwarded = await insertQuote(tx, awardedProject, provider1, 60000);
    const quoteAwardedLoser = await insertQuote(tx, awardedProject, provider2, 65000);
    const awardedNoReview = await insertProject(tx, brfA, {
      title: 'Fönsterbyte',
      createdDaysAgo: 30,
      deadlineInDays: -1,
    });
    const quoteNoReview = await insertQuote(tx, awardedNoReview, provider1, 70000);
    // stored objects the rule suites' file rows may name (a metadata row must name an object)
    for (const name of [`${quoteOpen}/a.pdf`, `${quoteOpen}/bilaga.pdf`])
      await putObject(tx, 'quote-attachments', name);
    for (const name of [`${openProject}/a.pdf`]) await putObject(tx, 'project-files', name);
    const quoteAttachment = await insert(tx, 'public.quote_attachments', {
      quote_id: quoteOpen,
      file_name: 'offert.pdf',
      file_type: 'application/pdf',
      file_size: 1000,
      storage_path: `${quoteOpen}/offert.pdf`,
    });

    await tx.query('insert into public.quote_stars (quote_id) values ($1)', [quoteOpen]);
    const address = await insert(tx, 'public.project_addresses', {
      project_id: openProject,
      street: 'Storgatan',
      street_number: '12',
      zip: '11451',
      city: 'Stockholm',
    });
    const viewingDate = await insert(tx, 'public.project_viewing_dates', {
      project_id: openProject,
      viewing_date: days(5),
      duration_minutes: 60,
    });
    const attachment = await insert(tx, 'public.project_attachments', {
      project_id: openProject,
      file_name: 'ritning.pdf',
      file_type: 'application/pdf',
      file_size: 2000,
      storage_path: `${openProject}/ritning.pdf`,
      uploaded_by: users.brfOwner.id,
    });
    const message = await insert(tx, 'public.project_messages', {
      project_id: openProject,
      sender_id: users.quotedProvider.id,
      message_text: 'Går det att boka visning?',
    });
    await tx.query('insert into public.notification_preferences (user_id) values ($1)', [users.brfOwner.id]);
    const invitation = await insert(tx, 'public.organization_invitations', {
      brf_id: brfA,
      email: 'inbjuden@example.se',
      role: 'member',
      invited_by: users.brfOwner.id,
      token_hash: randomUUID(),
    });
    const declaration = await insert(tx, 'public.interest_declarations', {
      project_id: awardedProject,
      user_id: users.brfOwner.id,
      bidder_ids: `{${provider1},${provider2}}`,
    });
    const proposal = await insert(tx, 'public.award_proposals', {
      project_id: awardedProject,
      quote_id: quoteAwardedLoser,
      reason: 'Lägst pris.',
      proposed_by: users.brfOwner.id,
      outcome: 'withdrawn',
      closed_at: new Date().toISOString(),
    });
    const snapshot = await insert(tx, 'public.analytics_snapshots', {
      snapshot_date: '2026-01-01',
      total_projects: 1,
      total_brfs: 1,
      total_service_providers: 1,
    });
    return {
      brfA,
      brfB,
      provider1,
      provider2,
      openProject,
      openProject2,
      otherBrfProject,
      pastProject,
      awardedProject,
      awardedNoReview,
      quoteNoReview,
      quoteOpen,
      quotePast1,
      quotePast2,
      quoteAwarded,
      quoteAwardedLoser,
      quoteAttachment,
      address,
      viewingDate,
      attachment,
      message,
      snapshot,
      invitation,
      declaration,
      proposal,
    };
  });

  await db.asRole(claimsFor('brfOwner', users), async (tx) => {
    await tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [w.awardedProject, w.quoteAwarded]);
    await tx.query('select public.award_project($1, $2, $$Lägst pris.$$)', [w.awardedNoReview, w.quoteNoReview]);
  });
  const rest = await db.transaction(async (tx) => {
    const review = await insert(tx, 'public.reviews', {
      brf_id: w.brfA,
      service_provider_id: w.provider1,
      project_id: w.awardedProject,
      rating: 4,
      comment_text: 'Bra jobbat',
    });
    const n = await tx.query<{ id: string }>(
      `select id from public.notifications where user_id = $1 and type = 'new_quote' order by created_at limit 1`,
      [users.brfOwner.id],
    );
    const a = await tx.query<{ id: string }>('select id from public.audit_logs order by created_at limit 1');
    return { review, ownerNotification: n.rows[0].id, auditLog: a.rows[0].id };
  });
  const { quoteNoReview: _unused, ...ids } = w;
  return { users, ...ids, ...rest };
}
