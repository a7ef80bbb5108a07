// API keys: the Supabase CLI's well-known local demo keys, or keys minted for another secret.
import { createHmac } from 'node:crypto';
import { DEFAULT_JWT_SECRET } from './config.ts';
import { loadJose, rememberApiKey } from './jwt.ts';
import type { Keys } from './types.ts';

// Published by the Supabase CLI for every local project (iss supabase-demo, exp 2032-11-12).
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.' +
  'CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.' +
  'EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
// The CLI's local new-style keys.
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

const DEMO_EXP = 1983812996;

export async function makeKeys(jwtSecret: string = DEFAULT_JWT_SECRET): Promise<Keys> {
  if (jwtSecret === DEFAULT_JWT_SECRET) {
    rememberApiKey(DEMO_ANON_KEY, jwtSecret);
    rememberApiKey(DEMO_SERVICE_ROLE_KEY, jwtSecret);
    return {
      jwtSecret,
      anon: DEMO_ANON_KEY,
      serviceRole: DEMO_SERVICE_ROLE_KEY,
      publishable: DEMO_PUBLISHABLE_KEY,
      secret: DEMO_SECRET_KEY,
    };
  }
  // iat is omitted like the CLI's keys, so the same secret always yields the same keys.
  const anon = await signKey('anon', jwtSecret);
  const serviceRole = await signKey('service_role', jwtSecret);
  rememberApiKey(anon, jwtSecret);
  rememberApiKey(serviceRole, jwtSecret);
  return {
    jwtSecret,
    anon,
    serviceRole,
    publishable: `sb_publishable_${derive(jwtSecret, 'publishable')}`,
    secret: `sb_secret_${derive(jwtSecret, 'secret')}`,
  };
}

function derive(secret: string, label: string): string {
  return createHmac('sha256', secret).update(label).digest('base64url').slice(0, 31);
}

async function signKey(role: string, secret: string): Promise<string> {
  const { SignJWT } = await loadJose();
  return new SignJWT({ iss: 'supabase-demo', role, exp: DEMO_EXP })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}
