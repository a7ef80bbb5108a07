// The e-mails GoTrue sends (internal/api/mail.go): a 6-digit OTP, its token hash
// sha224_hex(email + otp) stored on the user, a per-address resend limit, and a link to
// GET /verify. Messages go to the outbox only after the transaction commits.
import { createHash, randomInt } from 'node:crypto';
import type { OutboxMessage, Sql } from '../types.ts';
import { authError } from './errors.ts';
import type { UserRow } from './users.ts';

export type PendingMail = Omit<OutboxMessage, 'id' | 'createdAt' | 'headers'>;
export type LinkType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change';

export const OTP_LENGTH = 6;
/** GoTrue's `mailer_otp_exp` default. */
export const OTP_EXPIRY_SECONDS = 3600;

export function generateOtp(): string {
  let otp = '';
  for (let i = 0; i < OTP_LENGTH; i++) otp += String(randomInt(10));
  return otp;
}

export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex');
}

export function verifyLink(publicUrl: string, hash: string, type: LinkType, redirectTo: string): string {
  return `${publicUrl}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
}

/** 429 over_email_send_rate_limit when the last mail of this kind went out under `limitSeconds` ago. */
export function checkSendFrequency(sentAt: string | null, limitSeconds: number): void {
  if (!sentAt || limitSeconds <= 0) return;
  const leftMs = new Date(sentAt).getTime() + limitSeconds * 1000 - Date.now();
  if (leftMs > 0) {
    const left = Math.floor(leftMs / 1000);
    throw authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
}

const SUBJECTS: Record<LinkType, string> = {
  signup: 'Confirm Your Signup',
  invite: 'You have been invited',
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  email_change: 'Confirm Email Change',
};

const LEADS: Record<LinkType, string> = {
  signup: 'Follow this link to confirm your user:',
  invite: 'You have been invited to create a user. Follow this link to accept the invite:',
  recovery: 'Follow this link to reset the password for your user:',
  magiclink: 'Follow this link to login:',
  email_change: 'Follow this link to confirm the update of your email:',
};

// The product's own texts, Swedish when the user's metadata says language 'sv'; the hosted
// project's templates (supabase/templates) say the same, which supabase/tests/mail-templates checks.
const SV_SUBJECTS: Record<LinkType, string> = {
  signup: 'Bekräfta din registrering',
  invite: 'Du har blivit inbjuden',
  recovery: 'Återställ ditt lösenord',
  magiclink: 'Din inloggningslänk',
  email_change: 'Bekräfta ny e-postadress',
};

const SV_LEADS: Record<LinkType, string> = {
  signup: 'Följ länken för att bekräfta ditt konto:',
  invite: 'Du har blivit inbjuden att skapa ett konto. Följ länken för att tacka ja:',
  recovery: 'Följ länken för att välja ett nytt lösenord:',
  magiclink: 'Följ länken för att logga in:',
  email_change: 'Följ länken för att bekräfta din nya e-postadress:',
};

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function composeMail(
  type: LinkType,
  to: string,
  link: string,
  hash: string,
  otp: string,
  language?: unknown,
): PendingMail {
  const sv = language === 'sv';
  const subject = (sv ? SV_SUBJECTS : SUBJECTS)[type];
  const lead = (sv ? SV_LEADS : LEADS)[type];
  const code = sv ? 'Du kan också ange koden:' : 'Alternatively, enter the code:';
  const html =
    `<h2>${escapeHtml(subject)}</h2>\n<p>${escapeHtml(lead)}</p>\n` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n<p>${code} ${otp}</p>`;
  const text = `${subject}\n\n${lead}\n${link}\n\n${code} ${otp}\n`;
  return { to, subject, kind: type, html, text, link, tokenHash: hash, otp };
}

export interface LinkOptions {
  publicUrl: string;
  redirectTo: string;
  limitSeconds: number;
  /** generate_link: skip the resend limit (GoTrue does not rate-limit admin links) */
  admin?: boolean;
  /** PKCE flow: the stored token (and the link's) carries the `pkce_` prefix */
  pkce?: boolean;
}

