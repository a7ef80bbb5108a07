// The deploy tree (npm run deploy:site) and the static server's host rules. Run by scripts/test-deploy.mjs,
// which sets DEPLOY_TREE (the tree it wrote) and DEPLOY_SITE (that tree served with its rules, the backend
// beside it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  contentSecurityPolicy,
  DeployConfigError,
  deploySettings,
  remoteVersion,
  writeDeployTree,
} from './lib/deploy-tree.mjs';
import { headersFor, parseHeaders, parseRedirects, redirectFor } from './lib/host-rules.mjs';
import { ROOT, remoteApps } from './lib/site.mjs';
import { createStaticServer, listen } from './lib/static-server.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const { DEPLOY_TREE: TREE, DEPLOY_SITE: SITE } = process.env;
if (!TREE || !SITE) throw new Error('DEPLOY_TREE and DEPLOY_SITE are not set: run npm run test:deploy');
const config = () => JSON.parse(fs.readFileSync(path.join(TREE, 'config.json'), 'utf8'));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'brf-deploy-test-'));
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

function writeFiles(dir, files) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

/** A repository root with a built shell and one built remote, small enough to change in a test. */
function fakeRoot(name, remoteFiles) {
  const root = path.join(scratch, name);
  writeFiles(root, {
    'shell/dist/app.html': '<html><head><style>body{margin:0}</style></head><body></body></html>',
    'shell/dist/index.html': '<html><head><style>body{margin:0}</style></head><body></body></html>',
    'shell/dist/assets/main.0123456789.js': 'boot()',
    'shell/dist/config.json': '{"local":true}',
    'mf-accounts/package.json': '{"version":"1.4.2"}',
    ...Object.fromEntries(Object.entries(remoteFiles).map(([file, text]) => [`mf-accounts/dist/${file}`, text])),
  });
  return root;
}

const settings = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon-key-'.repeat(4), remotesBaseUrl: '' };

describe('deploy settings', () => {
  test('refuse without SUPABASE_URL and SUPABASE_ANON_KEY, naming both', () => {
    assert.throws(
      () => deploySettings({}),
      (error) => {
        assert.ok(error instanceof DeployConfigError);
        assert.match(error.message, /SUPABASE_URL and SUPABASE_ANON_KEY/);
        return true;
      },
    );
    assert.throws(() => deploySettings({ SUPABASE_URL: 'https://abc.supabase.co' }), /needs SUPABASE_ANON_KEY/);
    assert.throws(() => deploySettings({ SUPABASE_URL: 'abc.supabase.co', SUPABASE_ANON_KEY: 'k' }), /absolute URL/);
  });

  test('take the URLs without a trailing slash', () => {
    const read = deploySettings({
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_ANON_KEY: ' key ',
      REMOTES_BASE_URL: 'https://cdn.example.se/site/',
    });
    assert.deepEqual(read, {
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'key',
      remotesBaseUrl: 'https://cdn.example.se/site',
    });
  });
});

describe('Content-Security-Policy', () => {
  test('allows this site and the Supabase project (https and wss), nothing broader', () => {
    const csp = contentSecurityPolicy({ ...settings, inline: { style: ["'sha256-x'"], script: [] } });
    assert.equal(
      csp,
      "default-src 'none'; script-src 'self'; style-src 'self' 'sha256-x'; " +
        "img-src 'self' data: https://abc.supabase.co; " +
        "connect-src 'self' https://abc.supabase.co wss://abc.supabase.co; " +
        "base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
    );
  });

  test("the local site servers' policy: the remotes' own ports listed, a report URI", () => {
    const csp = contentSecurityPolicy({
      supabaseUrl: 'http://localhost:54321',
      remoteOrigins: ['http://localhost:3001', 'http://localhost:3002/'],
      reportUri: 'http://localhost:3000/csp-report',
    });
    assert.match(csp, /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002;/);
    assert.match(
      csp,
      /connect-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:54321 ws:/,
    );
    assert.match(csp, /; report-uri http:\/\/localhost:3000\/csp-report$/);
  });

  test("adds the remotes' origin when they live elsewhere", () => {
    const csp = contentSecurityPolicy({ ...settings, remotesBaseUrl: 'https://cdn.example.se/site' });
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src']) {
      assert.match(csp, new RegExp(`${directive} 'self' https://cdn\\.example\\.se[ ;]`));
    }
    assert.doesNotMatch(csp, /\*|https:(?!\/\/)|'unsafe-/);
  });
});

