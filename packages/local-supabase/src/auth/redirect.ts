// redirect_to as GoTrue reads it (utilities/request.go GetReferrer): a `redirect_to` header, else
// the `redirect_to` query parameter (supabase-js sends redirectTo/emailRedirectTo there), else
// the Referer; each used only when allowed (its host is SITE_URL's or it matches one of the
// additional redirect URLs, glob wildcards), else SITE_URL.
import type { IncomingMessage } from 'node:http';
import type { Config } from '../types.ts';

/** gobwas/glob with separators '.' and '/': `*` stays within a segment, `**` crosses them. */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^/.]*';
    } else if (c === '?') re += '[^/.]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isRedirectAllowed(config: Config, target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  try {
    // as long as it points back at the site's host, it is allowed (any port, any path)
    if (new URL(config.siteUrl).hostname === url.hostname) return true;
  } catch {
    /* a malformed SITE_URL allows nothing by itself */
  }
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(target));
}

export function resolveRedirect(config: Config, req: IncomingMessage, requested: string | null | undefined): string {
  if (requested && isRedirectAllowed(config, requested)) return requested;
  const referer = req.headers.referer;
  if (typeof referer === 'string' && referer && isRedirectAllowed(config, referer)) return referer;
  return config.siteUrl;
}

/** The redirect_to a request asks for, where GoTrue looks: the header, then the query string. */
export function requestedRedirect(req: IncomingMessage, url: URL): string | null {
  const header = req.headers.redirect_to;
  if (typeof header === 'string' && header) return header;
  return url.searchParams.get('redirect_to');
}

/**
 * The redirect of a request. `preferred` is a body field some routes also accept
 * (generate_link's redirect_to), which wins when it is allowed, as in GoTrue.
 */
export function redirectFor(config: Config, req: IncomingMessage, url: URL, preferred?: unknown): string {
  if (typeof preferred === 'string' && preferred && isRedirectAllowed(config, preferred)) return preferred;
  return resolveRedirect(config, req, requestedRedirect(req, url));
}
