// npm run bench:bundle: gzip bytes of JavaScript a first visit downloads, measured in Chromium
// from the network log (the static server gzips, so the encoded body size is the gzip size).
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { apps, ROOT, runtimeConfig, serveSite } from '../../scripts/lib/site.mjs';
import { chromiumLaunchOptions } from '../support/chromium.ts';
import { recordCurrentRows } from './lib/current-table.ts';

const KiB = 1024;

interface Fetched {
  url: string;
  app: string;
  bytes: number;
  /** carries the admin chart library (visx's class names survive minification) */
  chart: boolean;
}

const CHART_MARKER = /visx-(bar|group)/;

const appOfPort = Object.fromEntries(Object.entries(apps).map(([name, port]) => [String(port), name]));

/** Call the returned function after the page settles: it waits for every size to be read. */
function recordJs(page: Page): () => Promise<Fetched[]> {
  const pending: Promise<Fetched | null>[] = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    // blob: and data: scripts are not downloaded
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    if (request.resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
    pending.push(
      Promise.all([request.sizes(), request.response().then((r) => r?.text() ?? '')]).then(([sizes, text]) => ({
        url: url.pathname,
        app: appOfPort[url.port] ?? url.host,
        bytes: sizes.responseBodySize,
        chart: CHART_MARKER.test(text),
      })),
    );
  });
  return async () => (await Promise.all(pending)).filter((f): f is Fetched => f !== null);
}

const sum = (list: Fetched[]) => list.reduce((total, f) => total + f.bytes, 0);
const kib = (bytes: number) => Math.round((bytes / KiB) * 10) / 10;

const firstRoutes: Record<string, { path: string; user?: object; aal?: string }> = {
  'mf-accounts': { path: '/login' },
  'mf-projects': { path: '/projects', user: {} },
  'mf-quotes': { path: '/projects/demo/submit-quote', user: { organizationType: 'service_provider' } },
  'mf-messaging': { path: '/notifications', user: {} },
  'mf-admin': { path: '/admin/dashboard', user: { role: 'admin' }, aal: 'aal2' },
};

const site = await serveSite({ config: runtimeConfig({ testHooks: true }) });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // first visit to / (anonymous, empty cache)
  const context = await browser.newContext();
  const page = await context.newPage();
  const homeLog = recordJs(page);
  await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
  await page.locator('[data-page="home"]').waitFor();
  await page.waitForLoadState('networkidle');
  const home = await homeLog();
  const byApp: Record<string, number> = {};
  for (const f of home) byApp[f.app] = kib((byApp[f.app] ?? 0) * KiB + f.bytes);
  await context.close();

  // each remote's first route, entered from the running shell (client-side navigation)
  const remotes: Record<string, object> = {};
  const visits: Record<string, Fetched[]> = { '/': home };
  for (const [remote, route] of Object.entries(firstRoutes)) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await p.goto(
      `${site.url}/terms-of-service`.replace('/terms-of-service', remote === 'mf-accounts' ? '/not-a-route' : '/'),
      {
        waitUntil: 'networkidle',
      },
    );
    await p.waitForFunction(() => Boolean((window as any).__brf));
    if (route.user) {
      await p.evaluate(
        ({ user, aal }) =>
          (window as any).__brf.setSession(
            {
              id: 'bench',
              email: 'bench@brf.se',
              emailConfirmed: true,
              firstName: 'B',
              lastName: 'U',
              organizationType: 'brf',
              role: null,
              ...user,
            },
            aal ?? 'aal1',
          ),
        { user: route.user, aal: route.aal },
      );
      await p.waitForLoadState('networkidle');
    }
    const log = recordJs(p);
    await p.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await p.locator(`[data-remote="${remote}"]`).first().waitFor();
    await p.waitForLoadState('networkidle');
    const fetched = await log();
    const own = fetched.filter((f) => f.app === remote);
    visits[remote] = fetched;
    remotes[remote] = {
      route: route.path,
      remoteKiB: kib(sum(own)),
      files: own.map((f) => ({ file: f.url, KiB: kib(f.bytes) })),
      otherKiB: kib(sum(fetched.filter((f) => f.app !== remote))),
    };
    await ctx.close();
  }

  const report = {
    measuredAt: new Date().toISOString(),
    method: 'Chromium network log, encoded (gzip) response body sizes of JavaScript',
    firstVisit: {
      route: '/',
      totalKiB: kib(sum(home)),
      budgetKiB: 150,
      byAppKiB: byApp,
      files: home.map((f) => ({ app: f.app, file: f.url, KiB: kib(f.bytes) })).sort((a, b) => b.KiB - a.KiB),
    },
    remoteFirstRoute: { budgetKiB: 40, ...remotes },
    // mf-admin and its chart library cost nothing to anyone but an admin at aal2
    adminIsolation: Object.fromEntries(
      Object.entries(visits).map(([visit, files]) => [
        visit,
        {
          mfAdminKiB: kib(sum(files.filter((f) => f.app === 'mf-admin'))),
          chartKiB: kib(sum(files.filter((f) => f.chart))),
        },
      ]),
    ),
  };
  const dir = path.join(ROOT, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`first visit to /: ${report.firstVisit.totalKiB} KiB gzip JS (budget 150)`);
  for (const [remote, r] of Object.entries(remotes) as [string, any][]) {
    console.log(
      `${remote} first route ${r.route}: ${r.remoteKiB} KiB from the remote (+${r.otherKiB} KiB shared/shell)`,
    );
  }
  const leaks = Object.entries(report.adminIsolation).filter(
    ([visit, r]) => visit !== 'mf-admin' && (r.mfAdminKiB > 0 || r.chartKiB > 0),
  );
  const adminChart = report.adminIsolation['mf-admin']?.chartKiB ?? 0;
  const leaked = leaks.length ? `LEAKED ${JSON.stringify(leaks)}` : '0 bytes';
  console.log(`mf-admin + chart library for everyone else: ${leaked} (the admin's chart: ${adminChart} KiB)`);
  if (leaks.length || adminChart === 0) process.exitCode = 1;
  const measuredRoutes = Object.values(remotes) as { route: string; remoteKiB: number }[];
  const over = (kib: number, budget: number) => (kib <= budget ? 'within' : 'over');
  recordCurrentRows('bundle-report.ts', [
    [
      'first visit to `/`: JavaScript',
      'signed out',
      `${report.firstVisit.totalKiB} KiB gzip`,
      `≤ 150 KiB: ${over(report.firstVisit.totalKiB, 150)}`,
      `the prerendered page's CSS, one file of the shell's, comes with the document`,
    ],
    [
      "a remote's first route: its JavaScript",
      'each remote',
      `${measuredRoutes.map((r) => `\`${r.route}\` ${r.remoteKiB}`).join(', ')} KiB gzip`,
      `≤ 40 KiB each: ${over(Math.max(...measuredRoutes.map((r) => r.remoteKiB)), 40)}`,
      `mf-admin and its chart library for everyone else: ${leaked}`,
    ],
  ]);
  console.log(`written: bench-results/bundle.json`);
} finally {
  await browser.close();
  await site.stop();
}
