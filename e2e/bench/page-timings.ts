// npm run bench -w @brf/e2e (and `npm run bench` at the root): what a visitor waits for on each
// page, in Chromium at 4x CPU slowdown, 1280x900, on the built site and a fresh in-memory
// local-supabase. Two worlds, one backend each:
// - the demo world (`npm start`'s, realistic Swedish texts): the public pages signed out in
//   English and Swedish; /projects as the demo board and the demo provider; the board's project
//   with the most quotes; the board's /notifications;
// - the large seed (public.local_seed_large, 10,000 projects and 30,000 quotes, as
//   `npm run seed:large`): /projects as the provider who sees the most projects, a project with
//   200 quotes as its owner, and that owner's /notifications (a notification per quote).
// Every sample is a cold visit: a new context (cold HTTP cache, the user's saved session). The
// pages are visited in turn, sample by sample, so a slower phase of the machine meets each page
// alike. Per sample (lib/paint-timings.ts):
// - content: when the content a visitor came for painted, the Element Timing (renderTime) of the
//   elements the page marks with `elementtiming` (the last of them): the public pages' heading,
//   /projects' first row's title and description, the project's title and its first quote,
//   the first notification;
// - LCP: the last largest-contentful-paint entry and which element it was;
// - FCP;
// - secondary work (the bell's count, the message board, which has the board's message on both
//   measured projects): whether it painted, or below the fold was rendered, after the content;
// - layout shifts: their sum, and whether one pushed something shown out of view.
// Writes bench-results/page-timings.json (every sample) and prints the table of
// docs/benchmarks.md. Budgets (p50, content): public pages 800 ms, /projects and /projects/{id}
// 1200 ms. BENCH_SAMPLES (default 9) per page; BENCH_WARMUP (lib/bench-browser.ts) warm-up
// visits shared by a world's signed-in pages; BENCH_WORLDS=demo or =large for one world.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoWorld } from '@brf/schema/seed-users';
import { ROOT } from '../../scripts/lib/site.mjs';
import {
  CPU_SLOWDOWN,
  percentiles,
  savedSession,
  startBackendSiteAndBrowser,
  WARMUP_VISITS,
} from './lib/bench-browser.ts';
import {
  CONTENT,
  contentPainted,
  contentTimes,
  describeElement,
  observePaints,
  readPaints,
  SECONDARY,
  secondaryShown,
} from './lib/paint-timings.ts';
import { type CurrentRow, recordCurrentRows } from './lib/current-table.ts';
import { seedProjectWithQuotes } from './lib/project-detail-visit.ts';
import { serviceClient } from '../support/accounts-backend.ts';
import { LIST_PROVIDER, LIST_PROVIDER_PASSWORD, seedLargeMarketplace } from './lib/project-list-visit.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 9);
/** one world only (BENCH_WORLDS=demo or large), for a quicker look */
const WORLDS = (process.env.BENCH_WORLDS ?? 'demo,large').split(',');
const PROJECTS = 10_000;
const QUOTES = 30_000;
const DETAIL_QUOTES = 200;
const VIEWPORT = { width: 1280, height: 900 };
const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register-brf',
  '/register-service-provider',
  '/reset-password',
  '/terms-of-service',
  '/privacy-policy',
  '/attributions',
];

type Kind = keyof typeof CONTENT;
const BUDGET_MS: Record<Kind, number | null> = { public: 800, list: 1200, detail: 1200, notifications: null };

interface PageVisit {
  world: 'demo' | 'large';
  kind: Kind;
  path: string;
  /** the page as the table names it (/projects/{id}, with its quotes) */
  page: string;
  /** who visits: 'signed out' or the account */
  who: string;
  locale: 'en-US' | 'sv-SE';
  storageState?: string;
  /** the secondary work this visitor sees here (the bell with unread notifications, a board's message) */
  expects?: (typeof SECONDARY)[number][];
}

