import { expect, test } from '@playwright/test';
import { raiseToast } from '../support/session.ts';

const durations = { success: 10_000, error: 5_000, info: 3_000, warning: 4_000 } as const;

for (const [type, ms] of Object.entries(durations)) {
  test(`a ${type} toast raised by a remote appears top-right and goes away after ${ms / 1000} s`, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    // the page's clock stands still, so only runFor moves it
    const start = new Date('2025-01-15T10:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await raiseToast(page, 'mf-projects', type, `A ${type} message`);

    const toast = page.locator(`[data-toast-type="${type}"]`);
    await expect(toast).toContainText(`A ${type} message`);
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(32);
    expect(box.y).toBeLessThan(120);

    await page.clock.runFor(ms - 100);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });
}

test('the close button removes a toast', async ({ page }) => {
  await page.goto('/');
  await raiseToast(page, 'mf-quotes', 'success', 'Quote submitted');
  const toast = page.locator('[data-toast-type="success"]');
  await expect(toast).toContainText('Quote submitted');
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toHaveCount(0);
});

test('an invalid toast payload is dropped with a console error naming the event and the sender', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  await raiseToast(page, 'mf-old-remote', 'fatal', 'nope');
  await expect.poll(() => errors.join('\n')).toContain('invalid payload for "toast" from mf-old-remote');
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);
});
