// POST /signup (internal/api/signup.go), e-mail provider only.
import { randomUUID } from 'node:crypto';
import { sendJson } from '../http.ts';
import { confirmEmail, insertUser, validateEmail } from './accounts.ts';
import { authError } from './errors.ts';
import { issueEmailLink } from './mail.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { redirectFor } from './redirect.ts';
import { body, clientInfo, withTx, type AuthRequest } from './request.ts';
import { createFlowState, readPkceParams, type PkceParams } from './pkce.ts';
import { issueSession, type SessionResponse } from './sessions.ts';
import { findUserByEmail, isConfirmed, userJson } from './users.ts';

interface SignupParams {
  email?: unknown;
  phone?: unknown;
  password?: unknown;
  data?: unknown;
  code_challenge?: unknown;
  code_challenge_method?: unknown;
}

export async function signup(r: AuthRequest): Promise<void> {
  const p = await body<SignupParams>(r);
  const { config } = r.ctx;
  const hasEmail = typeof p.email === 'string' && p.email !== '';
  const hasPhone = typeof p.phone === 'string' && p.phone !== '';
  // neither address: an anonymous sign-in, which hosted projects have off by default
  if (!hasEmail && !hasPhone) throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  const password = typeof p.password === 'string' ? p.password : '';
  if (password === '') throw authError(400, 'validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  if (hasEmail && hasPhone)
    throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.');
  if (hasPhone) throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validateEmail(p.email);
  const pkce = readPkceParams(p);
  const data =
    p.data && typeof p.data === 'object' && !Array.isArray(p.data) ? (p.data as Record<string, unknown>) : {};
  const redirectTo = redirectFor(config, r.req, r.url);
  const result = await signupWithEmail(r, { email, password, data, redirectTo, pkce });
  sendJson(r.res, 200, result.session ?? result.user);
}

export interface EmailSignup {
  email: string;
  password: string;
  data: Record<string, unknown>;
  redirectTo: string;
  pkce: PkceParams | null;
}

/** The e-mail branch of Signup, shared with POST /otp for addresses without a confirmed user. */
export async function signupWithEmail(
  r: AuthRequest,
  p: EmailSignup,
): Promise<{ session?: SessionResponse; user?: Record<string, unknown> }> {
  const { config } = r.ctx;
  const { email, data, redirectTo } = p;
  const encrypted = await hashPassword(p.password);

  return withTx(r.ctx, async (sql, mails) => {
    const existing = await findUserByEmail(sql, email);
    if (existing && isConfirmed(existing)) {
      if (config.mailerAutoconfirm) throw authError(422, 'user_already_exists', 'User already registered');
      // anti-enumeration: a made-up unconfirmed user, never the real one
      const now = new Date().toISOString();
      return {
        user: {
          ...userJson(existing),
          id: randomUUID(),
          role: '',
          email,
          phone: '',
          email_confirmed_at: undefined,
          confirmed_at: undefined,
          last_sign_in_at: undefined,
          new_email: undefined,
          email_change_sent_at: undefined,
          confirmation_sent_at: now,
          created_at: now,
          updated_at: now,
          app_metadata: { provider: 'email', providers: ['email'] },
          user_metadata: data,
          identities: [],
          factors: undefined,
        },
      };
    }
    // an unconfirmed existing user is left as it is: the caller has not proven who they are
    const userId = existing
      ? existing.id
      : await insertUser(sql, { email, encryptedPassword: encrypted, userMetadata: data }, r.ctx.log);
    if (config.mailerAutoconfirm) {
      await confirmEmail(sql, userId);
      return { session: await issueSession(sql, r.ctx, r.issuer, userId, 'password', clientInfo(r)) };
    }
    const user = existing ?? (await findUserByEmail(sql, email));
    if (!user) throw authError(500, 'unexpected_failure', 'Database error saving new user');
    if (p.pkce) await createFlowState(sql, user.id, 'email/signup', p.pkce);
    const link = await issueEmailLink(sql, user, 'signup', {
      publicUrl: r.publicUrl,
      redirectTo,
      limitSeconds: config.emailRateLimitSeconds,
      pkce: Boolean(p.pkce),
    });
    mails.push(link.mail);
    const fresh = await findUserByEmail(sql, email);
    return { user: userJson(fresh ?? user) };
  });
}
