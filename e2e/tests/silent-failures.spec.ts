import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../support/accounts-backend.ts';
import { createBrf } from '../support/projects-world.ts';
import { signInAs } from '../support/roles.ts';

/** accounts spec, "Silent failures": console only, and the page goes on as the spec says. */

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

const refuse = { status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Simulated outage' }) };

test('a sign-out the server refuses still signs the person out here, and is logged', async ({ page }) => {
  const errors = consoleErrors(page);
  const brf = await createBrf('Utloggning');
  await signInAs(page, 'brf', brf);
  await page.route('**/auth/v1/logout*', (route) => route.fulfill(refuse));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(errors.some((text) => text.includes('[shell] sign-out failed'))).toBe(true);
});

test('an unread count that fails shows no badge (0), is logged, and the bell still opens', async ({ page }) => {
  const errors = consoleErrors(page);
  const brf = await createBrf('Räknare');
  const { error } = await serviceClient()
    .from('notifications')
    .insert({ user_id: brf.id, type: 'new_message', message: 'You have a new reply in your project.' });
  expect(error).toBeNull();
  // the badge's count is a head-only request; the lists are not
  await page.route('**/rest/v1/notifications*', (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 500 }) : route.continue(),
  );
  await signInAs(page, 'brf', brf);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect.poll(() => errors.some((text) => text.includes('[shell] unread notification count failed'))).toBe(true);
  await expect(page.locator('[data-unread-badge]')).toHaveCount(0);
  await bell.click();
  await expect(page.getByText('You have a new reply in your project.')).toBeVisible();
});
