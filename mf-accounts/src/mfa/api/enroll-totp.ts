import { getSupabase } from '@brf/supabase';
import { unwrap } from '@brf/supabase/errors';

export interface Enrolment {
  factorId: string;
  /** the inline image supabase-js builds from the server's SVG (a data: URL) */
  qrCode: string | null;
  secret: string;
  uri: string;
}

/** A new, unverified TOTP factor with its QR code and secret; the friendly name only when given. */
export async function enrollTotp(friendlyName: string): Promise<Enrolment> {
  const name = friendlyName.trim();
  const data = unwrap(
    await getSupabase().auth.mfa.enroll({ factorType: 'totp', ...(name ? { friendlyName: name } : {}) }),
  );
  return { factorId: data.id, qrCode: data.totp.qr_code || null, secret: data.totp.secret, uri: data.totp.uri };
}
