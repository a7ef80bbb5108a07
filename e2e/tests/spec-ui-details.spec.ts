import { expect, test } from '@playwright/test';
import { serviceClient } from '../support/accounts-backend.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  furnishProject,
  insertProject,
  projectsPage,
} from '../support/projects-world.ts';
import { createAdminUser, signInAs } from '../support/roles.ts';

/** Details of the specs a person sees, each held by a test (issue 26, "Implemented but untested"). */

test('home page: both hero buttons, the four features, the call to action, every footer link incl. support', async ({
  page,
}) => {
  await page.goto('/');
  const home = page.locator('[data-page="home"]');
  const hero = home.locator('header');
  await expect(hero.getByRole('link', { name: 'Register as BRF' })).toHaveAttribute('href', '/register-brf');
  await expect(hero.getByRole('link', { name: 'Register as Service Provider' })).toHaveAttribute(
    'href',
    '/register-service-provider',
  );
  const features = home.getByRole('region', { name: 'Features' });
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Project management',
    'Provider matching',
    'Messaging and notifications',
    'Analysis and reports',
  ]);
  const cta = home.getByRole('region', { name: 'Ready to get started?' });
  await expect(cta.getByRole('link', { name: 'Register as BRF' })).toHaveAttribute('href', '/register-brf');
  await expect(cta.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  const footer = home.getByRole('navigation', { name: 'Footer' });
  const links = await footer
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
  expect(links).toEqual([
    ['Projects', '/projects'],
    ['Register BRF', '/register-brf'],
    ['Register Service Provider', '/register-service-provider'],
    ['Terms of Service', '/terms-of-service'],
    ['Privacy Policy', '/privacy-policy'],
    ['Contact support', 'mailto:support@brf-marknaden.se'],
  ]);
});

test('the nav bar stays on screen when the page scrolls, and the unread badge pulses', async ({ page }) => {
  const brf = await createBrf('Klocka');
  await serviceClient()
    .from('notifications')
    .insert({ user_id: brf.id, type: 'new_message', message: 'You have a new reply in your project.' });
  await signInAs(page, 'brf', brf);
  const bar = page
    .locator('header')
    .filter({ has: page.getByRole('navigation', { name: 'Main' }) })
    .first();
  await expect(bar).toHaveCSS('position', 'sticky');
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the legal text may still be arriving: scroll to the end until the page is long enough to
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(300);
  expect((await bar.boundingBox())!.y).toBe(0);
  const badge = page.locator('[data-unread-badge]');
  await expect(badge).toHaveText('1');
  expect(await badge.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
});

test("a sender without an organisation reads 'Unknown Organization'; the board is at most 24rem and scrolls", async ({
  page,
}) => {
  const [category] = await activeCategories();
  const brf = await createBrf('Tavla');
  const projectId = await insertProject(brf, { title: 'Fasad hus F', deadlineDays: 20, categoryIds: [category!.id] });
  const admin = await createAdminUser();
  const db = serviceClient();
  const rows = Array.from({ length: 12 }, (_, i) => ({
    project_id: projectId,
    sender_id: i === 0 ? admin.id : brf.id,
    message_text: `Meddelande ${i + 1}: om ställningen mot gården och tiderna för bygget.`,
    created_at: new Date(Date.now() - (12 - i) * 60_000).toISOString(),
  }));
  expect((await db.from('project_messages').insert(rows)).error).toBeNull();
  await signInAs(page, 'brf', brf);
  await page.goto(`/projects/${projectId}`);
  const board = page.locator('[data-remote="mf-messaging"][data-page="project-messages"]');
  await expect(board.getByRole('article', { name: 'Unknown Organization' })).toHaveCount(1);
  const list = board.locator('ul').first();
  await expect(list).toHaveCSS('max-height', '384px');
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});

test('the notification list shows the newest 50', async ({ page }) => {
  const brf = await createBrf('Femtio');
  const rows = Array.from({ length: 60 }, (_, i) => ({
    user_id: brf.id,
    type: 'new_message',
    message: 'You have a new reply in your project.',
    created_at: new Date(Date.now() - i * 60_000).toISOString(),
  }));
  expect((await serviceClient().from('notifications').insert(rows)).error).toBeNull();
  await signInAs(page, 'brf', brf);
  await page.goto('/notifications');
  const list = page.locator('[data-remote="mf-messaging"][data-page="notifications"]');
  await expect(list.locator('li[data-notification-id]')).toHaveCount(50);
});

test('files open through signed addresses that live 3600 s', async ({ page }) => {
  const [category] = await activeCategories();
  const brf = await createBrf('Signerad');
  const projectId = await insertProject(brf, {
    title: 'Ventilation hus G',
    deadlineDays: 20,
    categoryIds: [category!.id],
  });
  await furnishProject(projectId, brf);
  const provider = await createProvider([category!.id], 'Signatur Vent AB');
  const asked: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/storage/v1/object/sign/'))
      asked.push(JSON.parse(request.postData() ?? '{}').expiresIn);
  });
  await signInAs(page, 'service_provider', provider);
  await page.goto(`/projects/${projectId}`);
  const popup = page.waitForEvent('popup');
  await projectsPage(page, 'project-detail')
    .getByRole('button', { name: /^Download/ })
    .first()
    .click();
  await expect.poll(() => asked).toEqual([3600]);
  await (await popup).close();
});

test("the list for an unknown type: 'Unable to determine user organization type. Please refresh the page.'", async ({
  page,
}) => {
  const { createConfirmedUser } = await import('../support/accounts-backend.ts');
  const { signInThroughLogin } = await import('../support/accounts-pages.ts');
  const user = await createConfirmedUser({
    prefix: 'typeless',
    metadata: { first_name: 'Ture', last_name: 'Typlös', registration_step: 'organization_completed' },
  });
  await signInThroughLogin(page, user.email, user.password);
  await page.goto('/projects');
  await expect(
    projectsPage(page, 'project-list').getByText(
      'Unable to determine user organization type. Please refresh the page.',
      { exact: true },
    ),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(
    page.getByText('Unable to determine user organization type. Please refresh the page.', { exact: true }),
  ).toBeVisible();
});

test("'Loading notifications...' while the list is on its way", async ({ page }) => {
  const { seenTexts, watchForTexts } = await import('../support/accounts-pages.ts');
  const brf = await createBrf('Laddar');
  await signInAs(page, 'brf', brf);
  await watchForTexts(page, ['Loading notifications...']);
  await page.route('**/rest/v1/notifications*', async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/notifications');
  await expect(page.getByText('You have no new notifications')).toBeVisible();
  expect(await seenTexts(page)).toEqual(['Loading notifications...']);
});

test('the nav bar turns into the mobile menu below 768 px, not at 768', async ({ page }) => {
  await page.goto('/');
  const toggle = page.locator('[aria-controls="mobile-menu"]');
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(toggle).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' })).toBeVisible();
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(toggle).toBeVisible();
});