interface Sample {
  content: number | null;
  /** each named element's first paint and its text */
  elements: Record<string, { time: number; text: string | null } | null>;
  lcp: number | null;
  lcpElement: string | null;
  fcp: number | null;
  /** the secondary work (bell count, message board), where the page shows it: first painted and rendered */
  secondary: Record<string, { painted: number | null; rendered: number | null }>;
  /** the visit's layout shifts, summed (CLS without its windows) */
  layoutShift: number;
  /** elements a shift pushed out of view (something shown, then moved below the fold) */
  pushedOutOfView: number;
  /** each shift: when, how much, what moved */
  shifts: { time: number; value: number; moved: string[] }[];
}

/** One cold visit at 4x CPU: navigation to the named content painted, then to the network at rest. */
async function visit(browser: Browser, baseURL: string, page: PageVisit): Promise<Sample> {
  const context = await browser.newContext({
    baseURL,
    locale: page.locale,
    storageState: page.storageState,
    viewport: VIEWPORT,
  });
  try {
    await observePaints(context);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(page.path);
    await contentPainted(tab, CONTENT[page.kind]);
    // the last LCP candidates come with the last requests' content
    await tab.waitForLoadState('networkidle');
    await secondaryShown(tab, page.expects ?? []);
    // its paint a frame later; below the fold, none comes
    await contentPainted(tab, page.expects ?? [], 1_000);
    const landed = new URL(tab.url()).pathname;
    if (landed !== page.path) throw new Error(`${page.path} as ${page.who}: the visit ended on ${landed}`);
    const paints = await readPaints(tab);
    return {
      ...contentTimes(paints, CONTENT[page.kind]),
      lcp: paints.lcp?.time ?? null,
      lcpElement: paints.lcp ? describeElement(paints.lcp.element) : null,
      fcp: paints.fcp,
      secondary: Object.fromEntries(
        SECONDARY.map((id) => [
          id,
          {
            painted: paints.elements.find((painted) => painted.identifier === id)?.time ?? null,
            rendered: paints.rendered[id] ?? null,
          },
        ]),
      ),
      layoutShift: paints.shifts.reduce((sum, shift) => sum + shift.value, 0),
      pushedOutOfView: paints.shifts.reduce((sum, shift) => sum + shift.left, 0),
      shifts: paints.shifts.map((shift) => ({
        time: Math.round(shift.time),
        value: Math.round(shift.value * 1000) / 1000,
        moved: shift.moved.map(describeElement),
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Unrecorded visits first: every page once, then the signed-in pages in turn until they have had
 * WARMUP_VISITS between them, then SAMPLES rounds of every page. The backend's queries warm up as
 * they run: with one warm-up each, the demo world's signed-in samples fell from about 1.5 s to
 * 0.7 s over the nine rounds of one run; with two each, the next run's series were flat.
 */
async function measureWorld(browser: Browser, baseURL: string, pages: PageVisit[]): Promise<Sample[][]> {
  const signedIn = pages.filter((page) => page.storageState);
  const rounds = Math.max(1, Math.ceil(WARMUP_VISITS / Math.max(1, signedIn.length)));
  for (const page of pages) await visit(browser, baseURL, page);
  for (let round = 1; round < rounds; round += 1) for (const page of signedIn) await visit(browser, baseURL, page);
  const samples: Sample[][] = pages.map(() => []);
  for (let round = 0; round < SAMPLES; round += 1) {
    for (const [index, page] of pages.entries()) samples[index]!.push(await visit(browser, baseURL, page));
    console.log(`${pages[0]!.world} world: round ${round + 1} of ${SAMPLES}`);
  }
  return samples;
}

const LIST = { world: 'demo', kind: 'list', path: '/projects', page: '/projects', locale: 'en-US' } as const;

async function demoWorld() {
  const { backend, site, browser, stop } = await startBackendSiteAndBrowser();
  const sessions: string[] = [];
  try {
    await seedDemoWorld({
      url: backend.url,
      serviceRoleKey: backend.keys.serviceRole,
      anonKey: backend.keys.anon,
      log: () => {},
    });
    const board = DEMO_USERS.brf.email;
    const provider = DEMO_USERS.builder.email;
    const boardState = await savedSession(browser, site.url, { email: board, password: DEMO_PASSWORD, name: 'board' });
    const providerState = await savedSession(browser, site.url, {
      email: provider,
      password: DEMO_PASSWORD,
      name: 'demo-provider',
    });
    sessions.push(boardState, providerState);
    const project = await projectWithMostQuotes(board);
    await postBoardMessage(project.id);
    const pages: PageVisit[] = [
      ...(['en-US', 'sv-SE'] as const).flatMap((locale) =>
        PUBLIC_PATHS.map((path) => ({
          world: 'demo' as const,
          kind: 'public' as const,
          path,
          page: path,
          who: 'signed out',
          locale,
        })),
      ),
      { ...LIST, who: board, storageState: boardState, expects: ['bell-count'] },
      { ...LIST, who: provider, storageState: providerState, expects: ['bell-count'] },
      {
        world: 'demo',
        kind: 'detail',
        path: `/projects/${project.id}`,
        page: `/projects/{id}, ${project.quotes} quotes`,
        who: board,
        locale: 'en-US',
        storageState: boardState,
        expects: ['bell-count', 'message'],
      },
      {
        world: 'demo',
        kind: 'notifications',
        path: '/notifications',
        page: '/notifications',
        who: board,
        locale: 'en-US',
        storageState: boardState,
        expects: ['bell-count'],
      },
    ];
    return { pages, samples: await measureWorld(browser, site.url, pages) };
  } finally {
    for (const file of sessions) fs.rmSync(file, { force: true });
    await stop();
  }
}

/** The board's project with the most quotes whose cards show (sealed bids show none before the deadline). */
async function projectWithMostQuotes(boardEmail: string): Promise<{ id: string; quotes: number }> {
  const service = serviceClient();
  const brf = await service.from('brf_profiles').select('id').eq('email', boardEmail).single();
  if (brf.error) throw new Error(`the board's BRF: ${brf.error.message}`);
  const projects = await service
    .from('projects')
    .select('id, sealed_bids, submission_deadline, quotes(count)')
    .eq('brf_id', brf.data.id);
  if (projects.error) throw new Error(`the board's projects: ${projects.error.message}`);
  const now = Date.now();
  const shown = projects.data
    .filter((project) => !project.sealed_bids || Date.parse(project.submission_deadline) < now)
    .map((project) => ({ id: project.id, quotes: (project.quotes as unknown as { count: number }[])[0]?.count ?? 0 }))
    .sort((a, b) => b.quotes - a.quotes);
  if (!shown[0]?.quotes) throw new Error('the demo board has no project with quotes');
  return shown[0];
}

/** The board's message on its project, so the message board (an idle region) has something to show. */
async function postBoardMessage(projectId: string) {
  const service = serviceClient();
  const project = await service
    .from('projects')
    .select('brf_profiles(user_id, organization_name)')
    .eq('id', projectId)
    .single();
  if (project.error) throw new Error(`the project's board: ${project.error.message}`);
  const brf = project.data.brf_profiles as unknown as { user_id: string; organization_name: string };
  const posted = await service.from('project_messages').insert({
    project_id: projectId,
    sender_id: brf.user_id,
    organization_name: brf.organization_name,
    is_brf: true,
    message_text: 'Visning av undercentralen torsdag kl. 17. Anmäl er till styrelsen senast onsdag.',
  });
  if (posted.error) throw new Error(`the board's message: ${posted.error.message}`);
}

async function largeWorld() {
  const { backend, site, browser, stop } = await startBackendSiteAndBrowser();
  const sessions: string[] = [];
  try {
    await seedLargeMarketplace(backend, PROJECTS, QUOTES);
    const { ownerEmail, projectId } = await seedProjectWithQuotes(DETAIL_QUOTES);
    await postBoardMessage(projectId);
    const providerState = await savedSession(browser, site.url, {
      email: LIST_PROVIDER,
      password: LIST_PROVIDER_PASSWORD,
      name: 'provider',
    });
    const ownerState = await savedSession(browser, site.url, { email: ownerEmail, name: 'owner' });
    sessions.push(providerState, ownerState);
    const owner = `the board of the ${DETAIL_QUOTES}-quote project`;
    const pages: PageVisit[] = [
      {
        world: 'large',
        kind: 'list',
        path: '/projects',
        page: `/projects, ${PROJECTS.toLocaleString('en')} projects`,
        who: LIST_PROVIDER,
        locale: 'en-US',
        storageState: providerState,
      },
      {
        world: 'large',
        kind: 'detail',
        path: `/projects/${projectId}`,
        page: `/projects/{id}, ${DETAIL_QUOTES} quotes`,
        who: owner,
        locale: 'en-US',
        storageState: ownerState,
        expects: ['bell-count', 'message'],
      },
      {
        world: 'large',
        kind: 'notifications',
        path: '/notifications',
        page: `/notifications, ${DETAIL_QUOTES} of them`,
        who: owner,
        locale: 'en-US',
        storageState: ownerState,
        expects: ['bell-count'],
      },
    ];
    return { pages, samples: await measureWorld(browser, site.url, pages) };
  } finally {
    for (const file of sessions) fs.rmSync(file, { force: true });
    await stop();
  }
}

/** p50 / p95 of the samples' values that were measured; null where none was. */
function summary(values: (number | null)[]) {
  const measured = values.filter((value): value is number => value !== null);
  return measured.length ? { ...percentiles(measured), of: measured.length } : null;
}

/**
 * Of the samples where secondary work showed at all, how many showed it only after the content had
 * painted: 'bell-count 9 of 9' (the boot plan holds it back; docs/benchmarks.md). Its paint where it
 * painted; below the fold, where nothing paints during a visit, when it was rendered.
 */
function secondaryAfterContent(samples: Sample[]) {
  return Object.fromEntries(
    SECONDARY.map((id) => {
      const when = (sample: Sample) => sample.secondary[id]!.painted ?? sample.secondary[id]!.rendered;
      const shown = samples.filter((sample) => when(sample) !== null && sample.content !== null);
      const after = shown.filter((sample) => when(sample)! >= sample.content!).length;
      const belowFold = shown.filter((sample) => sample.secondary[id]!.painted === null).length;
      return [id, { after, of: shown.length, belowFold }];
    }),
  );
}

/** How often each element was the LCP, most often first. */
function lcpElements(samples: Sample[]) {
  const counts = new Map<string, number>();
  for (const sample of samples)
    counts.set(sample.lcpElement ?? '(none)', (counts.get(sample.lcpElement ?? '(none)') ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([element, samples]) => ({ element, samples }));
}

fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
// the machine's other work, before and after: one run on a busy machine reads slower
const loadBefore = os.loadavg();
const worlds = [
  ...(WORLDS.includes('demo') ? [await demoWorld()] : []),
  ...(WORLDS.includes('large') ? [await largeWorld()] : []),
];
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const pages = worlds.flatMap(({ pages, samples }) =>
  pages.map((page, index) => {
    const taken = samples[index]!;
    const content = summary(taken.map((sample) => sample.content));
    const budget = BUDGET_MS[page.kind];
    return {
      world: page.world,
      kind: page.kind,
      page: page.page,
      path: page.path,
      who: page.who,
      language: page.locale,
      content: CONTENT[page.kind],
      contentMs: content,
      lcpMs: summary(taken.map((sample) => sample.lcp)),
      fcpMs: summary(taken.map((sample) => sample.fcp)),
      elementsMs: Object.fromEntries(
        CONTENT[page.kind].map((id) => [id, summary(taken.map((sample) => sample.elements[id]?.time ?? null))]),
      ),
      lcpElements: lcpElements(taken),
      secondaryAfterContent: secondaryAfterContent(taken),
      layoutShift: percentiles(
        taken.map((sample) => sample.layoutShift),
        3,
      ),
      pushedOutOfView: taken.filter((sample) => sample.pushedOutOfView > 0).length,
      budgetMs: budget,
      withinBudget: budget === null || content === null ? null : content.p50 <= budget,
      /** every sample, in the order measured (outliers show here) */
      samples: taken.map((sample) => ({
        ...sample,
        content: round(sample.content),
        lcp: round(sample.lcp),
        fcp: round(sample.fcp),
        secondary: Object.fromEntries(
          Object.entries(sample.secondary).map(([id, { painted, rendered }]) => [
            id,
            { painted: round(painted), rendered: round(rendered) },
          ]),
        ),
        layoutShift: Math.round(sample.layoutShift * 1000) / 1000,
        elements: Object.fromEntries(
          Object.entries(sample.elements).map(([id, element]) => [
            id,
            element && { ...element, time: round(element.time) },
          ]),
        ),
      })),
    };
  }),
);
fs.writeFileSync(
  path.join(ROOT, 'bench-results', 'page-timings.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      commit,
      cpuSlowdown: CPU_SLOWDOWN,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      samplesPerPage: SAMPLES,
      warmupVisitsPerWorld: WARMUP_VISITS,
      largeSeed: { projects: PROJECTS, quotes: QUOTES, detailQuotes: DETAIL_QUOTES },
      pages,
    },
    null,
    2,
  )}\n`,
);

function round(value: number | null) {
  return value === null ? null : Math.round(value);
}

const cell = (p: { p50: number; p95: number; of: number } | null) =>
  p ? `${p.p50} / ${p.p95}${p.of < SAMPLES ? ` (${p.of} of ${SAMPLES})` : ''}` : 'not painted';
const secondaryCell = (counts: Record<string, { after: number; of: number; belowFold: number }>) =>
  Object.entries(counts)
    .filter(([, count]) => count.of > 0)
    .map(([id, count]) => {
      const below = count.belowFold ? ` (${count.belowFold} rendered below the fold)` : '';
      return `${id} after the content ${count.after} of ${count.of}${below}`;
    })
    .join(', ');
type PageRow = (typeof pages)[number];
const shiftCell = (page: PageRow) =>
  `layout shift p95 ${page.layoutShift.p95.toFixed(3)}` +
  (page.pushedOutOfView ? `, something pushed out of view in ${page.pushedOutOfView}` : '');
const WHAT: Record<Kind, string> = {
  public: 'heading painted',
  list: 'first row painted',
  detail: 'title and first quote painted',
  notifications: 'first notification painted',
};
const verdict = (rows: PageRow[]) => {
  const budget = rows[0]!.budgetMs;
  if (budget === null) return 'none yet';
  return `p50 ≤ ${budget}: ${rows.every((row) => row.withinBudget) ? 'within' : 'over'}`;
};
const element = (page: PageRow) => (page.lcpElements[0]?.element ?? '').replace(/: "(.{24}).*"$/, ': "$1…"');
// a public page's two languages share a row: en · sv
const groups = new Map<string, PageRow[]>();
for (const page of pages) {
  const key = `${page.world} ${page.page} ${page.who}`;
  groups.set(key, [...(groups.get(key) ?? []), page]);
}
const rows: CurrentRow[] = [...groups.values()].map((group) => {
  const first = group[0]!;
  const each = (show: (page: PageRow) => string) => group.map(show).join(' · ');
  const languages = group.length > 1 ? `, ${each((page) => page.language.slice(0, 2))}` : '';
  const also = [
    `LCP ${each((page) => cell(page.lcpMs))} (${element(first)})`,
    `FCP ${each((page) => cell(page.fcpMs))}`,
    secondaryCell(first.secondaryAfterContent),
    shiftCell(first),
  ].filter(Boolean);
  // '/projects/{id}, 200 quotes': the route, then its data
  const [route, ...data] = first.page.split(', ');
  return [
    `\`${route}\`: ${WHAT[first.kind]}`,
    `${first.world}: ${[first.who, ...data].join(', ')}${languages}`,
    each((page) => cell(page.contentMs)),
    verdict(group),
    also.join('; '),
  ];
});
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${commit}, ${SAMPLES} samples per page`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
if (WORLDS.includes('demo') && WORLDS.includes('large')) recordCurrentRows('page-timings.ts', rows);
else console.log('docs/benchmarks.md unchanged: its rows come from a run of both worlds');
