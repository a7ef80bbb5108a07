// POST /otp with an e-mail address: signInWithOtp's magic link (internal/api/{otp,magic_link}.go).
// A new or unconfirmed address goes through sign-up (a confirmation mail) instead.
import { randomBytes } from 'node:crypto';
import { sendJson } from '../http.ts';
import { validateEmail } from './accounts.ts';
import { authError } from './errors.ts';
import { issueEmailLink } from './mail.ts';
import { createFlowState, readPkceParams } from './pkce.ts';
import { redirectFor } from './redirect.ts';
import { body, withTx, type AuthRequest } from './request.ts';
import { signupWithEmail } from './signup.ts';
import { findUserByEmail, isConfirmed } from './users.ts';

interface OtpParams {
  email?: unknown;
  phone?: unknown;
  create_user?: unknown;
  data?: unknown;
  code_challenge?: unknown;
  code_challenge_method?: unknown;
}

export async function otp(r: AuthRequest): Promise<void> {
  const p = await body<OtpParams>(r);
  const rawEmail = typeof p.email === 'string' ? p.email : '';
  const phone = typeof p.phone === 'string' ? p.phone : '';
  if (rawEmail && phone)
    throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided');
  if (phone) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!rawEmail) throw authError(400, 'validation_failed', 'One of email or phone must be set');
  const email = validateEmail(rawEmail);
  const pkce = readPkceParams(p);
  const createUser = p.create_user !== false;
  const data =
    p.data && typeof p.data === 'object' && !Array.isArray(p.data) ? (p.data as Record<string, unknown>) : {};
  const redirectTo = redirectFor(r.ctx.config, r.req, r.url);

  const existing = await r.ctx.db.transaction((sql) => findUserByEmail(sql, email));
  if (!existing && !createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
  if (!existing || !isConfirmed(existing)) {
    await signupWithEmail(r, { email, password: randomBytes(33).toString('base64url'), data, redirectTo, pkce });
    if (!r.ctx.config.mailerAutoconfirm) {
      sendJson(r.res, 200, {});
      return;
    }
  }
  await withTx(r.ctx, async (sql, mails) => {
    const user = await findUserByEmail(sql, email);
    if (!user) throw authError(500, 'unexpected_failure', 'Database error finding user');
    if (pkce) await createFlowState(sql, user.id, 'magiclink', pkce);
    mails.push(
      (
        await issueEmailLink(sql, user, 'magiclink', {
          publicUrl: r.publicUrl,
          redirectTo,
          limitSeconds: r.ctx.config.emailRateLimitSeconds,
          pkce: Boolean(pkce),
        })
      ).mail,
    );
  });
  sendJson(r.res, 200, {});
}
