import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomOrganizationNumber } from '@brf/domain/accounts';

/** The local backend the e2e global setup starts (API 54321, outbox 54324). */
export const API_URL = process.env.BRF_E2E_BACKEND || 'http://127.0.0.1:54321';
export const OUTBOX_URL = 'http://127.0.0.1:54324';
// The Supabase CLI's published local demo keys are JWTs (header.payload.signature) sharing one header.
const DEMO_JWT_HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
// The Supabase CLI's published local demo service-role key (local-supabase accepts it).
const SERVICE_ROLE_KEY = [
  DEMO_JWT_HEADER,
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0',
  'EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
].join('.');

/** A password meeting the registration rule (2 each of digit, lower, upper, special; 10+). */
export const STRONG_PASSWORD = 'Brf#Test!2026ab';

export function serviceClient(): SupabaseClient {
  return createClient(API_URL, SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A fresh address per test, so runs never collide with earlier data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  kind: string;
  link: string;
  createdAt: string;
}

/** The newest e-mail of a kind to an address, polled until it arrives. */
export async function latestMail(to: string, kind: 'signup' | 'recovery', timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as OutboxMessage[];
    const found = messages.find((message) => message.kind === kind);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/**
 * A confirmed user made through the admin API (what the registration pages would leave behind), at
 * a unique address made from `prefix` or at `email`.
 */
export async function createConfirmedUser(
  options: ({ prefix: string } | { email: string }) & {
    metadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
  },
): Promise<CreatedUser> {
  const email = 'email' in options ? options.email : uniqueEmail(options.prefix);
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: STRONG_PASSWORD,
    email_confirm: true,
    user_metadata: options.metadata,
    app_metadata: options.appMetadata,
  });
  if (error || !data.user) throw new Error(`createUser: ${error?.message}`);
  return { id: data.user.id, email, password: STRONG_PASSWORD };
}

/** A BRF with its profile row, ready to sign in. */
export async function createBrfUser(firstName = 'Britta'): Promise<CreatedUser & { organizationNumber: string }> {
  const organizationNumber = randomOrganizationNumber('7696');
  const user = await createConfirmedUser({
    prefix: 'brf',
    metadata: {
      first_name: firstName,
      last_name: 'Lind',
      phone: '+46 70 123 45 67',
      registration_step: 'organization_completed',
      organization_type: 'brf',
    },
  });
  const { error } = await serviceClient().from('brf_profiles').insert({
    user_id: user.id,
    organization_number: organizationNumber,
    organization_name: 'BRF Testgården',
    contact_person_first_name: firstName,
    contact_person_last_name: 'Lind',
    phone: '+46 70 123 45 67',
    email: user.email,
    city: 'Stockholm',
    street_address: 'Testgatan',
    street_number: '4',
    zip: '114 55',
    number_of_apartments: 24,
  });
  if (error) throw new Error(`brf_profiles: ${error.message}`);
  return { ...user, organizationNumber };
}

const ANON_KEY = [
  DEMO_JWT_HEADER,
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9',
  'CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
].join('.');

/** A client as a visitor's browser would have it (the CLI's published local anon key). */
export function anonClient(): SupabaseClient {
  return createClient(API_URL, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A supabase-js client signed in as the user, as another browser tab of theirs would be. */
export async function signedInClient(user: { email: string; password: string }): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign in ${user.email}: ${error.message}`);
  return client;
}

/** Enrols and verifies a TOTP factor for a user outside the browser; returns its secret. */
export async function enrolVerifiedFactor(email: string, password: string, friendlyName: string): Promise<string> {
  const { generate } = await import('otplib');
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw new Error(`sign-in: ${signIn.error.message}`);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (enrolled.error) throw new Error(`enroll: ${enrolled.error.message}`);
  const secret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: enrolled.data.id,
    code: await generate({ secret }),
  });
  if (verified.error) throw new Error(`verify: ${verified.error.message}`);
  await client.auth.signOut();
  return secret;
}
