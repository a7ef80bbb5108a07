import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { formatNumber } from '@brf/domain/format';
import {
  createBrfUser,
  createConfirmedUser,
  enrolVerifiedFactor,
  serviceClient,
  signedInClient,
  type CreatedUser,
} from '../support/accounts-backend.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import { overflowingElements, wordsSplitMidWord } from '../support/layout.ts';
import { activeCategories, createBrf, createProvider, insertProject, insertQuote } from '../support/projects-world.ts';

const ADMIN_PORT = '3005';

function adminRemoteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === ADMIN_PORT) urls.push(request.url());
  });
  return urls;
}

/** Scripts from any origin that carry the chart library (visx's class names survive minification). */
function chartScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (/visx-(bar|group)/.test(await response.text().catch(() => ''))) urls.push(response.url());
  });
  return urls;
}

async function createAdmin(prefix: string): Promise<CreatedUser & { secret: string }> {
  const admin = await createConfirmedUser({
    prefix,
    metadata: { first_name: 'Dagny', last_name: 'Admin', registration_step: 'organization_completed' },
    appMetadata: { role: 'admin' },
  });
  // the admin enrols a TOTP factor with the real auth API; the code is computed here
  return { ...admin, secret: await enrolVerifiedFactor(admin.email, admin.password, 'Dashboard phone') };
}

