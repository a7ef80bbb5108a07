import { expect, test } from '@playwright/test';
import { englishOnlyPhrases, englishShown } from '../support/catalogue-phrases.ts';

test.describe('a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('Swedish on the first visit; the switch changes it without a reload; the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { name: 'Logga in på ditt konto' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await expect(page).toHaveTitle('Logga in · BRF-marknaden');
    // one brand per language, the same wherever it shows
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'BRF-marknaden' }),
    ).toBeVisible();

    await page.evaluate(() => ((window as any).__sameDocument = true));
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Login · BRF Marketplace');
    expect(await page.evaluate(() => (window as any).__sameDocument)).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.getByRole('heading', { name: 'Logga in på ditt konto' })).toBeVisible();
  });

  test('the mobile menu has the switch too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'BRF Marketplace', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test('an English browser gets English', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Register as BRF' }).first()).toBeVisible();
  await expect(page).toHaveTitle('Home · BRF Marketplace');
  // the Swedish journey's detector sees English where there is English
  expect(await englishShown(page, englishOnlyPhrases())).toEqual(
    expect.arrayContaining(['Register as BRF', 'Ready to get started?']),
  );
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });
  test('gets English too', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Svenska' })).toBeVisible();
  });
});
