// The real local-supabase (in-memory, free ports) with this repository's migrations and seed,
// the demo users created through the auth admin API and signed in with supabase-js, and the
// admin's second session raised to aal2 with a real TOTP code.
import { generate } from 'otplib';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { start, type LocalSupabase } from '@brf/local-supabase';
import { projectRoot, serverDatabase } from './database.ts';
import { ACTORS, PASSWORD, buildWorld, type Actor, type Users, type World } from './world.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface Api {
  server: LocalSupabase;
  world: World;
  clients: Record<Actor, SupabaseClient>;
  service: SupabaseClient;
  stop(): Promise<void>;
}

/**
 * A quiet local-supabase on free ports with this repository's migrations and seed, in memory or on a
 * scratch database of DATABASE_URL's server; stop() drops that database too.
 */
export async function startProjectServer(
  options: { sendMail?: boolean } = {},
): Promise<{ server: LocalSupabase; stop(): Promise<void> }> {
  const scratch = await serverDatabase();
  const server = await start({
    dataDir: null,
    databaseUrl: scratch.databaseUrl,
    port: 0,
    outboxPort: 0,
    projectRoot,
    quiet: true,
    schedulerIntervalMs: 0,
    ...options,
  });
  return {
    server,
    stop: async () => {
      await server.stop();
      await scratch.drop();
    },
  };
}

export async function startApi(options: { sendMail?: boolean } = {}): Promise<Api> {
  const { server, stop } = await startProjectServer(options);
  try {
    const service = createClient(server.url, server.keys.serviceRole, clientOptions);
    const suffix = Math.random().toString(36).slice(2, 8);
    const users = {} as Users;
    for (const key of [
      'brfOwner',
      'otherBrf',
      'quotedProvider',
      'otherProvider',
      'admin',
      'boardDeputy',
      'companyColleague',
      'boardObserver',
    ] as const) {
      const email = `${key.toLowerCase()}-${suffix}@example.se`;
      const { data, error } = await service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        ...(key === 'admin' ? { app_metadata: { role: 'admin' } } : {}),
      });
      if (error || !data.user) throw new Error(`createUser ${key}: ${error?.message}`);
      users[key] = { id: data.user.id, email };
    }
    const world = await buildWorld(server.db, users);

    const signIn = async (email: string): Promise<SupabaseClient> => {
      const c = createClient(server.url, server.keys.anon, clientOptions);
      const { error } = await c.auth.signInWithPassword({ email, password: PASSWORD });
      if (error) throw new Error(`sign-in ${email}: ${error.message}`);
      return c;
    };
    const clients = {} as Record<Actor, SupabaseClient>;
    clients.anon = createClient(server.url, server.keys.anon, clientOptions);
    for (const key of [
      'brfOwner',
      'otherBrf',
      'quotedProvider',
      'otherProvider',
      'boardDeputy',
      'companyColleague',
      'boardObserver',
    ] as const)
      clients[key] = await signIn(users[key].email);
    clients.adminAal2 = await signIn(users.admin.email);
    const enrolled = await clients.adminAal2.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'test' });
    if (enrolled.error) throw new Error(`enroll: ${enrolled.error.message}`);
    const verified = await clients.adminAal2.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: await generate({ secret: enrolled.data.totp.secret }),
    });
    if (verified.error) throw new Error(`verify: ${verified.error.message}`);
    // a fresh password sign-in: the same admin at aal1 (factor enrolled, second step not taken)
    clients.adminAal1 = await signIn(users.admin.email);
    for (const actor of ACTORS) if (!clients[actor]) throw new Error(`no client for ${actor}`);

    return { server, world, clients, service, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The session's assurance level as the access token states it. */
export async function aalOf(client: SupabaseClient): Promise<string | null> {
  const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel ?? null;
}
