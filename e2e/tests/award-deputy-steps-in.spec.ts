// A board of two awards by two. When one of them declares a conflict, the rule cannot be met: the
// page says so at once and names who stood aside; the other calls in the board's deputy for this
// project, proposes, and the deputy declares and confirms. Swedish on a phone for the chair,
// English at desktop width for the deputy; axe clean at each step.
import { expect, test, type BrowserContextOptions } from '@playwright/test';
import { createConfirmedUser, serviceClient, signedInClient } from '../support/accounts-backend.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createBrf,
  createProvider,
  insertProject,
  insertQuote,
  toast,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

const SWEDISH_PHONE: BrowserContextOptions = { locale: 'sv-SE', viewport: { width: 375, height: 812 } };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

test('a deputy steps in for a member who stood aside, and the award by two is made', async ({ browser }) => {
  test.setTimeout(90_000);
  const category = (await activeCategories())[0]!;
  const chair = await createBrf('Greta');
  const company = await createProvider([category.id], 'Jävsbygg AB');
  const person = (prefix: string, firstName: string) =>
    createConfirmedUser({ prefix, metadata: { first_name: firstName, last_name: 'Lind', organization_type: 'brf' } });
  const jonas = await person('ledamot', 'Jonas');
  const disa = await person('suppleant', 'Disa');
  // what accepting an invitation writes: a ledamot and a suppleant
  const db = serviceClient();
  for (const [who, role] of [
    [jonas, 'member'],
    [disa, 'deputy'],
  ] as const) {
    expect((await db.from('brf_members').insert({ brf_id: chair.profileId, user_id: who.id, role })).error).toBeNull();
  }
  const projectId = await insertProject(chair, {
    title: `Stambyte ${Date.now()}`,
    deadlineDays: -1,
    createdDaysAgo: 30,
    categoryIds: [category.id],
  });
  await insertQuote(projectId, company, 2_400_000);
  const asJonas = await signedInClient(jonas);
  const declared = await asJonas.rpc('declare_interest', {
    p_project_id: projectId,
    p_conflict_provider_ids: [company.profileId],
  });
  expect(declared.error).toBeNull();

  const page = await signedInPage(browser, chair, SWEDISH_PHONE);
  await page.goto(`/projects/${projectId}`);
  const section = page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
  await section.getByRole('button', { name: 'Jag är inte jävig' }).click();
  const rule = section.locator('[data-award-rule="unmet"]');
  await expect(rule.getByRole('heading', { name: 'Tilldelningen behöver ytterligare en ledamot' })).toBeVisible();
  await expect(rule).toContainText(
    'Er styrelse tilldelar med två ledamöter, men bara en av er kan delta i den här tilldelningen.',
  );
  await expect(rule).toContainText('Står åt sidan efter anmält jäv: Jonas Lind.');
  await pageSettled(page);
  expect(await axeViolations(page, 'the rule cannot be met')).toEqual([]);
  await rule.getByRole('button', { name: 'Kalla in Disa Lind för Jonas Lind' }).click();
  await expect(toast(page, 'success', 'Disa Lind träder in för Jonas Lind i projektet.')).toBeVisible();
  await expect(rule).toHaveCount(0);
  await expect(section.getByText('Disa Lind träder in för Jonas Lind i projektet.')).toBeVisible();
  await section.getByRole('button', { name: 'Föreslå tilldelning: Jävsbygg AB' }).click();
  const dialog = page.getByRole('dialog', { name: 'Föreslå tilldelning?' });
  await dialog.getByRole('textbox', { name: /Skäl till tilldelningen/ }).fill('Enda anbudet, inom budget.');
  await dialog.getByRole('button', { name: 'Föreslå tilldelning' }).click();
  await expect(
    page.getByText('Tilldelningen till Jävsbygg AB är föreslagen. En annan ledamot bekräftar den.'),
  ).toBeVisible();
  await page.context().close();

  const deputy = await signedInPage(browser, disa, DESKTOP);
  await deputy.goto(`/projects/${projectId}`);
  const board = deputy.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
  await board.getByRole('button', { name: 'I have no conflict of interest' }).click();
  const proposal = board.locator('[data-award-proposal]');
  await expect(proposal.getByText('Confirm it to make the award, or withdraw it.')).toBeVisible();
  await pageSettled(deputy);
  expect(await axeViolations(deputy, 'the deputy confirms')).toEqual([]);
  await proposal.getByRole('button', { name: 'Confirm award' }).click();
  await deputy
    .getByRole('dialog', { name: 'Confirm the award?' })
    .getByRole('button', { name: 'Confirm award' })
    .click();
  await expect(deputy.getByText(/The project was awarded to Jävsbygg AB/)).toBeVisible();
  const activity = deputy.getByRole('region', { name: /^Activity/ });
  await expect(
    activity.getByText('Greta Lind called in the deputy Disa Lind for Jonas Lind, who stands aside', { exact: false }),
  ).toBeVisible();
  const { data } = await db.from('projects').select('status').eq('id', projectId).single();
  expect(data).toEqual({ status: 'awarded' });
  await deputy.context().close();
});
