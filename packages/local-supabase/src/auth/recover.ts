// POST /recover and POST /resend (internal/api/{recover,resend}.go). Unknown addresses get the
// same `{}` as known ones.
import { sendJson } from '../http.ts';
import { validateEmail } from './accounts.ts';
import { authError } from './errors.ts';
import { issueEmailChange, issueEmailLink } from './mail.ts';
import { createFlowState, readPkceParams } from './pkce.ts';
import { redirectFor } from './redirect.ts';
import { body, withTx, type AuthRequest } from './request.ts';
import { findUserByEmail, isConfirmed } from './users.ts';

export async function recover(r: AuthRequest): Promise<void> {
  const p = await body<{ email?: unknown; code_challenge?: unknown; code_challenge_method?: unknown }>(r);
  const email = validateEmail(p.email);
  const pkce = readPkceParams(p);
  const redirectTo = redirectFor(r.ctx.config, r.req, r.url);
  await withTx(r.ctx, async (sql, mails) => {
    const user = await findUserByEmail(sql, email);
    if (!user) return;
    if (pkce) await createFlowState(sql, user.id, 'recovery', pkce);
    const link = await issueEmailLink(sql, user, 'recovery', {
      publicUrl: r.publicUrl,
      redirectTo,
      limitSeconds: r.ctx.config.emailRateLimitSeconds,
      pkce: Boolean(pkce),
    });
    mails.push(link.mail);
  });
  sendJson(r.res, 200, {});
}

export async function resend(r: AuthRequest): Promise<void> {
  const p = await body<{
    email?: unknown;
    phone?: unknown;
    type?: unknown;
    code_challenge?: unknown;
    code_challenge_method?: unknown;
  }>(r);
  const type = typeof p.type === 'string' ? p.type : '';
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change') {
    throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change');
  }
  const pkce = type === 'signup' || type === 'email_change' ? readPkceParams(p) : null;
  const rawEmail = typeof p.email === 'string' ? p.email : '';
  const phone = typeof p.phone === 'string' ? p.phone : '';
  if (!rawEmail && type === 'signup')
    throw authError(400, 'validation_failed', 'Type provided requires an email address');
  if (!phone && type === 'sms') throw authError(400, 'validation_failed', 'Type provided requires a phone number');
  if (rawEmail && phone)
    throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided.');
  if (phone) throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  if (!rawEmail) throw authError(400, 'validation_failed', 'Missing email address or phone number');
  const email = validateEmail(rawEmail);
  const redirectTo = redirectFor(r.ctx.config, r.req, r.url);
  const opts = {
    publicUrl: r.publicUrl,
    redirectTo,
    limitSeconds: r.ctx.config.emailRateLimitSeconds,
    pkce: Boolean(pkce),
  };
  await withTx(r.ctx, async (sql, mails) => {
    const user = await findUserByEmail(sql, email);
    if (!user) return;
    if (type === 'signup') {
      if (isConfirmed(user)) return;
      if (pkce) await createFlowState(sql, user.id, 'email/signup', pkce);
      mails.push((await issueEmailLink(sql, user, 'signup', opts)).mail);
    } else if (type === 'email_change') {
      if (!user.email_change) return;
      if (pkce) await createFlowState(sql, user.id, 'email_change', pkce);
      for (const link of await issueEmailChange(sql, user, user.email_change, opts)) mails.push(link.mail);
    }
  });
  sendJson(r.res, 200, {});
}
