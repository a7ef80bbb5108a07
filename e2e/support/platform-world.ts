import { expect, type Page } from '@playwright/test';
import { signInThroughLogin } from './accounts-pages.ts';
import { activeCategories, createBrf, createProvider, insertProject } from './projects-world.ts';

/** The page mf-projects lays out at /projects/:id (its slots are `[data-slot=...]` inside). */
export const projectDetail = (page: Page) => page.locator('[data-remote="mf-projects"][data-page="project-detail"]');

/**
 * A real open project of a new BRF, opened by a signed-in user: its owner, or a provider of its
 * category. Returns the project's id once the page shows it.
 */
export async function openRealProject(page: Page, as: 'owner' | 'provider' = 'owner'): Promise<string> {
  const [category] = await activeCategories();
  const brf = await createBrf();
  const projectId = await insertProject(brf, { title: 'Takbyte 2027', deadlineDays: 20, categoryIds: [category!.id] });
  const viewer = as === 'owner' ? brf : await createProvider([category!.id]);
  await signInThroughLogin(page, viewer.email, viewer.password);
  await page.waitForURL(/\/projects$/);
  await page.goto(`/projects/${projectId}`);
  await expect(projectDetail(page)).toHaveAttribute('data-project-id', projectId);
  return projectId;
}
