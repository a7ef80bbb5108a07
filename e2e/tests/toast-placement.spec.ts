import { expect, test, type Locator } from '@playwright/test';
import { activeCategories, createBrf, createProvider, insertProject } from '../support/projects-world.ts';
import { signInAs } from '../support/roles.ts';

/** Issue 26: a toast never covers the control it speaks of. */

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const width of [375, 1280]) {
  test(`at ${width} px: after a quote the toast spares 'Unfollow'; after a failed send, the dialog's buttons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const [category] = await activeCategories();
    const brf = await createBrf('Toast');
    const provider = await createProvider([category!.id], 'Rostfri Toast AB');
    const projectId = await insertProject(brf, {
      title: 'Fönsterbyte hus B',
      deadlineDays: 20,
      categoryIds: [category!.id],
    });
    await signInAs(page, 'service_provider', provider);
    await page.goto(`/projects/${projectId}`);

    // the send fails once: the dialog stays, with its buttons usable
    let refused = false;
    await page.route('**/rest/v1/quotes*', async (route) => {
      if (route.request().method() === 'POST' && !refused) {
        refused = true;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'boom', code: 'XX000' }),
        });
      } else await route.continue();
    });
    await page.getByRole('button', { name: 'Send Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Quote' });
    await dialog.getByLabel('Quote Amount (SEK)').fill('845 000');
    await dialog.getByRole('radio', { name: 'Excluding VAT' }).check();
    await dialog.getByRole('button', { name: 'Submit Quote' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to submit quote. Please try again.' });
    await expect(failed).toBeVisible();
    for (const name of ['Submit Quote', 'Cancel'])
      expect(await overlaps(failed, dialog.getByRole('button', { name })), name).toBe(false);
    await failed.getByRole('button', { name: 'Close notification' }).click();

    await dialog.getByRole('button', { name: 'Submit Quote' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Quote submitted successfully!' });
    await expect(sent).toBeVisible();
    const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
    await expect(unfollow).toBeVisible();
    expect(await overlaps(sent, unfollow)).toBe(false);
    // nor the nav bar's bell and menu
    expect(await overlaps(sent, page.getByRole('button', { name: /^Notifications/ }))).toBe(false);
  });
}
