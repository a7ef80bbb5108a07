import { expect, test } from '@playwright/test';
import { navigateInApp, setSession, setUnreadCount } from '../support/session.ts';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logged out: Home, Projects, Login and the Register dropdown; the logo goes to /', async ({ page }) => {
    await page.goto('/terms-of-service');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'BRF Marketplace' })).toHaveAttribute('href', '/');
    await nav.getByRole('button', { name: 'Register' }).click();
    await expect(nav.getByRole('link', { name: 'Register BRF' })).toHaveAttribute('href', '/register-brf');
    await expect(nav.getByRole('link', { name: 'Register Service Provider' })).toHaveAttribute(
      'href',
      '/register-service-provider',
    );
  });

  test('a dropdown closes on a click outside it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('#register-menu')).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(page.locator('#register-menu')).toHaveCount(0);

    await setSession(page, {});
    await nav.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.locator('#profile-menu')).toBeVisible();
    await page.mouse.click(640, 500);
    await expect(page.locator('#profile-menu')).toHaveCount(0);
  });

  test('logged in: profile dropdown with the full name, its three entries and the avatar letter', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { firstName: 'Anna', lastName: 'Berg' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'BRF Marketplace' })).toHaveAttribute('href', '/projects');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const account = nav.getByRole('button', { name: 'Account menu for Anna Berg' });
    await expect(account).toHaveText('A');
    await account.click();
    const menu = page.locator('#profile-menu');
    await expect(menu).toContainText('Anna Berg');
    await expect(menu.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('link', { name: 'Notification Settings' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await setSession(page, { firstName: null, email: 'zed@firma.se' });
    await expect(nav.getByRole('button', { name: /Account menu/ })).toHaveText('Z');
  });

  test('Sign Out clears the session and goes to /', async ({ page }) => {
    await page.goto('/');
    await setSession(page, {});
    await navigateInApp(page, '/projects');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('Admin appears for admins only', async ({ page }) => {
    await page.goto('/');
    await setSession(page, { role: 'admin' }, 'aal2');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  test("the bell shows '99+' above 99 and opens a 20rem panel from mf-messaging", async ({ page }) => {
    await page.goto('/');
    await setSession(page, {});
    await setUnreadCount(page, 150);
    const bell = page.getByRole('button', { name: 'Notifications, 150 unread' });
    await expect(bell.locator('[data-unread-badge]')).toHaveText('99+');
    await setUnreadCount(page, 99);
    await expect(page.locator('[data-unread-badge]')).toHaveText('99');
    await setUnreadCount(page, 0);
    await expect(page.locator('[data-unread-badge]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel.locator('[data-remote="mf-messaging"][data-page="notification-panel"]')).toBeVisible();
    const size = await panel.evaluate((el) => {
      const style = getComputedStyle(el);
      return { width: style.width, maxHeight: style.maxHeight };
    });
    expect(size).toEqual({ width: '320px', maxHeight: '384px' });
    await page.mouse.click(640, 600);
    await expect(panel).toHaveCount(0);
  });

  test('Escape closes a menu and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const register = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Register' });
    await register.click();
    await expect(page.locator('#register-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#register-menu')).toHaveCount(0);
    await expect(register).toBeFocused();
  });
});

test.describe('mobile, 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggles, repeats the links and closes after navigating', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Projects', 'Login', 'Register BRF', 'Register Service Provider']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(menu).toHaveCount(0);
    await expect(page.locator('[data-page="login"]')).toBeVisible();
  });

  test('signed in, the menu holds the profile entries; a click outside closes it', async ({ page }) => {
    await page.goto('/');
    await setSession(page, {});
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Projects', 'Edit Profile', 'Notification Settings']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(menu).toHaveCount(0);
  });
});