describe('host rules', () => {
  test('_headers: splats and placeholders match, one header from two rules is joined', () => {
    const rules = parseHeaders('# comment\n/*\n  X-A: 1\n/:remote/*/x.js\n  X-A: 2\n  X-B: b\n/y.js\n  X-C: c\n');
    assert.deepEqual(headersFor(rules, '/mf-a/1.0/x.js'), { 'X-A': '1, 2', 'X-B': 'b' });
    assert.deepEqual(headersFor(rules, '/y.js'), { 'X-A': '1', 'X-C': 'c' });
  });

  test('_redirects: the first match wins, :splat and placeholders are filled in', () => {
    const rules = parseRedirects(
      '/api/:kind/*  https://x.test/f/:kind/:splat  200\n/old  /new\n/*  /index.html  200\n',
    );
    assert.deepEqual(redirectFor(rules, '/api/monitoring/log'), { to: 'https://x.test/f/monitoring/log', status: 200 });
    assert.deepEqual(redirectFor(rules, '/old'), { to: '/new', status: 301 });
    assert.deepEqual(redirectFor(rules, '/projects/7'), { to: '/index.html', status: 200 });
  });

  test('a 200 rewrite to an absolute URL is proxied with its method, query and body; files win', async () => {
    const seen = [];
    const upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, body });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"accepted"}');
      });
    });
    const upstreamHandle = await listen(upstream, 0, '127.0.0.1');
    const { port } = upstream.address();
    const tree = path.join(scratch, 'rewrites');
    writeFiles(tree, {
      'index.html': 'the app',
      'api/static.txt': 'a file',
      _redirects: `/api/*  http://127.0.0.1:${port}/functions/v1/:splat  200\n/*  /index.html  200\n`,
      _headers: '/*\n  X-Frame-Options: DENY\n',
    });
    const server = createStaticServer({ root: tree, hostRules: true });
    const handle = await listen(server, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
      const proxied = await fetch(`${base}/api/monitoring/log?x=1`, { method: 'POST', body: '{"a":1}' });
      assert.equal(proxied.status, 202);
      assert.deepEqual(seen, [{ method: 'POST', url: '/functions/v1/monitoring/log?x=1', body: '{"a":1}' }]);
      assert.equal(await (await fetch(`${base}/api/static.txt`)).text(), 'a file');
      const fallback = await fetch(`${base}/projects/7`);
      assert.equal(await fallback.text(), 'the app');
      assert.equal(fallback.headers.get('x-frame-options'), 'DENY');
      // the rule files are read by the host, never served
      assert.equal(await (await fetch(`${base}/_redirects`)).text(), 'the app');
      assert.equal(await (await fetch(`${base}/_headers`)).text(), 'the app');
    } finally {
      await handle.close();
      await upstreamHandle.close();
    }
  });
});

