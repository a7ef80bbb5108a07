// The site's Content-Security-Policy, one function for the deploy tree (scripts/lib/deploy-tree.mjs) and the
// local site servers (scripts/lib/site.mjs), so every e2e test runs under the policy production sends.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** 'sha256-…' of every inline <style> and <script> of a page (the HTML template has one style). */
export function inlineHashes(html) {
  const hashes = { style: [], script: [] };
  for (const [, tag, attributes, body] of html.matchAll(/<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/g)) {
    if (!body || /\bsrc=/.test(attributes)) continue;
    hashes[tag].push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** The inline hashes of the shell's pages: the app page and the prerendered ones (their script is the same). */
export function pageHashes(shellRoot) {
  const hashes = { style: new Set(), script: new Set() };
  for (const name of ['app.html', 'index.html']) {
    const file = path.join(shellRoot, name);
    if (!fs.existsSync(file)) continue;
    const found = inlineHashes(fs.readFileSync(file, 'utf8'));
    for (const kind of ['style', 'script']) for (const hash of found[kind]) hashes[kind].add(hash);
  }
  return { style: [...hashes.style], script: [...hashes.script] };
}

/**
 * Only this site, the origins its remotes are served from (REMOTES_BASE_URL's, or the local remotes' ports)
 * and the Supabase project. What each source is for is measured in Chromium: the e2e suite runs under it
 * (e2e/support/global-setup.ts fails the run on any report), as do scripts/deploy-tree.test.mjs and e2e/smoke/.
 * `reportUri`: where the browser reports a violation (the e2e site servers collect them).
 */
export function contentSecurityPolicy({
  supabaseUrl,
  remotesBaseUrl = '',
  remoteOrigins = [],
  inline = { style: [], script: [] },
  reportUri,
}) {
  const supabase = new URL(supabaseUrl);
  const realtime = `${supabase.protocol === 'https:' ? 'wss:' : 'ws:'}//${supabase.host}`;
  const code = [
    "'self'",
    ...(remotesBaseUrl ? [new URL(remotesBaseUrl).origin] : []),
    ...remoteOrigins.map((origin) => new URL(origin).origin),
  ];
  const directives = {
    'default-src': ["'none'"],
    // the printable comparison (a blob: page with this policy) loads its script and style from mf-quotes
    'script-src': [...code, ...inline.script],
    // the page template's one inline <style> (the background before the CSS arrives), by its hash
    'style-src': [...code, ...inline.style],
    // data: the MFA enrolment's QR code (drawn in the browser, or the auth server's inline SVG);
    // the Supabase origin: signed URLs of logos and attachment previews
    'img-src': [...code, 'data:', supabase.origin],
    // remotes' manifests are fetched; the API over https and Realtime over a websocket
    'connect-src': [...code, supabase.origin, realtime],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}
