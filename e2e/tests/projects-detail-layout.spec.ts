import { expect, test, type Browser } from '@playwright/test';
import { linesOfText, overflowingElements, selectShowsLongestOption } from '../support/layout.ts';
import { formatDateTime } from '@brf/domain/format';
import {
  activeCategories,
  createBrf,
  createProvider,
  daysFromNow,
  furnishProject,
  insertProject,
  insertQuote,
  projectsPage,
} from '../support/projects-world.ts';
import { generate } from 'otplib';
import { createAdminUser, signInAs, submitLogin } from '../support/roles.ts';
import type { CreatedUser } from '../support/accounts-backend.ts';

/** Issue 26: the detail page's tiles in full rows, none of their texts on three lines; the sort select readable. */

async function projectWithQuotes() {
  const [category] = await activeCategories();
  const brf = await createBrf('Tiles');
  const provider = await createProvider([category!.id], 'Kungsholmens Rör och Värme AB');
  const projectId = await insertProject(brf, {
    title: 'Stambyte i hus A',
    deadlineDays: 20,
    categoryIds: [category!.id],
    maxBids: 12,
  });
  await furnishProject(projectId, brf);
  await insertQuote(projectId, provider, 12_345_678.5);
  return { brf, provider, projectId };
}

async function tilesOf(
  browser: Browser,
  locale: string,
  width: number,
  role: 'brf' | 'service_provider',
  user: CreatedUser,
  projectId: string,
) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, role, user);
  await page.goto(`/projects/${projectId}`);
  const detail = projectsPage(page, 'project-detail');
  const tiles = detail.locator('[data-tiles] > [role="group"]');
  // the viewing-date tile names its next date once the dates have come (the board's amounts follow it)
  await expect(
    tiles
      .filter({ hasText: /^(Viewing dates|Visningstider)/ })
      .locator('span')
      .nth(2),
  ).toBeVisible();
  const boxes = await tiles.evaluateAll((groups) =>
    groups.map((group) => ({
      top: Math.round(group.getBoundingClientRect().top),
      right: Math.round(group.getBoundingClientRect().right),
    })),
  );
  const lines = await linesOfText(detail.locator('[data-tiles] > [role="group"] > span'));
  const overflow = await overflowingElements(page);
  await context.close();
  return { boxes, lines, overflow };
}

for (const locale of ['en-US', 'sv-SE']) {
  test(`detail tiles fill each row, no tile text on 3 lines, owner and provider, 1280 and 375 px (${locale})`, async ({
    browser,
  }) => {
    const { brf, provider, projectId } = await projectWithQuotes();
    for (const [role, user, count] of [
      // the board's tiles include its budget (decision 0026)
      ['brf', brf, 8],
      ['service_provider', provider, 5],
    ] as const) {
      for (const width of [1280, 375]) {
        const where = `${role} at ${width} px`;
        const { boxes, lines, overflow } = await tilesOf(browser, locale, width, role, user, projectId);
        expect(boxes, where).toHaveLength(count);
        const rightmost = Math.max(...boxes.map((box) => box.right));
        for (const top of new Set(boxes.map((box) => box.top))) {
          expect(
            Math.max(...boxes.filter((box) => box.top === top).map((box) => box.right)),
            `${where}: the row at ${top}`,
          ).toBe(rightmost);
        }
        expect(
          lines.filter((text) => text.lines > 2),
          where,
        ).toEqual([]);
        expect(overflow, where).toEqual([]);
      }
    }
  });

  test(`the list's sort select shows its longest option whole at 1280 and 375 px (${locale})`, async ({ browser }) => {
    const { provider } = await projectWithQuotes();
    for (const width of [1280, 375]) {
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await signInAs(page, 'service_provider', provider);
      const list = projectsPage(page, 'project-list');
      await expect(list.getByRole('listitem').first()).toBeVisible();
      if (width === 375) await list.locator('button[aria-controls]').first().click();
      const sort = list.getByRole('combobox', { name: locale === 'sv-SE' ? 'Sortera efter' : 'Sort by' });
      const shown = await selectShowsLongestOption(sort);
      expect(shown.fits, `${shown.longest} at ${width} px`).toBe(true);
      await context.close();
    }
  });
}

test('tiles show days left and the next viewing; a closed project hides the days and disables Send Quote', async ({
  page,
}) => {
  const [category] = await activeCategories();
  const brf = await createBrf('Brickor');
  const provider = await createProvider([category!.id], 'Brick Bygg AB');
  const open = await insertProject(brf, { title: 'Takbyte hus D', deadlineDays: 20, categoryIds: [category!.id] });
  await furnishProject(open, brf);
  const closed = await insertProject(brf, {
    title: 'Hissbyte hus E',
    deadlineDays: -2,
    createdDaysAgo: 30,
    categoryIds: [category!.id],
  });
  await signInAs(page, 'service_provider', provider);

  await page.goto(`/projects/${open}`);
  const detail = projectsPage(page, 'project-detail');
  await expect(detail.getByRole('group', { name: 'Days remaining' })).toHaveText(
    /^Days remaining(19|20) days remaining$/,
  );
  const viewing = detail.getByRole('group', { name: 'Viewing dates' });
  // furnishProject's viewing is five days ahead: one date, the next named with its day
  await expect(viewing.locator('span').nth(1)).toHaveText('1');
  await expect(viewing).toContainText(`Next: ${formatDateTime(daysFromNow(5), 'en').slice(0, 12)}`);
  await expect(page.getByRole('button', { name: 'Send Quote' })).toBeEnabled();

  await page.goto(`/projects/${closed}`);
  await expect(detail.getByRole('group', { name: 'Status' })).toHaveText('StatusClosed');
  await expect(detail.getByRole('group', { name: /^(Days remaining|Past deadline)$/ })).toHaveCount(0);
  await expect(detail.locator('[data-tiles] > [role="group"]')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Send Quote' })).toBeDisabled();
});

test('an admin sees the bid range only at aal2: at aal1 no tiles over rows the database would not give', async ({
  page,
}) => {
  const { projectId } = await projectWithQuotes();
  const admin = await createAdminUser();
  await submitLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL('/mfa');
  await page.goto(`/projects/${projectId}`);
  const detail = projectsPage(page, 'project-detail');
  await expect(detail.getByRole('group', { name: 'Status' })).toBeVisible();
  await expect(detail.getByRole('group', { name: 'Lowest bid' })).toHaveCount(0);
  await expect(detail.locator('[data-tiles] > [role="group"]')).toHaveCount(5);

  await page.goto('/mfa');
  await page
    .locator('[data-page="mfa"] input[autocomplete="one-time-code"]')
    .fill(await generate({ secret: admin.secret }));
  await page.locator('[data-page="mfa"] form button[type="submit"]').click();
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto(`/projects/${projectId}`);
  // 12 345 678,50 kr excluding VAT: stated including VAT, the amount as quoted beneath (decision 0026)
  await expect(detail.getByRole('group', { name: 'Lowest bid' })).toContainText('15 432 098 kr');
  await expect(detail.getByRole('group', { name: 'Lowest bid' })).toContainText('(12 345 679 kr excl.)');
  await expect(detail.locator('[data-tiles] > [role="group"]')).toHaveCount(8);
});
