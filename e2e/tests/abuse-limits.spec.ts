import { expect, test, type Page } from '@playwright/test';
import { anonClient } from '../support/accounts-backend.ts';
import { axeViolations } from '../support/axe.ts';
import { signInThroughLogin, textbox } from '../support/accounts-pages.ts';
import {
  activeCategories,
  createBrf,
  dateTimeInput,
  daysFromNow,
  projectsPage,
  type Brf,
} from '../support/projects-world.ts';

/** A BRF that has created the 20 projects its hour allows (supabase/migrations: PT429 past them). */
async function brfAtItsLimit(): Promise<Brf> {
  const brf = await createBrf('Flitig');
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword({ email: brf.email, password: brf.password });
  if (signedIn.error) throw signedIn.error;
  const [category] = await activeCategories();
  for (let i = 1; i <= 20; i++) {
    const { error } = await client.rpc('create_project', {
      p_title: `Projekt nummer ${i}`,
      p_description: 'Ett projekt av många under samma timme.',
      // far off, so these sort after the projects other tests look for on an admin's first page
      p_submission_deadline: daysFromNow(300).toISOString(),
      p_category_ids: [category!.id],
    });
    if (error) throw error;
  }
  return brf;
}

async function createOneMore(
  page: Page,
  labels: { title: string; description: string; deadline: string; submit: string; swedish?: boolean },
) {
  const create = projectsPage(page, 'create-project');
  const [category] = await activeCategories();
  await create.getByRole('textbox', { name: labels.title, exact: true }).fill('Det tjugoförsta projektet');
  await create
    .getByRole('textbox', { name: labels.description, exact: true })
    .fill('Ett projekt för mycket under samma timme.');
  await create.getByLabel(labels.deadline).fill(dateTimeInput(daysFromNow(20)));
  await create
    .getByRole('checkbox', { name: labels.swedish ? category!.name : category!.english, exact: true })
    .check();
  await create.getByRole('button', { name: labels.submit }).click();
  return create;
}

test('the 21st project within an hour is refused with words that say why and what to do', async ({ page }) => {
  const brf = await brfAtItsLimit();
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto('/projects/create');
  const create = await createOneMore(page, {
    title: 'Title',
    description: 'Description',
    deadline: 'Submission Deadline',
    submit: 'Create Project',
  });
  await expect(
    create.getByText(
      'You are creating projects too quickly: at most 20 projects an hour. Please wait a while and try again.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/create$/);
  // nothing typed is lost
  await expect(create.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Det tjugoförsta projektet');
  expect(await axeViolations(page, 'create project refused')).toEqual([]);
});

/** A board whose chair has sent the 10 invitations an hour allows (decision 0028: PT429 past them). */
async function boardAtItsInvitationLimit(): Promise<Brf> {
  const brf = await createBrf('Bjuder');
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword({ email: brf.email, password: brf.password });
  if (signedIn.error) throw signedIn.error;
  for (let i = 1; i <= 10; i++) {
    const email = `inbjuden-${i}-${Date.now()}@example.se`;
    const { error } = await client.rpc('invite_member', { p_email: email, p_role: 'member' });
    if (error) throw error;
  }
  return brf;
}

test('the 11th invitation within an hour is refused with words that say why and when to try again', async ({
  page,
}) => {
  const brf = await boardAtItsInvitationLimit();
  await signInThroughLogin(page, brf.email, brf.password);
  await page.goto('/profile');
  const members = page.locator('[data-section="members"]');
  const email = `den-elfte-${Date.now()}@example.se`;
  await members.getByLabel('Email of the person you invite').fill(email);
  await members.getByLabel('Role').selectOption({ label: 'Board member' });
  await members.getByRole('button', { name: 'Send invitation' }).click();
  await expect(members.getByRole('alert')).toHaveText(
    'You are sending invitations too quickly: at most 10 invitations an hour. Please wait a while and try again.',
  );
  // nothing typed is lost, and no invitation is listed for the address
  await expect(members.getByLabel('Email of the person you invite')).toHaveValue(email);
  await expect(members.getByText(email, { exact: true })).toHaveCount(0);
  expect(await axeViolations(page, 'invitation refused')).toEqual([]);
});

test.describe('in Swedish', () => {
  test.use({ locale: 'sv-SE' });

  test('the refusal reads in Swedish', async ({ page }) => {
    const brf = await brfAtItsLimit();
    await page.goto('/login');
    await textbox(page, 'E-post').fill(brf.email);
    await textbox(page, 'Lösenord').fill(brf.password);
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page).toHaveURL('/projects');
    await page.goto('/projects/create');
    const create = await createOneMore(page, {
      title: 'Rubrik',
      description: 'Beskrivning',
      deadline: 'Sista offertdag',
      submit: 'Skapa projekt',
      swedish: true,
    });
    await expect(
      create.getByText('Du skapar projekt för snabbt: högst 20 projekt i timmen. Vänta en stund och försök igen.'),
    ).toBeVisible();
    expect(await axeViolations(page, 'create project refused, Swedish')).toEqual([]);
  });
});
