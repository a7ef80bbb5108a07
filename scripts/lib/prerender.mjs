// The public pages as HTML (issue 32): each is rendered once at build time by the built site itself, in
// Chromium, in Swedish and English, and written into the shell's dist as <route>/index.html, so its
// text paints with the document. The shell keeps it on screen until the page's own code has rendered
// (shell/src/boot/prerendered-page.ts); decision 0021 says why a snapshot and not a server renderer.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './browser.mjs';
import { inlineHashes } from './content-security-policy.mjs';
import { createStaticServer, listen } from './static-server.mjs';

export const PRERENDERED_ROUTES = [
  '/',
  '/unverified',
  '/privacy-policy',
  '/terms-of-service',
  '/attributions',
  '/login',
  '/register-brf',
  '/register-service-provider',
  '/reset-password',
];
/** The language in the document; the other one is a <template> the inline script swaps in before paint. */
const DOCUMENT_LANGUAGE = 'sv';
const OTHER_LANGUAGE = 'en';
const STAMP = 'prerendered.json';
/** Rendered as the app, never as the copy an earlier render wrote there. */
const APP_PATHS = [...PRERENDERED_ROUTES, '/index.html'];
/** The public pages read nothing from the backend, and send no monitoring: a closed port makes sure of it. */
const RENDER_CONFIG = { supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'prerender-without-a-backend-key' };

/**
 * Runs before the first paint, so a visitor sees their language, and nothing for a page it was not
 * made for (a deep link served index.html) or a signed-in visitor (the app renders theirs). Kept
 * constant: the site's CSP allows it by its hash. Without JavaScript the page stays readable, links work.
 */
export const LANGUAGE_SCRIPT = [
  '(function(){var d=document,r=d.getElementById("root"),l,s=false;',
  'try{l=localStorage.getItem("brf.language");s=/sb-.+-auth-token/.test(Object.keys(localStorage).join())}catch(e){}',
  'var p=function(x){return(x||"").replace(/\\/$/,"")};',
  'if(s||p(location.pathname)!==p(r.getAttribute("data-prerendered"))){',
  'r.replaceChildren();r.removeAttribute("data-prerendered");return}',
  'if(l!=="sv"&&l!=="en"){var n=navigator.languages&&navigator.languages.length?navigator.languages[0]:',
  'navigator.language;l=/^sv/i.test(n||"")?"sv":"en"}',
  'var t=d.getElementById("prerendered-"+l),m=d.querySelector("meta[name=description]");',
  'if(t){r.replaceChildren(t.content.cloneNode(true));d.title=t.getAttribute("data-title");',
  'if(m)m.content=t.getAttribute("data-description")}d.documentElement.lang=l;',
  // the page is a copy until the app has rendered it: nothing typed into it can be lost in the swap, and
  // accessibility tools read the live page, not the copy
  'var c=r.querySelector("main");if(c){c.inert=true;c.setAttribute("aria-hidden","true")}})()',
].join('');

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the site renders at `route` in `language`: its root's HTML without what must not be copied. */
async function capture(browser, baseURL, route, language) {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'sv' ? 'sv-SE' : 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript((lang) => localStorage.setItem('brf.language', lang), language);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(route);
    await page.waitForSelector('main#main [data-page]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => !document.querySelector('main#main [aria-busy="true"]'), null, {
      timeout: 10_000,
    });
    if (errors.length) throw new Error(`prerender: ${route} (${language}) logged errors: ${errors.join('; ')}`);
    return await page.evaluate(() => {
      const clone = document.getElementById('root').cloneNode(true);
      // inline style attributes are not allowed by the CSP; the page's markers belong to the live page
      // (tests and the shell wait for them); the copy of the page is read, never used
      for (const element of clone.querySelectorAll('[style]')) element.removeAttribute('style');
      for (const element of clone.querySelectorAll('[data-page], [data-remote]')) {
        element.removeAttribute('data-page');
        element.removeAttribute('data-remote');
      }
      // without JavaScript a form would send what was typed nowhere (or into a URL): it cannot be used
      for (const form of clone.querySelectorAll('form')) form.setAttribute('inert', '');
      return {
        html: clone.innerHTML,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
      };
    });
  } finally {
    await context.close();
  }
}

