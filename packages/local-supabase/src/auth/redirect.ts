// redirect_to validation (utilities/request.go): allowed when its host is SITE_URL's or one of the
// additional redirect URLs (glob wildcards), otherwise the Referer if that matches, else SITE_URL.
import type { IncomingMessage } from 'node:http';
import type { Config } from '../types.ts';

/** gobwas/glob with separators '.' and '/': `*` stays within a segment, `**` crosses them. */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*') {
      if (glob[i + 1] === '*') { re += '.*'; i++; } else re += '[^/.]*';
    } else if (c === '?') re += '[^/.]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export function isRedirectAllowed(config: Config, target: string): boolean {
  let url: URL;
  try { url = new URL(target); } catch { return false; }
  try {
    // as long as it points back at the site's host, it is allowed (any port, any path)
    if (new URL(config.siteUrl).hostname === url.hostname) return true;
  } catch { /* a malformed SITE_URL allows nothing by itself */ }
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(target));
}

export function resolveRedirect(config: Config, req: IncomingMessage, requested: string | null | undefined): string {
  if (requested && isRedirectAllowed(config, requested)) return requested;
  const referer = req.headers.referer;
  if (typeof referer === 'string' && referer && isRedirectAllowed(config, referer)) return referer;
  return config.siteUrl;
}
