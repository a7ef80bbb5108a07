// GET /user and PUT /user (internal/api/user.go).
import { sendJson } from '../http.ts';
import { emailTaken, setUserMetadata, validateEmail } from './accounts.ts';
import { authError } from './errors.ts';
import { issueEmailChange } from './mail.ts';
import { checkPassword, checkPasswordStrength, hashPassword } from './passwords.ts';
import { createFlowState, readPkceParams } from './pkce.ts';
import { redirectFor } from './redirect.ts';
import { body, requireUser, withTx, type AuthRequest } from './request.ts';
import { deleteSessions } from './sessions.ts';
import { findUserById, mergeMetadata, userJson } from './users.ts';

export async function getUser(r: AuthRequest): Promise<void> {
  const { user } = await r.ctx.db.transaction((sql) => requireUser(r, sql));
  sendJson(r.res, 200, userJson(user));
}

interface UpdateParams {
  email?: unknown;
  password?: unknown;
  data?: unknown;
  app_metadata?: unknown;
  phone?: unknown;
  nonce?: unknown;
  code_challenge?: unknown;
  code_challenge_method?: unknown;
}

export async function updateUser(r: AuthRequest): Promise<void> {
  const p = await body<UpdateParams>(r);
  const { config } = r.ctx;
  const pkce = readPkceParams(p);
  const password = typeof p.password === 'string' ? p.password : undefined;
  if (password !== undefined && password !== '') checkPasswordStrength(password);
  const { user, sessionId, sessionAal } = await r.ctx.db.transaction((sql) => requireUser(r, sql));

  if (p.app_metadata !== undefined && p.app_metadata !== null) {
    throw authError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  const newEmail = typeof p.email === 'string' && p.email !== '' ? validateEmail(p.email) : undefined;
  const changingEmail = newEmail !== undefined && newEmail !== (user.email ?? '');
  const hasVerifiedFactor = (user.factors ?? []).some((f) => f.status === 'verified');
  if (hasVerifiedFactor && sessionAal !== 'aal2' && ((password !== undefined && password !== '') || changingEmail)) {
    throw authError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (typeof p.phone === 'string' && p.phone !== '' && p.phone !== (user.phone ?? '')) {
    throw authError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }

  let encrypted: string | undefined;
  if (password !== undefined) {
    if (password !== '' && (await checkPassword(password, user.encrypted_password))) {
      throw authError(422, 'same_password', 'New password should be different from the old password.');
    }
    encrypted = await hashPassword(password);
  }
  const redirectTo = redirectFor(config, r.req, r.url);

  const updated = await withTx(r.ctx, async (sql, mails) => {
    if (changingEmail && (await emailTaken(sql, newEmail, user.id))) {
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (encrypted !== undefined) {
      // a new password voids outstanding links and every other session (User.UpdatePassword)
      await sql.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
           email_change_sent_at = null, updated_at = now() where id = $1`,
        [user.id, encrypted],
      );
      await sql.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      if (sessionId) await deleteSessions(sql, 'user_id = $1 and id <> $2', [user.id, sessionId]);
      else await deleteSessions(sql, 'user_id = $1', [user.id]);
    }
    if (p.data && typeof p.data === 'object' && !Array.isArray(p.data)) {
      const current = await findUserById(sql, user.id);
      await setUserMetadata(
        sql,
        user.id,
        mergeMetadata(current?.raw_user_meta_data ?? {}, p.data as Record<string, unknown>),
      );
    }
    if (changingEmail) {
      const current = await findUserById(sql, user.id);
      if (pkce) await createFlowState(sql, user.id, 'email_change', pkce);
      const links = await issueEmailChange(sql, current ?? user, newEmail, {
        publicUrl: r.publicUrl,
        redirectTo,
        limitSeconds: config.emailRateLimitSeconds,
        pkce: Boolean(pkce),
      });
      for (const l of links) mails.push(l.mail);
    }
    return findUserById(sql, user.id);
  });
  sendJson(r.res, 200, userJson(updated ?? user));
}
