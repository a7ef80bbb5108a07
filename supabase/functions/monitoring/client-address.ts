// Whom the monitoring limit counts besides the session (which the caller names itself): the
// client's address. Hosted Supabase's gateway passes it in X-Forwarded-For, where GoTrue reads it
// for its own per-address limits (the first entry that is an address); local-supabase, the gateway
// here, puts the socket's address there in place of whatever the client sent.

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isAddress(candidate: string): boolean {
  if (IPV4.test(candidate)) return true;
  if (!/^[0-9a-f:.]+$/i.test(candidate) || !candidate.includes(':')) return false;
  try {
    new URL(`http://[${candidate}]/`);
    return true;
  } catch {
    return false;
  }
}

/** The client's address from X-Forwarded-For, lower-cased; null when the header names none. */
export function clientAddress(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for') ?? '';
  for (const part of forwarded.split(',')) {
    const candidate = part.trim().replace(/^\[(.*)\]$/, '$1');
    if (isAddress(candidate)) return candidate.toLowerCase();
  }
  return null;
}