/** Where the pages are rendered from: every app's dist on a free port, the shell's config pointing at them. */
async function serveBuild(root, apps) {
  const servers = [];
  const remotes = {};
  for (const name of apps) {
    const server = await listen(createStaticServer({ root: path.join(root, name, 'dist') }), 0, '127.0.0.1');
    servers.push(server);
    remotes[name] = `http://127.0.0.1:${server.port}/mf-manifest.json`;
  }
  const config = { ...RENDER_CONFIG, remotes };
  const shell = await listen(
    createStaticServer({ root: path.join(root, 'shell', 'dist'), configJson: () => config, appPaths: APP_PATHS }),
    0,
    '127.0.0.1',
  );
  servers.push(shell);
  return { url: `http://127.0.0.1:${shell.port}`, stop: () => Promise.all(servers.map((server) => server.close())) };
}

/**
 * A deployed tree served as its host would (its _headers, CSP included, and _redirects), rendering the
 * remotes its config.json names: its own version folders, or REMOTES_BASE_URL's.
 */
async function serveTree(tree, remotes) {
  let origin = '';
  const config = () => ({
    ...RENDER_CONFIG,
    remotes: Object.fromEntries(
      Object.entries(remotes).map(([name, manifest]) => [name, new URL(manifest, origin).href]),
    ),
  });
  const server = await listen(
    createStaticServer({ root: tree, hostRules: true, configJson: config, appPaths: APP_PATHS }),
    0,
    '127.0.0.1',
  );
  origin = `http://127.0.0.1:${server.port}`;
  return { url: origin, stop: () => server.close() };
}