describe('writing the tree', () => {
  test('a remote lands at /<remote>/<version>/; a new build beside the old one, config.json moves to it', () => {
    const to = path.join(scratch, 'site');
    const first = writeDeployTree({
      root: fakeRoot('v1', { 'mf-manifest.json': '{}', 'remoteEntry.js': 'one' }),
      to,
      settings,
      apps: ['mf-accounts'],
    });
    const old = first.remotes['mf-accounts'].version;
    assert.match(old, /^1\.4\.2-[0-9a-f]{10}$/);
    const second = writeDeployTree({
      root: fakeRoot('v2', { 'mf-manifest.json': '{}', 'remoteEntry.js': 'two' }),
      to,
      settings,
      apps: ['mf-accounts'],
    });
    const next = second.remotes['mf-accounts'].version;
    assert.notEqual(next, old);
    assert.equal(fs.readFileSync(path.join(to, 'mf-accounts', old, 'remoteEntry.js'), 'utf8'), 'one');
    assert.equal(fs.readFileSync(path.join(to, 'mf-accounts', next, 'remoteEntry.js'), 'utf8'), 'two');
    const config = JSON.parse(fs.readFileSync(path.join(to, 'config.json'), 'utf8'));
    assert.deepEqual(config, {
      supabaseUrl: settings.supabaseUrl,
      supabaseAnonKey: settings.supabaseAnonKey,
      remotes: { 'mf-accounts': `/mf-accounts/${next}/mf-manifest.json` },
      production: true,
    });
    // both releases keep their cache rules: a tab still on the old one loads its chunks
    const rules = parseHeaders(fs.readFileSync(path.join(to, '_headers'), 'utf8'));
    assert.equal(headersFor(rules, `/mf-accounts/${old}/remoteEntry.js`)['Cache-Control'], IMMUTABLE);
    assert.equal(headersFor(rules, `/mf-accounts/${next}/mf-manifest.json`)['Cache-Control'], IMMUTABLE);
    assert.equal(headersFor(rules, '/assets/main.0123456789.js')['Cache-Control'], IMMUTABLE);
    assert.equal(headersFor(rules, '/config.json')['Cache-Control'], 'no-cache');
  });

  test('_headers has a rule per kind of path, as many for a remote of three files as for one of three hundred', () => {
    const few = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'one', 'a.0123456789.js': 'a' };
    const many = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`${String(i).padStart(4, '0')}.${'0123456789'}.js`, `chunk ${i}`]),
    );
    const rulesOf = (name, files) => {
      const to = path.join(scratch, name);
      writeDeployTree({ root: fakeRoot(name, files), to, settings, apps: ['mf-accounts'] });
      return fs.readFileSync(path.join(to, '_headers'), 'utf8');
    };
    const small = rulesOf('few-files', few);
    assert.equal(rulesOf('many-files', { ...few, ...many }), small);
    assert.equal(parseHeaders(small).length, 7);
  });

  test('with REMOTES_BASE_URL, config.json names the manifests there and the remotes answer cross-origin', () => {
    const to = path.join(scratch, 'split-site');
    const { remotes } = writeDeployTree({
      root: fakeRoot('split', { 'mf-manifest.json': '{}', 'remoteEntry.js': 'one' }),
      to,
      settings: { ...settings, remotesBaseUrl: 'https://cdn.example.se/brf' },
      apps: ['mf-accounts'],
    });
    const { version } = remotes['mf-accounts'];
    const config = JSON.parse(fs.readFileSync(path.join(to, 'config.json'), 'utf8'));
    assert.equal(config.remotes['mf-accounts'], `https://cdn.example.se/brf/mf-accounts/${version}/mf-manifest.json`);
    const rules = parseHeaders(fs.readFileSync(path.join(to, '_headers'), 'utf8'));
    assert.equal(headersFor(rules, `/mf-accounts/${version}/mf-manifest.json`)['Access-Control-Allow-Origin'], '*');
    assert.equal(headersFor(rules, '/config.json')['Access-Control-Allow-Origin'], undefined);
    assert.match(headersFor(rules, '/')['Content-Security-Policy'], /script-src 'self' https:\/\/cdn\.example\.se;/);
  });
});

