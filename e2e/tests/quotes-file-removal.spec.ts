import { expect, test, type Page } from '@playwright/test';
import { serviceClient } from '../support/accounts-backend.ts';
import { pageSettled } from '../support/axe.ts';
import { signInAs, submitLogin } from '../support/roles.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  fileOf,
  insertProject,
  insertQuote,
  refuseWithOutage,
  toast,
} from '../support/projects-world.ts';

/** Removing a file from a quote when the database or storage fails: the spec's message, nothing half-deleted. */

const yourQuote = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="your-quote"]');

test('a failed removal keeps the file whole (row and object) and says so; the next try removes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const category = (await activeCategories())[0]!;
  const brf = await createBrf();
  const projectId = await insertProject(brf, {
    title: 'Fönsterbyte hus B',
    deadlineDays: 20,
    categoryIds: [category.id],
  });
  const provider = await createProvider([category.id], 'Gamma Fönster AB');
  const quoteId = await insertQuote(projectId, provider, 450_000);
  const db = serviceClient();
  for (const name of ['offert.pdf', 'ritning.png']) {
    const stored = await db.storage
      .from('quote-attachments')
      .upload(`${quoteId}/${name}`, Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(stored.error).toBeNull();
    const row = await db.from('quote_attachments').insert({
      quote_id: quoteId,
      file_name: name,
      file_type: 'application/pdf',
      file_size: 8,
      storage_path: `${quoteId}/${name}`,
    });
    expect(row.error).toBeNull();
  }
  const files = async () => ({
    rows: ((await db.from('quote_attachments').select('file_name').eq('quote_id', quoteId)).data ?? [])
      .map((r) => r.file_name)
      .sort(),
    objects: ((await db.storage.from('quote-attachments').list(quoteId)).data ?? []).map((o) => o.name).sort(),
  });
  const both = { rows: ['offert.pdf', 'ritning.png'], objects: ['offert.pdf', 'ritning.png'] };

  await submitLogin(page, provider.email, provider.password);
  await expect(page).toHaveURL('/projects');
  await page.goto(`/projects/${projectId}`);
  await pageSettled(page);

  async function removeOffert() {
    await yourQuote(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Your Quote' });
    await edit.getByRole('button', { name: 'Remove offert.pdf' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'success', 'Quote updated successfully!').first()).toBeVisible();
    await expect(edit).toHaveCount(0);
  }

  // storage fails after the row was deleted: the row is put back
  await page.route('**/storage/v1/object/quote-attachments', (route) =>
    route.request().method() === 'DELETE' ? refuseWithOutage(route) : route.fallback(),
  );
  await removeOffert();
  await expect(toast(page, 'error', 'Failed to delete file. Please try again.')).toBeVisible();
  expect(await files()).toEqual(both);
  await expect(yourQuote(page).getByText('offert.pdf', { exact: true })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  // the row's delete fails: nothing is touched
  await page.route('**/rest/v1/quote_attachments*', (route) =>
    route.request().method() === 'DELETE' ? refuseWithOutage(route) : route.fallback(),
  );
  await removeOffert();
  await expect(toast(page, 'error', 'Failed to delete file. Please try again.').first()).toBeVisible();
  expect(await files()).toEqual(both);
  await page.unrouteAll({ behavior: 'wait' });

  // nothing failing: the file goes, row and object
  await removeOffert();
  await expect(yourQuote(page).getByText('offert.pdf', { exact: true })).toHaveCount(0);
  expect(await files()).toEqual({ rows: ['ritning.png'], objects: ['ritning.png'] });
});

test('a quote file whose row cannot be stored leaves storage again; the quote stays, the toast names the file', async ({
  page,
}) => {
  const category = (await activeCategories())[0]!;
  const brf = await createBrf();
  const projectId = await insertProject(brf, { title: 'Takbyte hus C', deadlineDays: 20, categoryIds: [category.id] });
  const provider = await createProvider([category.id], 'Delta Tak AB');
  await signInAs(page, 'service_provider', provider);
  await page.goto(`/projects/${projectId}`);
  await page.route('**/rest/v1/quote_attachments*', (route) =>
    route.request().method() === 'POST' ? refuseWithOutage(route) : route.continue(),
  );

  await page.getByRole('button', { name: 'Send Quote' }).click();
  const modal = page.getByRole('dialog', { name: 'Send Quote' });
  await modal.getByLabel('Quote Amount (SEK)').fill('910 000');
  await modal.getByRole('radio', { name: 'Excluding VAT' }).check();
  await modal.locator('input[type="file"]').setInputFiles([fileOf('offert.pdf', 'application/pdf', 4096)]);
  await modal.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page, 'success', 'Quote submitted successfully!')).toBeVisible();
  await expect(toast(page, 'error', 'Failed to upload files: offert.pdf: Simulated outage')).toBeVisible();

  const db = serviceClient();
  const { data: quote } = await db.from('quotes').select('id, quote_amount').eq('project_id', projectId).single();
  expect(Number(quote!.quote_amount)).toBe(910_000);
  // the object the upload stored is gone again, and no row points to it
  expect((await db.storage.from('quote-attachments').list(quote!.id)).data).toEqual([]);
  expect((await db.from('quote_attachments').select('id').eq('quote_id', quote!.id)).data).toEqual([]);
});
