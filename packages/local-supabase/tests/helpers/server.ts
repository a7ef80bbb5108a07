// startTestServer(): an in-memory local-supabase on a free port with the test schema, and
// real supabase-js clients for it. With DATABASE_URL set, each server gets its own database.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import bcrypt from 'bcryptjs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { start, type LocalSupabase, type StartOptions } from '../../src/index.ts';

export const TEST_SCHEMA_SQL = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

export interface TestServerOptions {
  /** extra migrations applied after the test schema, in order */
  migrationsSql?: string[];
  /** replace the test schema entirely (no todos/authors/books) */
  schemaSql?: string;
  seedSql?: string;
  /** mailer autoconfirm (default false, as hosted) */
  autoconfirm?: boolean;
  /** more start() options */
  start?: StartOptions;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export interface TestServer {
  url: string;
  outboxUrl: string;
  server: LocalSupabase;
  keys: LocalSupabase['keys'];
  db: LocalSupabase['db'];
  ctx: LocalSupabase['ctx'];
  projectRoot: string;
  /** a client with the anon key; with `token`, requests carry that user's JWT */
  client(token?: string): SupabaseClient;
  anonClient(): SupabaseClient;
  serviceClient(): SupabaseClient;
  /** a user with a confirmed e-mail, through the admin API (direct insert until auth exists) */
  createUser(email: string, password: string, appMetadata?: Record<string, unknown>): Promise<TestUser>;
  /** createUser + password sign-in: a client acting as that user */
  signedInClient(
    email: string,
    password?: string,
    appMetadata?: Record<string, unknown>,
  ): Promise<{ client: SupabaseClient; user: TestUser; accessToken: string }>;
  stop(): Promise<void>;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** Writes a throwaway project root with supabase/migrations (and seed) for start(). */
export function makeProjectRoot(migrations: string[], seedSql?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'ls-project-'));
  const dir = join(root, 'supabase', 'migrations');
  mkdirSync(dir, { recursive: true });
  migrations.forEach((sql, i) => {
    writeFileSync(join(dir, `${String(20240101000000 + i)}_test_${i}.sql`), sql);
  });
  if (seedSql !== undefined) writeFileSync(join(root, 'supabase', 'seed.sql'), seedSql);
  return root;
}

/** A quiet server on free ports keeping its data in `dataDir` (or on `databaseUrl`): to restart over the same data. */
export function startOnDataDir(
  dataDir: string,
  projectRoot: string,
  databaseUrl: string | null = null,
): Promise<LocalSupabase> {
  return start({ port: 0, outboxPort: 0, dataDir, projectRoot, quiet: true, schedulerIntervalMs: 0, databaseUrl });
}

/** With DATABASE_URL: a fresh database on that server for one test server. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ls_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const projectRoot = makeProjectRoot([opts.schemaSql ?? TEST_SCHEMA_SQL, ...(opts.migrationsSql ?? [])], opts.seedSql);
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  let server: LocalSupabase;
  try {
    server = await start({
      port: 0,
      outboxPort: 0,
      dataDir: null,
      databaseUrl: scratch ? scratch.url : null,
      projectRoot,
      quiet: true,
      mailerAutoconfirm: opts.autoconfirm ?? false,
      schedulerIntervalMs: 0,
      ...opts.start,
    });
  } catch (err) {
    await scratch?.drop();
    rmSync(projectRoot, { recursive: true, force: true });
    throw err;
  }
  const { url, keys } = server;

  const client = (token?: string): SupabaseClient => {
    const c = createClient(url, keys.anon, {
      ...clientOptions,
      ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
    });
    if (token) void c.realtime.setAuth(token);
    return c;
  };

  const createUser = async (
    email: string,
    password: string,
    appMetadata?: Record<string, unknown>,
  ): Promise<TestUser> => {
    const res = await fetch(`${url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: keys.serviceRole,
        authorization: `Bearer ${keys.serviceRole}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password, email_confirm: true, app_metadata: appMetadata }),
    });
    const body = (await res.json()) as { id?: string; message?: string; msg?: string };
    if (res.ok && body.id) return { id: body.id, email, password };
    if (res.status === 404 && /not available yet/.test(String(body.message)))
      return insertUser(server, email, password, appMetadata);
    throw new Error(`createUser(${email}) failed: ${res.status} ${JSON.stringify(body)}`);
  };

  return {
    url,
    outboxUrl: server.outboxUrl,
    server,
    keys,
    db: server.db,
    ctx: server.ctx,
    projectRoot,
    client,
    anonClient: () => client(),
    serviceClient: () => createClient(url, keys.serviceRole, clientOptions),
    createUser,
    async signedInClient(email, password = 'correct-horse-battery-staple', appMetadata) {
      const user = await createUser(email, password, appMetadata);
      const c = createClient(url, keys.anon, clientOptions);
      const { data, error } = await c.auth.signInWithPassword({ email, password });
      if (error || !data.session) throw new Error(`sign-in as ${email} failed: ${error?.message}`);
      return { client: c, user, accessToken: data.session.access_token };
    },
    async stop() {
      await server.stop();
      await scratch?.drop();
      rmSync(projectRoot, { recursive: true, force: true });
    },
  };
}

/** Until the auth surface exists: a confirmed user straight into auth.users, as GoTrue stores it. */
async function insertUser(
  server: LocalSupabase,
  email: string,
  password: string,
  appMetadata?: Record<string, unknown>,
): Promise<TestUser> {
  const id = randomUUID();
  const hash = bcrypt.hashSync(password, 10);
  await server.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
         email_change_token_new, email_change)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(), $4, '{}',
         now(), now(), '', '', '', '')`,
      [id, email.toLowerCase(), hash, JSON.stringify({ provider: 'email', providers: ['email'], ...appMetadata })],
    );
    await tx.query(
      `insert into auth.identities
         (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $1::uuid, $2, 'email', now(), now(), now())`,
      [id, JSON.stringify({ sub: id, email: email.toLowerCase(), email_verified: true, phone_verified: false })],
    );
  });
  return { id, email: email.toLowerCase(), password };
}
