import { expect, test, type Locator } from '@playwright/test';
import { activeCategories, createBrf, createProvider, insertProject } from '../support/projects-world.ts';
import { signInAs } from '../support/roles.ts';

/** Issue 26: the detail page's quote modal and /submit-quote ask for the same things by the same rules. */

/** Every control of a form: its label, type, whether it is required, and its limits. */
function controlsOf(form: Locator) {
  return form.locator('input, textarea, select').evaluateAll((controls) =>
    controls.map((control) => {
      const field = control as HTMLInputElement;
      return {
        label: (field.labels?.[0]?.textContent ?? '').replace('*', '').trim(),
        type: field.type,
        required: field.required || field.getAttribute('aria-required') === 'true',
        maxLength: field.maxLength,
        accept: field.accept,
        multiple: field.multiple,
        inputMode: field.inputMode,
      };
    }),
  );
}

test('the quote modal and the quote page have the same fields and rules; only the page requires a description', async ({
  page,
}) => {
  const [category] = await activeCategories();
  const brf = await createBrf('Formulär');
  const provider = await createProvider([category!.id], 'Lika Formulär AB');
  const projectId = await insertProject(brf, {
    title: 'Hissbyte hus C',
    deadlineDays: 20,
    categoryIds: [category!.id],
  });
  await signInAs(page, 'service_provider', provider);

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Send Quote' }).click();
  const modal = page.getByRole('dialog', { name: 'Send Quote' }).locator('form');
  await expect(modal.getByRole('textbox').first()).toBeVisible();
  const inModal = await controlsOf(modal);
  // the same refusal for an amount out of range in both
  await modal.getByRole('textbox', { name: /Quote Amount/ }).fill('0');
  await modal.getByRole('textbox', { name: /Quote Amount/ }).blur();
  await expect(modal.getByText('Quote Amount must be at least 1')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/projects/${projectId}/submit-quote`);
  const pageForm = page.locator('[data-page="submit-quote"] form');
  await expect(pageForm.getByRole('textbox').first()).toBeVisible();
  const onPage = await controlsOf(pageForm);
  await pageForm.getByRole('textbox', { name: /Quote Amount/ }).fill('0');
  await pageForm.getByRole('textbox', { name: /Quote Amount/ }).blur();
  await expect(pageForm.getByText('Quote Amount must be at least 1')).toBeVisible();

  // the spec's three, and the comparable terms (issue 30), in the same order in both
  expect(onPage.map((control) => control.label)).toEqual(
    expect.arrayContaining(['Quote Amount (SEK)', 'Description', 'Attachments', 'Excluding VAT', 'Including VAT']),
  );
  expect(onPage.map(({ required, ...rest }) => rest)).toEqual(inModal.map(({ required, ...rest }) => rest));
  const requiredOf = (controls: typeof onPage, label: string) => controls.find((c) => c.label === label)?.required;
  expect(['Quote Amount (SEK)', 'Description', 'Attachments'].map((label) => requiredOf(inModal, label))).toEqual([
    true,
    false,
    false,
  ]);
  expect(['Quote Amount (SEK)', 'Description', 'Attachments'].map((label) => requiredOf(onPage, label))).toEqual([
    true,
    true,
    false,
  ]);
  // the page's description is required by the spec's own words
  await pageForm.getByRole('textbox', { name: 'Description' }).fill('x');
  await pageForm.getByRole('textbox', { name: 'Description' }).fill('');
  await pageForm.getByRole('textbox', { name: 'Description' }).blur();
  await expect(pageForm.getByText('Description is required')).toBeVisible();
});
