import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

/**
 * A small static server for one app's dist/: gzip, SPA fallback to index.html, CORS (the shell
 * fetches remotes' manifests cross-origin), optional in-memory /config.json and /api proxy.
 */
export function createStaticServer({ root, configJson, proxyApiTo, spa = true }) {
  const gzipCache = new Map();

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

  function proxy(req, res) {
    const target = new URL(req.url, proxyApiTo);
    const upstream = http.request(
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

  return http.createServer((req, res) => {
    const base = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };
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
    if (configJson && urlPath === '/config.json') {
      const body = Buffer.from(JSON.stringify(configJson(), null, 2));
      return send(
        req,
        res,
        200,
        { ...base, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' },
        body,
        '.json',
      );
    }
    let file = path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
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
      file = path.join(root, 'index.html');
      if (!fs.existsSync(file)) {
        res.writeHead(404, { ...base, 'Content-Type': 'text/plain' });
        return res.end(`not built: ${root}`);
      }
    }
    const ext = path.extname(file);
    const served = path.relative(root, file);
    send(
      req,
      res,
      200,
      { ...base, 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cacheControl(served) },
      readFile(file),
      ext,
    );
  });
}

/** Resolves once listening; `close()` also drops open keep-alive connections (a real "down"). */
export function listen(server, port, host = 'localhost') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