describe('the deploy tree of this build', () => {
  test('the shell at /, every remote at /<remote>/<version of its files>/, config.json pointing there', () => {
    assert.ok(fs.existsSync(path.join(TREE, 'index.html')));
    const { remotes, production, supabaseUrl } = config();
    assert.equal(production, true);
    assert.equal(supabaseUrl, 'http://localhost:54321');
    for (const app of remoteApps) {
      const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'));
      const [release] = fs.readdirSync(path.join(TREE, app));
      assert.equal(release, remoteVersion(path.join(TREE, app, release), version));
      assert.equal(remotes[app], `/${app}/${release}/mf-manifest.json`);
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        assert.ok(fs.existsSync(path.join(TREE, app, release, file)), `${app}/${release}/${file}`);
      }
    }
  });

  test('a few rules, never two Cache-Control on one path: entry points revalidate, the rest is immutable', () => {
    const rules = parseHeaders(fs.readFileSync(path.join(TREE, '_headers'), 'utf8'));
    // `/*`, four shell entry points, the shell's chunks and a rule per remote (Cloudflare Pages reads 100)
    assert.equal(rules.length, 1 + 4 + 1 + remoteApps.length);
    const files = fs
      .readdirSync(TREE, { recursive: true })
      .filter((f) => fs.statSync(path.join(TREE, f)).isFile())
      .map((f) => f.split(path.sep).join('/'));
    const setters = (urlPath) =>
      rules.filter((rule) => rule.match(urlPath) && rule.headers.some(([name]) => name === 'Cache-Control'));
    for (const urlPath of [...files.map((f) => `/${f}`), '/', '/projects/some-project']) {
      assert.ok(setters(urlPath).length <= 1, `${urlPath} matches ${setters(urlPath).length} Cache-Control rules`);
      assert.ok(headersFor(rules, urlPath)['Content-Security-Policy'], urlPath);
    }
    for (const entry of ['/', '/index.html', '/config.json']) {
      assert.equal(headersFor(rules, entry)['Cache-Control'], 'no-cache', entry);
    }
    const versioned = files.filter((f) => remoteApps.includes(f.split('/')[0]));
    assert.ok(
      versioned.filter((f) => /\/(mf-manifest\.json|remoteEntry\.js)$/.test(f)).length >= 2 * remoteApps.length,
    );
    const shellChunks = files.filter((f) => /^assets\/.+\.[0-9a-f]{10}\.(js|css)$/.test(f));
    assert.ok(shellChunks.length > 5);
    for (const file of [...versioned, ...shellChunks]) {
      assert.equal(headersFor(rules, `/${file}`)['Cache-Control'], IMMUTABLE, file);
    }
    // the shell's chunks are all in its folder; what stays at the root is not hashed, and a deep link is the app
    assert.deepEqual(
      files.filter((f) => !f.includes('/') && /\.[0-9a-f]{10}\./.test(f)),
      [],
    );
    assert.equal(headersFor(rules, '/projects/some-project')['Cache-Control'], undefined);
  });
});

