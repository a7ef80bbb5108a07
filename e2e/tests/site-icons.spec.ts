import { expect, test } from '@playwright/test';

// The tab icon is a PNG: Chromium fetches and decodes a page's icon again after every
// same-document navigation (each filter change on /projects writes the address), in the page's
// renderer, and an SVG icon is a whole SVG document each time (shell/icons/render-icons.mjs).
test('the tab icon is a PNG the site serves, and the home-screen icon is at the root', async ({ page, request }) => {
  await page.goto('/');
  const icon = await page.locator('head link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/\.png$/);
  for (const path of [icon!, '/apple-touch-icon.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('image/png');
  }
});
