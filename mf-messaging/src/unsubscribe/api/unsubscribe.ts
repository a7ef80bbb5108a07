import { getSupabase } from '@brf/supabase';

/**
 * The type the link turned off ('all': every e-mail), through the unsubscribe function (the one a
 * mail client's one-click posts to); throws the database's reason for a bad link.
 */
export async function unsubscribe(token: string): Promise<string> {
  const { data, error } = await getSupabase().functions.invoke<{ unsubscribed: string }>('unsubscribe', {
    body: { token },
  });
  if (error) {
    const body = (await (error as { context?: Response }).context?.json?.().catch(() => null)) as {
      message?: string;
    } | null;
    throw new Error(body?.message ?? error.message);
  }
  return data?.unsubscribed ?? '';
}

/** The notification type a link names (user.type.expiry.signature), to say what it turns off. */
export function typeInToken(token: string): string | null {
  const parts = token.split('.');
  return parts.length === 4 ? parts[1] : null;
}
