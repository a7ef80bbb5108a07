import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import https from 'node:https';
import { headersFor, parseHeaders, parseRedirects, redirectFor } from './host-rules.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2|png|svg|jpg)$/;

/** Entry points must revalidate so a redeployed remote is seen; hashed chunks never change. */
export function cacheControl(urlPath) {
  if (HASHED.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** What a static host sends for a file no `_headers` rule gives a Cache-Control. */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/**
 * A small static server for one app's dist/: gzip, SPA fallback to app.html or index.html, CORS (the shell
 * fetches remotes' manifests cross-origin), optional in-memory /config.json and /api proxy.
 * `hostRules`: `root` is a deploy tree, served as Netlify or Cloudflare Pages would: its `_headers`
 * and `_redirects` decide headers, the fallback and the rewrites (200 to an absolute URL is proxied).
 * `headers` go with every answer (the site's CSP); `onCspReport` receives what browsers POST to /csp-report.
 * `appPaths`: addresses answered with the app's page (app.html) even where a file is (the prerenderer
 * renders the app there, not the copy an earlier render left).
 */
export function createStaticServer({
  root,
  configJson,
  proxyApiTo,
  spa = true,
  hostRules = false,
  headers = {},
  onCspReport,
  appPaths = [],
}) {
  const gzipCache = new Map();
  const rules = hostRules ? readHostRules(root) : null;
  if (rules) root = path.resolve(root);
  const appAt = new Set(appPaths.map((address) => address.replace(/(.)\/$/, '$1')));
  const isAppPath = (urlPath) => appAt.has(urlPath.replace(/(.)\/$/, '$1'));

  function sendConfig(req, res, headers) {
    const body = Buffer.from(JSON.stringify(configJson(), null, 2));
    send(req, res, 200, { ...headers, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' }, body, '.json');
  }

  function send(req, res, status, headers, body, ext) {
    const accepts = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (accepts && COMPRESSIBLE.has(ext) && body.length > 256) {
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
      body = body.gz ?? zlib.gzipSync(body, { level: 9 });
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function readFile(file) {
    const stat = fs.statSync(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let entry = gzipCache.get(file);
    if (!entry || entry.key !== key) {
      const raw = fs.readFileSync(file);
      raw.gz = zlib.gzipSync(raw, { level: 9 });
      entry = { key, raw };
      gzipCache.set(file, entry);
    }
    return entry.raw;
  }

  function proxy(req, res, target = new URL(req.url, proxyApiTo)) {
    const upstream = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('backend unavailable');
    });
    req.pipe(upstream);
  }

  function serveHostTree(req, res) {
    const url = new URL(req.url, 'http://x');
    let urlPath;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    const headers = { 'Cache-Control': HOST_DEFAULT_CACHE, ...headersFor(rules.headers, urlPath) };
    if (configJson && urlPath === '/config.json' && /^(GET|HEAD)$/.test(req.method)) {
      return sendConfig(req, res, headers);
    }
    let file = existingFile(isAppPath(urlPath) ? '/app.html' : urlPath);
    if (!file) {
      const redirect = redirectFor(rules.redirects, urlPath);
      if (redirect?.status === 200 && /^https?:\/\//.test(redirect.to)) {
        return proxy(req, res, new URL(`${redirect.to}${url.search}`));
      }
      if (redirect && redirect.status !== 200) {
        res.writeHead(redirect.status, { Location: redirect.to });
        return res.end();
      }
      file = redirect ? existingFile(redirect.to) : null;
    }
    if (!file) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers);
      return res.end();
    }
    const ext = path.extname(file);
    send(req, res, 200, { ...headers, 'Content-Type': TYPES[ext] ?? 'application/octet-stream' }, readFile(file), ext);
  }

  /** The file a host would serve at `urlPath` (a folder's index.html); the rule files are never served. */
  function existingFile(urlPath) {
    if (/^\/_(headers|redirects)$/.test(urlPath)) return null;
    const file = path.join(root, path.normalize(urlPath));
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) return null;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    const index = path.join(file, 'index.html');
    return fs.existsSync(index) ? index : null;
  }

  function receiveCspReport(req, res) {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let report;
      try {
        report = JSON.parse(body);
      } catch {
        report = { unreadable: body };
      }
      onCspReport(report['csp-report'] ?? report);
      res.writeHead(204).end();
    });
  }

  return http.createServer((req, res) => {
    if (rules) return serveHostTree(req, res);
    const base = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', ...headers };
    if (onCspReport && req.method === 'POST' && req.url === '/csp-report') return receiveCspReport(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...base, 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (proxyApiTo && urlPath.startsWith('/api/')) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, base);
      return res.end();
    }
    if (configJson && urlPath === '/config.json') return sendConfig(req, res, base);
    const served = isAppPath(urlPath) ? '/app.html' : urlPath;
    let file = path.join(root, path.normalize(served).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) {
      res.writeHead(403, base);
      return res.end();
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      if (!spa || path.extname(urlPath)) {
        res.writeHead(404, { ...base, 'Content-Type': 'text/plain' });
        return res.end('not found');
      }
      // a host's build keeps its app page apart from the prerendered home page (scripts/prerender.mjs)
      file = path.join(root, fs.existsSync(path.join(root, 'app.html')) ? 'app.html' : 'index.html');
      if (!fs.existsSync(file)) {
        res.writeHead(404, { ...base, 'Content-Type': 'text/plain' });
        return res.end(`not built: ${root}`);
      }
    }
    const ext = path.extname(file);
    send(
      req,
      res,
      200,
      {
        ...base,
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': cacheControl(path.relative(root, file)),
      },
      readFile(file),
      ext,
    );
  });
}

function readHostRules(root) {
  const read = (name) => (fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : '');
  return { headers: parseHeaders(read('_headers')), redirects: parseRedirects(read('_redirects')) };
}

/**
 * Resolves once listening (`port`: the one bound, for port 0); `close()` also drops open keep-alive
 * connections (a real "down").
 */
export function listen(server, port, host = 'localhost') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
