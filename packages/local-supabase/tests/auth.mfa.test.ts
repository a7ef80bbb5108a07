import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { generate } from 'otplib';
import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from './helpers/server.ts';

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

function otherCode(code: string): string {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
}

// bcrypt and a cold PGlite are slow on a loaded 2-core CI box; no test asserts a duration
describe('auth: TOTP multi-factor authentication', { timeout: 90_000 }, () => {
  let t: TestServer;
  const signIn = async (email: string, password: string): Promise<SupabaseClient> => {
    const sb = createClient(t.url, t.keys.anon, clientOptions);
    const { error } = await sb.auth.signInWithPassword({ email, password });
    if (error) throw new Error(`sign-in failed: ${error.message}`);
    return sb;
  };

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('enrolls, refuses a wrong code, verifies a right one into aal2, and guards unenrolment', async () => {
    await t.createUser('mfa@example.com', 'mfa-password');
    const sb = await signIn('mfa@example.com', 'mfa-password');

    const before = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const { data: enrolled, error: enrollError } = await sb.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(enrollError).toBeNull();
    if (!enrolled) throw new Error('no enrolment');
    expect(enrolled.type).toBe('totp');
    expect(enrolled.friendly_name).toBe('Phone');
    const { secret, uri, qr_code: qr } = enrolled.totp;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/localhost:3000:mfa%40example.com?secret=${secret}&issuer=localhost%3A3000`);
    expect(qr.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);

    const listed = await sb.auth.mfa.listFactors();
    expect(listed.data?.all.map((f) => [f.id, f.status, f.friendly_name])).toEqual([
      [enrolled.id, 'unverified', 'Phone'],
    ]);
    expect(listed.data?.totp).toEqual([]);

    const dupName = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect({ status: dupName.error?.status, code: dupName.error?.code, message: dupName.error?.message }).toEqual({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Phone" for this user already exists',
    });

    const { data: challenge, error: challengeError } = await sb.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challengeError).toBeNull();
    expect(challenge?.type).toBe('totp');
    expect(challenge?.expires_at).toBeGreaterThan(Date.now() / 1000);

    const code = await generate({ secret });
    const wrong = await sb.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge?.id ?? '',
      code: otherCode(code),
    });
    expect({ status: wrong.error?.status, code: wrong.error?.code, message: wrong.error?.message }).toEqual({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });

    const { data: verified, error: verifyError } = await sb.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge?.id ?? '',
      code,
    });
    expect(verifyError).toBeNull();
    const claims = decodeJwt(verified?.access_token ?? '');
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['totp', 'password']);

    const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    expect(aal.data?.nextLevel).toBe('aal2');
    expect(aal.data?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual([
      'totp',
      'password',
    ]);

    const after = await sb.auth.mfa.listFactors();
    expect(after.data?.totp.map((f) => [f.id, f.status])).toEqual([[enrolled.id, 'verified']]);
    const session = await t.db.query<{ aal: string; factor_id: string }>(
      'select aal::text as aal, factor_id::text as factor_id from auth.sessions where id = $1',
      [claims.session_id],
    );
    expect(session.rows).toEqual([{ aal: 'aal2', factor_id: enrolled.id }]);

    // the aal2 session survives a refresh
    const refreshed = await sb.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal2');

    // a new password sign-in is aal1 with aal2 to reach, and may not remove the factor
    const second = await signIn('mfa@example.com', 'mfa-password');
    const level = await second.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const refused = await second.auth.mfa.unenroll({ factorId: enrolled.id });
    expect({ status: refused.error?.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
    const enrollMore = await second.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect({
      status: enrollMore.error?.status,
      code: enrollMore.error?.code,
      message: enrollMore.error?.message,
    }).toEqual({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
    const pw = await second.auth.updateUser({ password: 'another-password' });
    expect({ status: pw.error?.status, code: pw.error?.code }).toEqual({ status: 401, code: 'insufficient_aal' });

    // challengeAndVerify from the aal1 session lifts it to aal2; then unenrolment works
    const lifted = await second.auth.mfa.challengeAndVerify({
      factorId: enrolled.id,
      code: await generate({ secret }),
    });
    expect(lifted.error).toBeNull();
    const removed = await second.auth.mfa.unenroll({ factorId: enrolled.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: enrolled.id });
    const { data: user } = await second.auth.getUser();
    expect(user.user?.factors).toBeUndefined();
    const left = await t.db.query<{ aal: string }>(
      `select aal::text as aal from auth.sessions s join auth.users u on u.id = s.user_id
       where u.email = 'mfa@example.com' order by s.created_at`,
    );
    expect(left.rows.every((r) => r.aal === 'aal1')).toBe(true);

    expect((await second.auth.signOut()).error).toBeNull();
  });

  it('removes an unverified factor from an aal1 session and rejects unknown factors and challenges', async () => {
    await t.createUser('loose@example.com', 'loose-password');
    const sb = await signIn('loose@example.com', 'loose-password');
    const { data: enrolled } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    const missing = await sb.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect({ status: missing.error?.status, code: missing.error?.code, message: missing.error?.message }).toEqual({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const noChallenge = await sb.auth.mfa.verify({
      factorId: enrolled?.id ?? '',
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect({
      status: noChallenge.error?.status,
      code: noChallenge.error?.code,
      message: noChallenge.error?.message,
    }).toEqual({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });
    const removed = await sb.auth.mfa.unenroll({ factorId: enrolled?.id ?? '' });
    expect(removed.error).toBeNull();
    expect((await sb.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
