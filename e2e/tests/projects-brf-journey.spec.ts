import { expect, test, type Page } from '@playwright/test';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  dateTimeInput,
  daysFromNow,
  fileOf,
  projectsPage,
  toast,
} from '../support/projects-world.ts';

async function expectAxeClean(page: Page, where: string) {
  expect(await axeViolations(page, where)).toEqual([]);
}

const dialog = (page: Page) => page.getByRole('dialog');

test('a BRF creates a project with two files and a viewing, edits each section, deletes parts and the project', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const categories = await activeCategories();
  const [first, second, third] = categories;
  const brf = await createBrf();
  await signInThroughLogin(page, brf.email, brf.password);

  // the list offers the create link to a BRF
  await page.goto('/projects');
  await projectsPage(page, 'project-list').getByRole('link', { name: 'Create New Project' }).click();
  await expect(page).toHaveURL(/\/projects\/create$/);
  const create = projectsPage(page, 'create-project');
  await pageSettled(page);
  await expectAxeClean(page, 'create project');

  // rules show after a field is touched; submit stays disabled while invalid
  const submit = create.getByRole('button', { name: 'Create Project' });
  await expect(submit).toBeDisabled();
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill('ab');
  await create.getByRole('textbox', { name: 'Title', exact: true }).blur();
  await expect(create.getByText('Title must be at least 3 characters', { exact: true })).toBeVisible();
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill('Stambyte i hus C');
  await expect(create.getByText('Title must be at least 3 characters')).toHaveCount(0);
  await create
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Byte av stammar i 18 lägenheter med nya badrum.');
  const deadline = create.getByLabel('Submission Deadline');
  await deadline.fill(dateTimeInput(daysFromNow(3)));
  await deadline.blur();
  await expect(
    create.getByText('Submission deadline must be at least 7 days from today.', { exact: true }),
  ).toBeVisible();
  await deadline.fill(dateTimeInput(daysFromNow(20)));
  await create.getByRole('spinbutton', { name: 'Max Bids', exact: true }).fill('5');
  await create.getByRole('checkbox', { name: first!.english, exact: true }).check();
  await create.getByRole('checkbox', { name: second!.english, exact: true }).check();
  await create.getByRole('checkbox', { name: 'Show winner publicly' }).check();
  // where the work is: the association's own address to start with; emptied, the project has none
  await expect(create.getByRole('textbox', { name: 'Street', exact: true })).toHaveValue('Testgatan');
  for (const name of ['Street', 'Street number', 'ZIP code', 'City'])
    await create.getByRole('textbox', { name, exact: true }).fill('');

  // two files kept; a wrong type and a duplicate dropped with a console warning
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await create
    .getByLabel('Attachments')
    .setInputFiles([
      fileOf('ritning.pdf', 'application/pdf'),
      fileOf('foto.png', 'image/png'),
      fileOf('virus.exe', 'application/x-msdownload'),
    ]);
  // what the picker left out is named beside it: nobody loses a file silently
  await expect(create.getByRole('status').filter({ hasText: '1 file was not added:' })).toContainText(
    'virus.exe: a file type that is not accepted',
  );
  await create.getByLabel('Attachments').setInputFiles([fileOf('ritning.pdf', 'application/pdf')]);
  await expect(create.getByRole('status').filter({ hasText: '1 file was not added:' })).toContainText(
    'ritning.pdf: already chosen',
  );
  const chosen = create.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByRole('listitem').filter({ hasText: 'ritning.pdf' })).toHaveCount(1);
  await expect(chosen.getByRole('listitem').filter({ hasText: 'foto.png' })).toHaveCount(1);
  await expect(chosen.getByRole('listitem').filter({ hasText: 'virus.exe' })).toHaveCount(0);
  expect(warnings.some((w) => w.includes('virus.exe'))).toBe(true);
  expect(warnings.some((w) => w.includes('duplicate') && w.includes('ritning.pdf'))).toBe(true);

  await create.getByRole('button', { name: 'Add viewing date' }).click();
  await create.getByLabel('Date & Time').fill(dateTimeInput(daysFromNow(5)));
  await expect(create.getByRole('spinbutton', { name: 'Duration (minutes)', exact: true })).toHaveValue('60');

  // hold the uploads' answers a moment so the bars can be seen
  await page.route('**/storage/v1/object/project-files/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(create.getByRole('progressbar', { name: 'Uploading ritning.pdf' })).toBeVisible();
  await expect(create.getByRole('progressbar', { name: 'Uploading foto.png' })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await page.unroute('**/storage/v1/object/project-files/**');

  const detail = projectsPage(page, 'project-detail');
  await expect(detail.getByRole('heading', { level: 1, name: 'Stambyte i hus C' })).toBeVisible();
  await expect(detail.getByText('ritning.pdf')).toBeVisible();
  await expect(detail.getByText('foto.png')).toBeVisible();
  await expect(detail.getByRole('button', { name: /Delete viewing date/ })).toHaveCount(1);
  await pageSettled(page);
  await expectAxeClean(page, 'project detail');

  // title, inline
  await detail.getByRole('button', { name: 'Edit title' }).click();
  await detail.getByRole('textbox', { name: 'Title', exact: true }).fill('  Stambyte i hus C och D  ');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Title updated successfully')).toBeVisible();
  await expect(detail.getByRole('heading', { level: 1, name: 'Stambyte i hus C och D' })).toBeVisible();

  // description
  await detail.getByRole('button', { name: 'Edit Description' }).click();
  await detail
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Byte av stammar i 36 lägenheter, två huskroppar.');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Description updated successfully')).toBeVisible();
  await expect(detail.getByText('Byte av stammar i 36 lägenheter, två huskroppar.')).toBeVisible();

  // categories: save disabled with none, tooltip; then one category
  await detail.getByRole('button', { name: 'Edit Service Categories' }).click();
  await detail.getByRole('checkbox', { name: first!.english, exact: true }).uncheck();
  await detail.getByRole('checkbox', { name: second!.english, exact: true }).uncheck();
  await expect(detail.getByRole('button', { name: 'Save' })).toBeDisabled();
  await detail.locator('[data-tooltip]').hover();
  await expect(detail.getByRole('tooltip')).toHaveText('Select at least one service category');
  await expect(detail.getByRole('tooltip')).toBeVisible();
  await detail.getByRole('checkbox', { name: third!.english, exact: true }).check();
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Service categories updated successfully')).toBeVisible();

  // deadline, in its modal
  await detail.getByRole('button', { name: 'Edit submission deadline' }).click();
  await expect(dialog(page)).toBeVisible();
  await expectAxeClean(page, 'deadline modal');
  await dialog(page)
    .getByLabel('Submission Deadline')
    .fill(dateTimeInput(daysFromNow(40)));
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Submission deadline updated successfully!')).toBeVisible();

  // addresses: the empty text, add, edit, delete
  await expect(detail.getByText('No addresses added yet.', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Add Address' }).click();
  await expectAxeClean(page, 'address modal');
  await dialog(page).getByRole('textbox', { name: 'Street', exact: true }).fill('Solgläntans väg');
  await dialog(page).getByRole('textbox', { name: 'Street number', exact: true }).fill('4');
  await dialog(page).getByRole('textbox', { name: 'ZIP code', exact: true }).fill('123 45');
  await dialog(page).getByRole('textbox', { name: 'City', exact: true }).fill('Stockholm');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText('Solgläntans väg 4, 123 45 Stockholm')).toBeVisible();
  await detail.getByRole('button', { name: 'Edit address Solgläntans väg 4, 123 45 Stockholm' }).click();
  await dialog(page).getByRole('textbox', { name: 'Street number', exact: true }).fill('6');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Address updated successfully')).toBeVisible();
  await detail.getByRole('button', { name: 'Delete address Solgläntans väg 6, 123 45 Stockholm' }).click();
  await expectAxeClean(page, 'delete address modal');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'success', 'Address deleted successfully')).toBeVisible();
  await expect(detail.getByText('No addresses added yet.', { exact: true })).toBeVisible();

  // viewing dates: add (every field's rule), edit, delete both
  await detail.getByRole('button', { name: 'Add Date' }).click();
  await expectAxeClean(page, 'viewing date modal');
  const duration = dialog(page).getByRole('spinbutton', { name: 'Duration', exact: true });
  await duration.fill('500');
  await duration.blur();
  await expect(dialog(page).getByText('Duration must be between 15 and 480 minutes', { exact: true })).toBeVisible();
  await duration.fill('90');
  await dialog(page).getByRole('textbox', { name: 'ZIP code', exact: true }).fill('1234');
  await dialog(page).getByRole('textbox', { name: 'ZIP code', exact: true }).blur();
  await expect(dialog(page).getByText('ZIP code must be in format 123 45 or 12345', { exact: true })).toBeVisible();
  await dialog(page).getByRole('textbox', { name: 'Street name', exact: true }).focus();
  await dialog(page).getByRole('textbox', { name: 'Street name', exact: true }).blur();
  await expect(dialog(page).getByText('Street name is required', { exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog(page)
    .getByLabel('Date & Time')
    .fill(dateTimeInput(daysFromNow(8)));
  await dialog(page).getByRole('textbox', { name: 'Street name', exact: true }).fill('Solgläntans väg');
  await dialog(page).getByRole('textbox', { name: 'Street number', exact: true }).fill('4');
  await dialog(page).getByRole('textbox', { name: 'ZIP code', exact: true }).fill('12345');
  await dialog(page).getByRole('textbox', { name: 'City', exact: true }).fill('Stockholm');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Viewing date added successfully')).toBeVisible();
  await expect(detail.getByRole('button', { name: /Delete viewing date/ })).toHaveCount(2);
  await detail
    .getByRole('button', { name: /Edit viewing date/ })
    .last()
    .click();
  await dialog(page).getByRole('spinbutton', { name: 'Duration', exact: true }).fill('120');
  await dialog(page).getByRole('textbox', { name: 'Street name', exact: true }).fill('Solgläntans väg');
  await dialog(page).getByRole('textbox', { name: 'Street number', exact: true }).fill('4');
  await dialog(page).getByRole('textbox', { name: 'ZIP code', exact: true }).fill('12345');
  await dialog(page).getByRole('textbox', { name: 'City', exact: true }).fill('Stockholm');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success', 'Viewing date updated successfully')).toBeVisible();
  await expect(detail.getByText(/120 min/)).toBeVisible();
  for (let left = 1; left >= 0; left--) {
    await detail
      .getByRole('button', { name: /Delete viewing date/ })
      .first()
      .click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'success', 'Viewing date deleted successfully').first()).toBeVisible();
    await expect(detail.getByRole('button', { name: /Delete viewing date/ })).toHaveCount(left);
  }
  await expect(
    detail.getByText('No viewing dates added. Click "Add Date" to add available viewing times for service providers.', {
      exact: true,
    }),
  ).toBeVisible();

  // files: the two messages of the detail page, an upload, a signed download, a delete
  const addFiles = detail.getByLabel('Add files');
  await addFiles.setInputFiles([fileOf('stor.pdf', 'application/pdf', 10 * 1024 * 1024 + 1)]);
  await expect(toast(page, 'error', 'File size exceeds 10MB limit for stor.pdf.')).toBeVisible();
  await addFiles.setInputFiles([fileOf('arkiv.zip', 'application/zip')]);
  await expect(
    toast(
      page,
      'error',
      'File type not allowed for arkiv.zip. Please upload images, PDFs, Word documents, or text files.',
    ),
  ).toBeVisible();
  await addFiles.setInputFiles([fileOf('protokoll.txt', 'text/plain')]);
  await expect(toast(page, 'success', '1 file(s) uploaded successfully!')).toBeVisible();
  await expect(detail.getByText('protokoll.txt')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await detail.getByRole('button', { name: 'Download ritning.pdf' }).click();
  await expect.poll(async () => (await popup).url()).toContain('/storage/v1/object/sign/project-files/');
  await (await popup).close();
  await detail.getByRole('button', { name: 'Delete foto.png' }).click();
  await expectAxeClean(page, 'delete file modal');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'success', 'File deleted successfully!')).toBeVisible();
  await expect(detail.getByText('foto.png')).toHaveCount(0);

  // the project itself
  await detail.getByRole('button', { name: 'Project actions' }).click();
  await detail.getByRole('button', { name: 'Delete project…' }).click();
  await expectAxeClean(page, 'delete project modal');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'success', 'Project deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(projectsPage(page, 'project-list').getByText('Stambyte i hus C och D')).toHaveCount(0);
});