function pageHtml(template, route, captured, stylesheet) {
  const own = captured[DOCUMENT_LANGUAGE];
  const other = captured[OTHER_LANGUAGE];
  const root =
    `<div id="root" data-prerendered="${route}" data-lang="${DOCUMENT_LANGUAGE}">${own.html}</div>` +
    `<template id="prerendered-${OTHER_LANGUAGE}" data-title="${escapeAttribute(other.title)}" ` +
    `data-description="${escapeAttribute(other.description)}">${other.html}</template>` +
    `<script>${LANGUAGE_SCRIPT}</script>`;
  return template
    .replace(/<html lang="[a-z]+">/, `<html lang="${DOCUMENT_LANGUAGE}">`)
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeAttribute(own.title)}</title>` +
        `<meta name="description" content="${escapeAttribute(own.description)}">` +
        `<link rel="stylesheet" href="${stylesheet}">`,
    )
    .replace(/<div id="root"><\/div>/, root);
}

/** The build this would render: the shell's HTML and every remote's entry; the same stamp, nothing to do. */
function stampOf(root, apps, template) {
  const hash = crypto
    .createHash('sha256')
    .update(template)
    .update(fs.readFileSync(import.meta.filename));
  for (const name of apps) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const full = path.join(root, name, 'dist', file);
      if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Renders every public route in both languages from `site` and writes the pages and their CSS into `dir`. */
async function renderPages({ site, dir, template, browserPath, keepOldStylesheets }) {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const stylesheets = new Set();
    // three at a time: the machine has two cores and each page waits on the network too
    const queue = PRERENDERED_ROUTES.flatMap((route) => [DOCUMENT_LANGUAGE, OTHER_LANGUAGE].map((l) => [route, l]));
    const results = new Map();
    await Promise.all(
      [0, 1, 2].map(async () => {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const [route, language] = job;
          const captured = await capture(browser, site.url, route, language);
          for (const href of captured.stylesheets) stylesheets.add(href);
          results.set(`${route} ${language}`, captured);
        }
      }),
    );
    // the pages' styles, in one file of the shell's: the copy must look right before any remote loads
    const css = [];
    for (const href of stylesheets) {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`prerender: ${href} answered ${response.status}`);
      css.push(`/* ${new URL(href).pathname} */\n${await response.text()}`);
    }
    const cssText = css.join('\n');
    const cssName = `prerendered.${crypto.createHash('sha256').update(cssText).digest('hex').slice(0, 10)}.css`;
    const assets = path.join(dir, 'assets');
    if (!keepOldStylesheets) {
      for (const old of fs.readdirSync(assets)) {
        if (/^prerendered\.[0-9a-f]+\.css$/.test(old)) fs.rmSync(path.join(assets, old));
      }
    }
    fs.writeFileSync(path.join(assets, cssName), cssText);
    const pages = [];
    for (const route of PRERENDERED_ROUTES) {
      const captured = {
        [DOCUMENT_LANGUAGE]: results.get(`${route} ${DOCUMENT_LANGUAGE}`),
        [OTHER_LANGUAGE]: results.get(`${route} ${OTHER_LANGUAGE}`),
      };
      const file = path.join(dir, route, 'index.html');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, pageHtml(template, route, captured, `/assets/${cssName}`));
      pages.push(path.relative(dir, file));
    }
    return { pages, stylesheet: cssName };
  } finally {
    await browser.close();
  }
}

/**
 * Writes shell/dist/<route>/index.html for every public route (`/`: index.html) from the shell's
 * app.html. `required`: without Chromium it fails (a deploy); otherwise it says so and leaves the
 * pages to the app alone (`npm start` on a machine without a browser).
 */
export async function prerenderPublicPages({ root, apps, required = false, log = console.log }) {
  const shellDist = path.join(root, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  const appFile = path.join(shellDist, 'app.html');
  if (!fs.existsSync(appFile)) throw new Error(`prerender: the shell is not built (${appFile})`);
  const template = fs.readFileSync(appFile, 'utf8');
  const index = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : '';
  const stampFile = path.join(shellDist, STAMP);
  const stamp = stampOf(root, apps, template);
  if (fs.existsSync(stampFile) && JSON.parse(fs.readFileSync(stampFile, 'utf8')).stamp === stamp) {
    if (index.includes('data-prerendered=')) return { skipped: 'unchanged' };
  }
  const browserPath = findChromium().path;
  if (!browserPath) {
    const message = 'prerender: no Chromium here, so the public pages are served without their HTML';
    if (required) throw new Error(`${message} (install one: npm run check:browser)`);
    // `/` is the app page itself, as before
    fs.writeFileSync(indexFile, template);
    log(message);
    return { skipped: 'no browser' };
  }
  const site = await serveBuild(root, apps);
  try {
    const rendered = await renderPages({ site, dir: shellDist, template, browserPath });
    fs.writeFileSync(stampFile, `${JSON.stringify({ stamp, ...rendered }, null, 2)}\n`);
    log(`prerender: ${rendered.pages.length} public pages in Swedish and English (shell/dist/${STAMP})`);
    return rendered;
  } finally {
    await site.stop();
  }
}

/**
 * The public pages of a deployed tree rendered again from the remotes its config.json names now: after
 * one remote was deployed alone or rolled back (docs/deploy.md). Earlier stylesheets stay, as earlier
 * remote versions do. Refuses when the pages would need an inline hash the tree's CSP does not allow.
 */
export async function prerenderTree({ tree, log = console.log }) {
  const read = (name) => {
    const file = path.join(tree, name);
    if (!fs.existsSync(file))
      throw new Error(`prerender: ${file} is missing: not a tree written by npm run deploy:site`);
    return fs.readFileSync(file, 'utf8');
  };
  const template = read('app.html');
  const { remotes } = JSON.parse(read('config.json'));
  const headers = read('_headers');
  // the pages' inline code is the template's and the language script, whatever the remotes render:
  // checked before anything is written, so a refused tree is left as it was
  const blank = { html: '', title: '', description: '' };
  const inline = inlineHashes(pageHtml(template, '/', { [DOCUMENT_LANGUAGE]: blank, [OTHER_LANGUAGE]: blank }, ''));
  const missing = [...inline.style, ...inline.script].filter((hash) => !headers.includes(hash));
  if (missing.length) {
    throw new Error(`prerender: the tree's CSP lacks ${missing.join(', ')}: deploy the shell (npm run deploy:site)`);
  }
  const browserPath = findChromium().path;
  if (!browserPath) throw new Error('prerender: no Chromium here (install one: npm run check:browser)');
  const site = await serveTree(tree, remotes);
  try {
    const rendered = await renderPages({ site, dir: tree, template, browserPath, keepOldStylesheets: true });
    fs.writeFileSync(path.join(tree, STAMP), `${JSON.stringify({ remotes, ...rendered }, null, 2)}\n`);
    log(`prerender: ${rendered.pages.length} public pages of ${tree}, from the remotes in its config.json`);
    return { ...rendered, remotes };
  } finally {
    await site.stop();
  }
}