export interface IssuedLink {
  mail: PendingMail;
  otp: string;
  hash: string;
  link: string;
}

/** Confirmation (signup/invite) or recovery (recovery/magiclink) token: stored, and the mail composed. */
export async function issueEmailLink(
  sql: Sql,
  user: UserRow,
  type: Exclude<LinkType, 'email_change'>,
  opts: LinkOptions,
): Promise<IssuedLink> {
  const email = user.email ?? '';
  const confirmation = type === 'signup' || type === 'invite';
  if (!opts.admin)
    checkSendFrequency(confirmation ? user.confirmation_sent_at : user.recovery_sent_at, opts.limitSeconds);
  const otp = generateOtp();
  const hash = (opts.pkce ? 'pkce_' : '') + tokenHash(email, otp);
  if (confirmation) {
    const invited = type === 'invite' ? ', invited_at = coalesce(invited_at, now())' : '';
    await sql.query(
      `update auth.users set confirmation_token = $2, confirmation_sent_at = now()${invited} where id = $1`,
      [user.id, hash],
    );
  } else {
    await sql.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      hash,
    ]);
  }
  await recordOneTimeToken(sql, user.id, confirmation ? 'confirmation_token' : 'recovery_token', hash, email);
  const link = verifyLink(opts.publicUrl, hash, type, opts.redirectTo);
  return { mail: composeMail(type, email, link, hash, otp, user.raw_user_meta_data?.language), otp, hash, link };
}

/**
 * Secure e-mail change (GoTrue's default): one link to the new address and one to the current;
 * both must be followed.
 */
export async function issueEmailChange(
  sql: Sql,
  user: UserRow,
  newEmail: string,
  opts: LinkOptions,
): Promise<IssuedLink[]> {
  if (!opts.admin) checkSendFrequency(user.email_change_sent_at, opts.limitSeconds);
  const otpNew = generateOtp();
  const prefix = opts.pkce ? 'pkce_' : '';
  const hashNew = prefix + tokenHash(newEmail, otpNew);
  const current = user.email ?? '';
  const otpCurrent = current ? generateOtp() : '';
  const hashCurrent = current ? prefix + tokenHash(current, otpCurrent) : '';
  await sql.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now() where id = $1`,
    [user.id, newEmail, hashNew, hashCurrent],
  );
  await recordOneTimeToken(sql, user.id, 'email_change_token_new', hashNew, newEmail);
  const linkNew = verifyLink(opts.publicUrl, hashNew, 'email_change', opts.redirectTo);
  const language = user.raw_user_meta_data?.language;
  const out: IssuedLink[] = [
    {
      mail: composeMail('email_change', newEmail, linkNew, hashNew, otpNew, language),
      otp: otpNew,
      hash: hashNew,
      link: linkNew,
    },
  ];
  if (current) {
    await recordOneTimeToken(sql, user.id, 'email_change_token_current', hashCurrent, current);
    const linkCurrent = verifyLink(opts.publicUrl, hashCurrent, 'email_change', opts.redirectTo);
    out.push({
      mail: composeMail('email_change', current, linkCurrent, hashCurrent, otpCurrent, language),
      otp: otpCurrent,
      hash: hashCurrent,
      link: linkCurrent,
    });
  }
  return out;
}

/** auth.one_time_tokens mirrors the token columns on hosted; one row per user and kind. */
async function recordOneTimeToken(
  sql: Sql,
  userId: string,
  tokenType: string,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await sql.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, tokenType]);
  await sql.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, $4, now(), now())`,
    [userId, tokenType, hash, relatesTo],
  );
}

export async function clearOneTimeTokens(sql: Sql, userId: string, tokenTypes: string[]): Promise<void> {
  await sql.query('delete from auth.one_time_tokens where user_id = $1 and token_type::text = any($2::text[])', [
    userId,
    tokenTypes,
  ]);
}