describe('one remote deployed alone', () => {
  test('npm run prerender -- --tree renders the public pages again from the remotes config.json names', () => {
    const tree = path.join(scratch, 'tree');
    fs.cpSync(TREE, tree, { recursive: true });
    const before = config().remotes['mf-accounts'];
    // a new mf-accounts beside the deployed one, whose login page says something else
    const release = path.join(tree, path.dirname(before), '..', 'next');
    fs.cpSync(path.join(tree, path.dirname(before)), release, { recursive: true });
    const changes = [
      ['Logga in på ditt konto', 'Logga in på föreningens konto'],
      ['Sign in to your account', 'Sign in to your association account'],
    ];
    for (const file of fs.readdirSync(release).filter((f) => f.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(release, file), 'utf8');
      const changed = changes.reduce((t, [from, to]) => t.replaceAll(from, to), text);
      if (changed !== text) fs.writeFileSync(path.join(release, file), changed);
    }
    const next = path.posix.join(path.posix.dirname(before), '..', 'next', 'mf-manifest.json');
    const treeConfig = JSON.parse(fs.readFileSync(path.join(tree, 'config.json'), 'utf8'));
    fs.writeFileSync(
      path.join(tree, 'config.json'),
      JSON.stringify({ ...treeConfig, remotes: { ...treeConfig.remotes, 'mf-accounts': next } }),
    );
    const oldStylesheet = JSON.parse(fs.readFileSync(path.join(tree, 'prerendered.json'), 'utf8')).stylesheet;

    const run = spawnSync(process.execPath, ['scripts/prerender.mjs', '--tree', tree], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    const login = fs.readFileSync(path.join(tree, 'login', 'index.html'), 'utf8');
    assert.match(login, /<div id="root" data-prerendered="\/login" data-lang="sv">.*Logga in på föreningens konto/s);
    assert.match(login, /<template id="prerendered-en"[^>]*>.*Sign in to your association account/s);
    assert.doesNotMatch(login, /Logga in på ditt konto/);
    const stamp = JSON.parse(fs.readFileSync(path.join(tree, 'prerendered.json'), 'utf8'));
    assert.equal(stamp.remotes['mf-accounts'], next);
    // a page a browser still holds keeps its stylesheet
    assert.ok(fs.existsSync(path.join(tree, 'assets', oldStylesheet)));
    assert.ok(fs.existsSync(path.join(tree, 'assets', stamp.stylesheet)));
    // the original tree is untouched
    assert.match(fs.readFileSync(path.join(TREE, 'login', 'index.html'), 'utf8'), /Logga in på ditt konto/);
  });

  test("a tree whose CSP would refuse the pages' inline code is refused before anything is written", () => {
    const tree = path.join(scratch, 'strict-tree');
    for (const file of ['app.html', 'config.json', 'login/index.html']) {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.copyFileSync(path.join(TREE, file), path.join(tree, file));
    }
    const headers = fs.readFileSync(path.join(TREE, '_headers'), 'utf8');
    fs.writeFileSync(path.join(tree, '_headers'), headers.replace(/ 'sha256-[^']+'/g, ''));
    const run = spawnSync(process.execPath, ['scripts/prerender.mjs', '--tree', tree], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /the tree's CSP lacks 'sha256-.+': deploy the shell \(npm run deploy:site\)/);
    assert.equal(
      fs.readFileSync(path.join(tree, 'login', 'index.html'), 'utf8'),
      fs.readFileSync(path.join(TREE, 'login', 'index.html'), 'utf8'),
    );
    assert.equal(fs.existsSync(path.join(tree, 'prerendered.json')), false);
  });

  test('a folder that is not a deploy tree is refused, naming what is missing', () => {
    const run = spawnSync(process.execPath, ['scripts/prerender.mjs', '--tree', scratch], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /app\.html is missing: not a tree written by npm run deploy:site/);
  });
});

describe('the tree served with its host rules', () => {
  test('a public page is its own HTML, in Swedish with the English beside it', async () => {
    const response = await fetch(`${SITE}/login`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<div id="root" data-prerendered="\/login" data-lang="sv">/);
    assert.match(html, /Logga in på ditt konto/);
    assert.match(html, /<template id="prerendered-en"[^>]*>.*Sign in to your account/s);
  });

  const head = (urlPath) => fetch(`${SITE}${urlPath}`, { method: 'HEAD' });

  test('a deep link is the app with the security headers and the CSP', async () => {
    const response = await fetch(`${SITE}/projects/some-project`);
    assert.equal(response.status, 200);
    // the app's page (app.html), not a prerendered one
    assert.match(await response.text(), /<div id="root"><\/div>/);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('permissions-policy'), /camera=\(\)/);
    const csp = response.headers.get('content-security-policy');
    assert.match(csp, /connect-src 'self' http:\/\/localhost:54321 ws:\/\/localhost:54321;/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  test('config.json and index.html revalidate; a remote version folder, manifest and all, is immutable', async () => {
    for (const urlPath of ['/', '/index.html', '/app.html', '/config.json']) {
      assert.equal((await head(urlPath)).headers.get('cache-control'), 'no-cache', urlPath);
    }
    const [remote] = Object.values(config().remotes);
    const entry = remote.replace('mf-manifest.json', 'remoteEntry.js');
    const chunk = fs.readdirSync(path.join(TREE, path.dirname(remote))).find((f) => /\.[0-9a-f]{10}\.js$/.test(f));
    for (const urlPath of [remote, entry, `${path.dirname(remote)}/${chunk}`]) {
      assert.equal((await head(urlPath)).headers.get('cache-control'), IMMUTABLE, urlPath);
    }
    // a deep link is the app with the host's default: asked again every time
    assert.equal((await head('/projects/x')).headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  test("/api/monitoring/log reaches the backend's monitoring function", async () => {
    const response = await fetch(`${SITE}/api/monitoring/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        level: 'info',
        message: 'deploy tree: the rewrite reaches the function',
        sessionId: `deploy-test-${Date.now()}`,
        timestamp: new Date().toISOString(),
      }),
    });
    assert.equal(response.status, 202, await response.text());
  });
});
