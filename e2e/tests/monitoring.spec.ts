import { expect, test } from '@playwright/test';
import { monitoringLogs } from '../support/control.ts';
import { shellReady } from '../support/session.ts';

test('an error thrown in a page of the production build reaches the backend monitoring log', async ({ page }) => {
  // the same production build, with the runtime switch a production deployment sets
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), production: true } });
  });
  await page.goto('/');
  await shellReady(page);

  const marker = `e2e-monitoring-${Date.now()}`;
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, marker);

  await expect
    .poll(async () => (await monitoringLogs(marker)).map((row) => row.level), { timeout: 15_000 })
    .toEqual(['error']);
  const [row] = await monitoringLogs(marker);
  expect(row.message).toContain(marker);
  expect(row.session_id).toBeTruthy();
  // page URLs go without query or hash: verification links carry tokens
  expect(row.url).toBe('http://localhost:3000/');
});
