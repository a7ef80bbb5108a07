import { expect, test } from '@playwright/test';
import { activeCategories, createBrf, createProvider, insertProject } from '../support/projects-world.ts';
import { signInAs } from '../support/roles.ts';

for (const [locale, lang] of [['en-US', 'en'], ['sv-SE', 'sv']] as const) {
  for (const width of [375, 1280]) {
    test.describe(`${lang} ${width}`, () => {
      test.use({ locale, viewport: { width, height: 800 } });
      test('toast after quote', async ({ page }) => {
        const [category] = await activeCategories();
        const brf = await createBrf('Toast');
        const provider = await createProvider([category!.id], 'Rostfri Toast AB');
        const projectId = await insertProject(brf, { title: 'Fönsterbyte hus B', deadlineDays: 20, categoryIds: [category!.id] });
        await signInAs(page, 'service_provider', provider);
        await page.goto(`/projects/${projectId}`);
        await page.locator('[data-page="project-detail"] header button').filter({ hasText: /Send Quote|Skicka offert/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').first().fill('845 000');
        await dialog.locator('button[type="submit"]').click();
        await expect(page.locator('[data-toast-type="success"]')).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/screens2/toast-${lang}-${width}.png` });
      });
    });
  }
}