/** Signs in, passes /mfa with a fresh TOTP code and lands on the dashboard. */
async function reachDashboard(page: Page, admin: CreatedUser & { secret: string }) {
  await signInThroughLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/mfa');
  await textbox(page, '6-digit code').fill(await generate({ secret: admin.secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/**
 * The counts, made with the service role (no RLS) the way the tiles define them. Total Quotes is
 * every quote, sealed ones too (a count names no bidder), on a project that is not deleted.
 */
async function serviceCounts() {
  const service = serviceClient();
  const head = { count: 'exact', head: true } as const;
  const count = async (request: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count, error } = await request;
    if (error) throw error;
    return count!;
  };
  const projects = () => service.from('projects').select('id', head).is('deleted_at', null);
  const brfs = await count(service.from('brf_profiles').select('id', head));
  const providers = await count(service.from('service_provider_profiles').select('id', head));
  return {
    totalBrfs: brfs,
    serviceProviders: providers,
    totalProjects: await count(projects()),
    totalQuotes: await count(
      service.from('quotes').select('id, projects!inner(id)', head).is('projects.deleted_at', null),
    ),
    activeProjects: await count(
      projects().or(`status.eq.in_progress,and(status.eq.open,submission_deadline.gt."${new Date().toISOString()}")`),
    ),
    completedProjects: await count(projects().in('status', ['completed', 'awarded'])),
    totalUsers: brfs + providers,
  };
}

/**
 * A sealed project before its deadline with two quotes (row security hides them from the admin,
 * the tile counts them) and an archived project with one quote (counted by neither; unequal, so
 * the two mistakes cannot cancel out). Returns the sealed quotes' ids: their audit entries name
 * the bidders, so the admin reads them only once the bids open.
 */
async function sealedAndArchivedQuotes(): Promise<string[]> {
  const [category] = await activeCategories();
  const brf = await createBrf('Signe');
  const provider = await createProvider([category.id], 'Förseglat Bygg AB');
  const second = await createProvider([category.id], 'Förseglat Rör AB');
  const sealed = await insertProject(brf, {
    title: 'Förseglat stambyte',
    deadlineDays: 21,
    categoryIds: [category.id],
    sealed: true,
  });
  const sealedQuotes = [await insertQuote(sealed, provider, 410_000), await insertQuote(sealed, second, 395_000)];
  const archived = await insertProject(brf, {
    title: 'Arkiverat takbyte',
    deadlineDays: 14,
    categoryIds: [category.id],
  });
  await insertQuote(archived, provider, 290_000);
  const deleted = await (await signedInClient(brf)).rpc('delete_project', { p_project_id: archived });
  expect(deleted).toMatchObject({ error: null, data: 'archived' });
  return sealedQuotes;
}

const panel = (page: Page, name: string): Locator => page.locator(`[data-remote="mf-admin"] [data-panel="${name}"]`);
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

test("admin passes /mfa (TOTP): tiles match database; 10 newest activities; 30-day growth; today's snapshot", async ({
  page,
}) => {
  const admin = await createAdmin('dashboard-admin');
  // more history than the panel shows: twelve earlier entries, a sealed and an archived project with
  // quotes, then the BRF registering now
  const earlier = Array.from({ length: 12 }, (_, i) => ({
    action: i % 2 ? 'project_created' : 'quote_submitted',
    resource_type: i % 2 ? 'project' : 'quote',
    created_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
  }));
  const inserted = await serviceClient().from('audit_logs').insert(earlier);
  expect(inserted.error).toBeNull();
  const sealedQuotes = await sealedAndArchivedQuotes();
  await createBrfUser('Greta');
  const adminRequests = adminRemoteRequests(page);
  const chart = chartScripts(page);
  await reachDashboard(page, admin);
  const dashboard = page.locator('[data-remote="mf-admin"][data-page="admin-dashboard"]');
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  expect(adminRequests.length).toBeGreaterThan(0);

  // tiles: the spec's labels, each number equal to the service role's count
  const tiles = panel(page, 'site-counts');
  await expect(tiles.locator('[data-tile]')).toHaveCount(7);
  const expected = await serviceCounts();
  const labels: Record<keyof typeof expected, string> = {
    totalBrfs: 'Total BRFs',
    serviceProviders: 'Service Providers',
    totalProjects: 'Total Projects',
    totalQuotes: 'Total Quotes',
    activeProjects: 'Active Projects',
    completedProjects: 'Completed Projects',
    totalUsers: 'Total Users',
  };
  for (const [key, label] of Object.entries(labels) as [keyof typeof expected, string][]) {
    const tile = tiles.locator(`[data-tile="${key}"]`).getByRole('group', { name: label, exact: true });
    await expect(tile, label).toHaveText(`${label}${formatNumber(expected[key], 'en')}`);
  }
  expect(expected.totalBrfs).toBeGreaterThan(0);
  await expect(
    tiles.getByText(
      'Deleted projects and their quotes are not counted. Sealed quotes are counted without naming their bidder.',
    ),
  ).toBeVisible();

  // activity: at most 10, newest first, in words; the newest is the BRF registered above
  const activity = panel(page, 'recent-activity');
  await expect(activity.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const entries = activity.getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  // as the admin may read them: a sealed quote's entry names its bidder, so it waits for the opening
  const { data: audit } = await serviceClient()
    .from('audit_logs')
    .select('action, created_at')
    .or(`resource_id.is.null,resource_id.not.in.(${sealedQuotes.join(',')})`)
    .order('created_at', { ascending: false })
    .limit(10);
  expect(audit).toHaveLength(10);
  await expect(entries).toHaveCount(10);
  const times = await activity
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime')!)));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(await entries.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-activity')))).toEqual(
    audit!.map((row) => row.action),
  );
  await expect(entries.first()).toContainText('BRF registered');
  await expect(entries.first()).toContainText('BRF profile');
  await expect(activity).not.toContainText('brf_registered');

  // growth: a chart and a table of 30 days, today counting the BRF registered above
  const growth = panel(page, 'user-growth');
  await expect(growth.getByRole('heading', { name: 'User Growth (Last 30 Days)' })).toBeVisible();
  const chartImage = growth.getByRole('img', {
    name: 'Bar chart of new BRFs and service providers per day, last 30 days',
  });
  await expect(chartImage).toBeVisible();
  await expect(chartImage.locator('[data-day]')).toHaveCount(30);
  expect(chart.every((url) => new URL(url).port === ADMIN_PORT) && chart.length > 0).toBe(true);
  const table = growth.getByRole('table', { name: 'New BRFs and service providers per day, last 30 days' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.locator('tbody tr').last().locator('time')).toHaveAttribute('datetime', today());
  expect(Number(await table.locator('tbody tr').last().locator('td').first().textContent())).toBeGreaterThanOrEqual(1);

  // today's snapshot: written once for the day, shown with its numbers and categories
  const snapshot = panel(page, 'analytics-snapshot');
  await expect(snapshot.getByRole('heading', { name: "Today's Analytics Snapshot" })).toBeVisible();
  await expect(snapshot.getByText('Top service categories')).toBeVisible();
  const { data: rows } = await serviceClient().from('analytics_snapshots').select('*').eq('snapshot_date', today());
  expect(rows).toHaveLength(1);
  const row = rows![0];
  for (const value of [row.total_projects, row.total_brfs, row.total_service_providers]) {
    await expect(
      snapshot
        .locator('dd')
        .filter({ hasText: new RegExp(`^${formatNumber(value, 'en')}$`) })
        .first(),
    ).toBeVisible();
  }
  expect(row.top_service_categories.length).toBeLessThanOrEqual(5);
  // the categories' Swedish names (data) as an English page names them
  const english = new Map((await activeCategories()).map((category) => [category.name, category.english]));
  await expect(snapshot.getByRole('listitem')).toHaveText(
    row.top_service_categories.map((name: string) => english.get(name) ?? name),
  );

  await pageSettled(page);
  expect(await axeViolations(page, '/admin/dashboard en 1280')).toEqual([]);
});

test('a panel that fails to load says so and loads again on retry; the others are unaffected', async ({ page }) => {
  const admin = await createAdmin('dashboard-retry');
  // the server fails the activity request (an internal error, not retried) until told otherwise
  let failing = true;
  await page.route(
    (url) => url.pathname.endsWith('/rest/v1/audit_logs'),
    (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'XX000', message: 'could not read block', details: null, hint: null }),
          })
        : route.continue(),
  );
  await reachDashboard(page, admin);
  const activity = panel(page, 'recent-activity');
  await expect(activity.getByRole('alert')).toContainText('Recent Activity could not be loaded: could not read block');
  await expect(panel(page, 'site-counts').locator('[data-tile]')).toHaveCount(7);
  failing = false;
  await activity.getByRole('button', { name: 'Try again' }).click();
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  await expect(activity.getByRole('alert')).toHaveCount(0);
});

