import { expect, test } from '@playwright/test';
import { formatDeadline } from '@brf/domain/format';
import { signInThroughLogin } from '../support/accounts-pages.ts';
import { serviceClient } from '../support/accounts-backend.ts';
import {
  activeCategories,
  createBrf,
  dateTimeInput,
  daysFromNow,
  fileOf,
  projectsPage,
} from '../support/projects-world.ts';

test('a viewing date the database refuses blocks Create until fixed or removed; an untouched row is skipped', async ({
  page,
}) => {
  const [category] = await activeCategories();
  const brf = await createBrf();
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto('/projects/create');
  const create = projectsPage(page, 'create-project');
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill('Visningar i hus C');
  await create
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Byte av stammar i hus C, med visningar på plats.');
  const deadline = daysFromNow(20);
  deadline.setHours(12, 0, 0, 0);
  await create.getByLabel('Submission Deadline').fill(dateTimeInput(deadline));
  await create.getByRole('checkbox', { name: category!.english, exact: true }).check();
  const submit = create.getByRole('button', { name: 'Create Project' });
  await expect(submit).toBeEnabled();

  const duration = create.getByRole('spinbutton', { name: 'Duration (minutes)', exact: true });
  await create.getByRole('button', { name: 'Add viewing date' }).click();
  // a row left as it was added does not block
  await expect(submit).toBeEnabled();
  await create.getByLabel('Date & Time').fill(dateTimeInput(daysFromNow(5)));
  await duration.fill('500');
  await duration.blur();
  await expect(create.getByText('Duration must be between 15 and 480 minutes', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await duration.fill('20');
  await expect(create.getByText('Duration must be in steps of 15 minutes', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await create.getByLabel('Date & Time').fill(dateTimeInput(daysFromNow(-1)));
  await duration.fill('45');
  await expect(create.getByText('Date & Time cannot be earlier than now', { exact: true })).toBeVisible();
  await expect(submit).toBeDisabled();
  await create.getByRole('button', { name: 'Remove viewing date 1' }).click();
  await expect(submit).toBeEnabled();

  // one good row and one untouched row: the project has exactly the good one
  await create.getByRole('button', { name: 'Add viewing date' }).click();
  await create.getByLabel('Date & Time').fill(dateTimeInput(daysFromNow(6)));
  await duration.fill('45');
  await create.getByRole('button', { name: 'Add viewing date' }).click();
  // the create page takes what the detail page takes: a Word file too
  await create
    .getByLabel('Attachments')
    .setInputFiles([fileOf('krav.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')]);
  await expect(create.getByRole('listitem').filter({ hasText: 'krav.docx' })).toHaveCount(1);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = page.url().split('/').pop()!;
  // the deadline shows its time: bidders must know it ends at noon, not at midnight
  await expect(projectsPage(page, 'project-detail').getByRole('group', { name: 'Submission Deadline' })).toContainText(
    formatDeadline(deadline, 'en'),
  );
  await expect(projectsPage(page, 'project-detail').getByRole('group', { name: 'Submission Deadline' })).toContainText(
    '12:00',
  );
  const { data } = await serviceClient()
    .from('project_viewing_dates')
    .select('duration_minutes')
    .eq('project_id', projectId);
  expect(data).toEqual([{ duration_minutes: 45 }]);
  // for whom and where, on the header
  await expect(projectsPage(page, 'project-detail').getByText(`BRF Testgården · Stockholm`)).toBeVisible();
  const files = await serviceClient().from('project_attachments').select('file_name').eq('project_id', projectId);
  expect(files.data).toEqual([{ file_name: 'krav.docx' }]);
  // the association's address, prefilled and kept, is the project's, and the viewing date's
  const address = await serviceClient()
    .from('project_addresses')
    .select('street, street_number, zip, city')
    .eq('project_id', projectId);
  expect(address.data).toEqual([{ street: 'Testgatan', street_number: '4', zip: '114 55', city: 'Stockholm' }]);
  const viewing = await serviceClient()
    .from('project_viewing_dates')
    .select('address_street, address_city')
    .eq('project_id', projectId);
  expect(viewing.data).toEqual([{ address_street: 'Testgatan', address_city: 'Stockholm' }]);
});
