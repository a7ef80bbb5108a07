// The deployable tree of the site: the shell at /, each remote at /<remote>/<version>/, config.json and
// the `_headers`/`_redirects` files that Netlify and Cloudflare Pages read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy, pageHashes } from './content-security-policy.mjs';

export { contentSecurityPolicy };

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell's files whose URL never changes while their content does: the browser asks again every time. */
const SHELL_ENTRIES = ['/', '/index.html', '/app.html', '/config.json'];
/** Where the shell's build puts its hashed chunks (packages/mf-config: the host's output). */
const SHELL_CHUNKS = '/assets/*';

export class DeployConfigError extends Error {}

/** SUPABASE_URL, SUPABASE_ANON_KEY and the optional REMOTES_BASE_URL, checked before anything is built. */
export function deploySettings(env = process.env) {
  const missing = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length) {
    throw new DeployConfigError(
      `needs ${missing.join(' and ')} in the environment (the Supabase project's API URL and anon key, ` +
        'Project Settings > API); REMOTES_BASE_URL is optional (an origin serving the remotes, default this site)',
    );
  }
  const supabaseUrl = httpUrl('SUPABASE_URL', env.SUPABASE_URL.trim());
  const remotesBase = env.REMOTES_BASE_URL?.trim() ? httpUrl('REMOTES_BASE_URL', env.REMOTES_BASE_URL.trim()) : null;
  return {
    supabaseUrl: supabaseUrl.href.replace(/\/$/, ''),
    supabaseAnonKey: env.SUPABASE_ANON_KEY.trim(),
    remotesBaseUrl: remotesBase ? remotesBase.href.replace(/\/$/, '') : '',
  };
}

function httpUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new DeployConfigError(`${name} must be an absolute URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new DeployConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  }
  return url;
}

function filesUnder(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    })
    .sort();
}

/** `<package version>-<10 hex of the dist's content>`: a new build gets a new path, the same build the same one. */
export function remoteVersion(distDir, packageVersion) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(distDir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(distDir, file)))
      .update('\0');
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * The `_headers` file: a rule per kind of path, never per file (Cloudflare Pages reads at most 100 rules).
 * Both hosts join one header's values from every matching rule, so no path matches two rules that set
 * Cache-Control: the shell's entry points revalidate; its chunks (hashed names) and each remote's version
 * folders (a path tied to their content, manifest and remoteEntry included) are immutable. config.json,
 * which names the versions, is the one file a release changes. Everything else gets the host's default.
 */
export function headersFile({ csp, remotes, crossOriginRemotes = false }) {
  const blocks = [
    ['/*', { ...SECURITY_HEADERS, 'Content-Security-Policy': csp }],
    ...SHELL_ENTRIES.map((entry) => [entry, { 'Cache-Control': 'no-cache' }]),
    [SHELL_CHUNKS, { 'Cache-Control': IMMUTABLE }],
    ...remotes.map((remote) => [
      `/${remote}/:version/*`,
      // the shell on another origin fetches the remotes' manifests
      { 'Cache-Control': IMMUTABLE, ...(crossOriginRemotes ? { 'Access-Control-Allow-Origin': '*' } : {}) },
    ]),
  ];
  return `${blocks
    .map(([rule, headers]) => [rule, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n\n')}\n`;
}

/** `_redirects`: the monitoring POSTs go to the Edge Function; every other path is the single-page app. */
export function redirectsFile({ supabaseUrl }) {
  return [`/api/monitoring/*  ${supabaseUrl}/functions/v1/monitoring/:splat  200`, '/*  /app.html  200', ''].join('\n');
}

/**
 * Writes the tree into `to`. Remote versions already there stay (an earlier release a rollback can point at);
 * config.json is written last, so a host serving the folder live never points at files not yet copied.
 */
export function writeDeployTree({ root, to, settings, apps }) {
  const target = path.resolve(to);
  fs.mkdirSync(target, { recursive: true });
  const shellDist = path.join(root, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'app.html'))) throw new Error(`shell is not built: ${shellDist}`);
  fs.cpSync(shellDist, target, { recursive: true, filter: (source) => path.basename(source) !== 'config.json' });

  const remotes = {};
  for (const app of apps) {
    const dist = path.join(root, app, 'dist');
    if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${app} is not built: ${dist}`);
    const { version } = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8'));
    const release = remoteVersion(dist, version);
    fs.cpSync(dist, path.join(target, app, release), { recursive: true });
    remotes[app] = { version: release, manifest: `${settings.remotesBaseUrl}/${app}/${release}/mf-manifest.json` };
  }

  const csp = contentSecurityPolicy({
    ...settings,
    inline: pageHashes(target),
  });
  fs.writeFileSync(
    path.join(target, '_headers'),
    headersFile({ csp, remotes: apps, crossOriginRemotes: Boolean(settings.remotesBaseUrl) }),
  );
  fs.writeFileSync(path.join(target, '_redirects'), redirectsFile(settings));
  const config = {
    supabaseUrl: settings.supabaseUrl,
    supabaseAnonKey: settings.supabaseAnonKey,
    remotes: Object.fromEntries(Object.entries(remotes).map(([app, { manifest }]) => [app, manifest])),
    production: true,
  };
  fs.writeFileSync(path.join(target, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  return { to: target, remotes, csp, config };
}