test('switched to Swedish, the dashboard speaks Swedish at once and formats numbers the Swedish way', async ({
  page,
}) => {
  const admin = await createAdmin('dashboard-sv');
  await createBrfUser('Sven');
  await reachDashboard(page, admin);
  await expect(panel(page, 'site-counts').locator('[data-tile]')).toHaveCount(7);
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 2, name: 'Användartillväxt (senaste 30 dagarna)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Senaste aktivitet' })).toBeVisible();
  const brfs = panel(page, 'site-counts').locator('[data-tile="totalBrfs"]');
  await expect(brfs.getByRole('group', { name: 'BRF:er totalt' })).toHaveText(
    `BRF:er totalt${formatNumber((await serviceCounts()).totalBrfs, 'sv')}`,
  );
  await expect(panel(page, 'recent-activity').getByRole('listitem').first()).toContainText('BRF registrerad');
  await page.setViewportSize({ width: 375, height: 800 });
  await pageSettled(page);
  expect(await overflowingElements(page)).toEqual([]);
  expect(await axeViolations(page, '/admin/dashboard sv 375')).toEqual([]);
});

test('a BRF, a provider and an admin at aal1 never request mf-admin or its chart library', async ({ page }) => {
  const brf = await createBrfUser('Berit');
  const provider = await createConfirmedUser({
    prefix: 'dashboard-provider',
    metadata: {
      first_name: 'Pia',
      last_name: 'Lev',
      registration_step: 'organization_completed',
      organization_type: 'service_provider',
    },
  });
  const admin = await createAdmin('dashboard-aal1');
  const adminRequests = adminRemoteRequests(page);
  const chart = chartScripts(page);
  const visitors = [
    { user: brf, landsOn: '/projects' },
    { user: provider, landsOn: '/projects' },
    { user: admin, landsOn: '/mfa' },
  ];
  for (const { user, landsOn } of visitors) {
    await signInThroughLogin(page, user.email, user.password);
    await expect(page).toHaveURL(landsOn);
    await page.goto('/admin/dashboard');
    await expect(page).not.toHaveURL('/admin/dashboard');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.clear());
  }
  expect(adminRequests).toEqual([]);
  expect(chart).toEqual([]);
});

/** Each tile: its value's font size over its label's, and the rows it sits in (top edges). */
async function tileLayout(tiles: Locator) {
  return tiles.locator('[role="group"]').evaluateAll((groups) =>
    groups.map((group) => {
      const [label, value] = [group.children[0] as HTMLElement, group.children[1] as HTMLElement];
      const box = group.getBoundingClientRect();
      return {
        label: label.textContent,
        labelSize: parseFloat(getComputedStyle(label).fontSize),
        valueSize: parseFloat(getComputedStyle(value).fontSize),
        top: Math.round(box.top),
        left: Math.round(box.left),
        right: Math.round(box.right),
      };
    }),
  );
}

for (const language of ['en', 'sv'] as const) {
  test(`count tiles fill their rows, numbers well above labels, no word broken, 1280 and 375 px (${language})`, async ({
    page,
  }) => {
    const admin = await createAdmin(`tiles-${language}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await reachDashboard(page, admin);
    if (language === 'sv') await page.locator('[data-language-switch]').first().click();
    const tiles = panel(page, 'site-counts');
    await expect(
      tiles.getByRole('heading', { name: language === 'sv' ? 'Siffror för webbplatsen' : 'Site numbers' }),
    ).toBeVisible();
    await expect(tiles.locator('[data-tile]')).toHaveCount(7);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await tileLayout(tiles);
      for (const tile of layout)
        expect(tile.valueSize, `${tile.label} at ${width}`).toBeGreaterThanOrEqual(tile.labelSize * 1.5);
      // every row ends where the first does
      const rightmost = Math.max(...layout.map((tile) => tile.right));
      const rows = [...new Set(layout.map((tile) => tile.top))];
      for (const top of rows)
        expect(
          Math.max(...layout.filter((tile) => tile.top === top).map((tile) => tile.right)),
          `row at ${top}, ${width} px`,
        ).toBe(rightmost);
      expect(await wordsSplitMidWord(tiles.locator('[role="group"] > span:first-child')), `at ${width} px`).toEqual([]);
      expect(await overflowingElements(page), `at ${width} px`).toEqual([]);
    }
  });
}

test('the snapshot says when it was counted, and that the tiles count now once they differ', async ({ page }) => {
  const admin = await createAdmin('snapshot-admin');
  await reachDashboard(page, admin);
  const snapshot = panel(page, 'analytics-snapshot');
  await expect(
    snapshot.getByText(/^Counted at \w{3} \d{2}, \d{4} \d{2}:\d{2}, when the first admin opened the dashboard today\./),
  ).toBeVisible();
  // a BRF registers after the day's snapshot: the live tiles count it, the snapshot keeps its count
  await createBrfUser('Efter');
  await page.reload();
  await expect(panel(page, 'site-counts').locator('[data-tile]')).toHaveCount(7);
  await expect(snapshot.getByText(/The tiles above count now, so they may show more\.$/)).toBeVisible();
});
