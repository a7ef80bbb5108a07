// The spec's BRF user is a board of one: registered through the site by one person who never opens
// /profile, it creates a project with max bids 5, reads the quote the moment it arrives (open bids),
// awards with the spec's 'Award' button once the deadline has passed and reviews the winner. The
// only fixture is time: the deadline moves into the past. Nothing sets the award rule or sealing.
import { expect, test, type Page } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import { STRONG_PASSWORD, latestMail, serviceClient, uniqueEmail } from '../support/accounts-backend.ts';
import { textbox } from '../support/accounts-pages.ts';
import { axeViolations, pageSettled } from '../support/axe.ts';
import {
  activeCategories,
  createProvider,
  dateTimeInput,
  daysFromNow,
  projectsPage,
  toast,
} from '../support/projects-world.ts';
import { signedInPage } from '../support/roles.ts';

const sek = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));
const quotesSection = (page: Page) => page.locator('[data-remote="mf-quotes"][data-page="quotes-section"]');
const quoteCard = (page: Page, provider: string) =>
  quotesSection(page).getByRole('article', { name: `Quote from ${provider}` });

test("the spec's single BRF user registers, creates, reads quotes at once, awards alone and reviews", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const category = (await activeCategories())[0]!;
  const provider = await createProvider([category.id], 'Solo Fönster AB');
  const email = uniqueEmail('spec-brf');
  const title = `Fönsterbyte ${Date.now()}`;

  // registration through the site: both steps, the e-mail link, nothing else
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/register-brf');
  const person = owner.getByRole('form', { name: 'Personal Information' });
  await textbox(person, 'First name').fill('Maja');
  await textbox(person, 'Last name').fill('Ensam');
  await textbox(person, 'Email').fill(email);
  await textbox(person, 'Phone').fill('+46 70 555 98 76');
  await textbox(person, 'Password').fill(STRONG_PASSWORD);
  await person.getByRole('checkbox').check();
  await owner.getByRole('button', { name: 'Continue' }).click();
  await expect(owner.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await owner.goto((await latestMail(email, 'signup')).link);
  await owner.getByRole('button', { name: 'Complete Registration' }).click();
  const org = owner.getByRole('form', { name: 'BRF Organization' });
  await textbox(org, 'Organization number').fill(randomOrganizationNumber('7696'));
  await textbox(org, 'Organization name').fill('BRF Ensamheten');
  await textbox(org, 'City').fill('Västerås');
  await textbox(org, 'Street address').fill('Kopparbergsvägen');
  await textbox(org, 'Street number').fill('7');
  await textbox(org, 'ZIP code').fill('722 13');
  await org.getByRole('spinbutton', { name: 'Number of apartments' }).fill('18');
  await owner.getByRole('button', { name: 'Complete registration' }).click();
  await expect(owner).toHaveURL('/projects');

  // the project: max bids 5, and the bids stay open for a board of one
  await owner.goto('/projects/create');
  const create = projectsPage(owner, 'create-project');
  await create.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await create
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Byte av 40 fönster på gårdssidan, inklusive bleckplåt och fönsterbänkar.');
  await create.getByLabel('Submission Deadline').fill(dateTimeInput(daysFromNow(10)));
  await create.getByRole('checkbox', { name: category.english, exact: true }).check();
  await create.getByRole('spinbutton', { name: 'Max Bids' }).fill('5');
  const sealed = create.getByRole('checkbox', { name: /^Sealed bids:/ });
  await expect(create.getByText(/^Your board has one member who decides, so bids are open/)).toBeVisible();
  await expect(sealed).not.toBeChecked();
  await create.getByRole('button', { name: 'Create Project' }).click();
  await expect(owner).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = owner.url().split('/').pop()!;

  // a provider quotes through the site
  const bidder = await signedInPage(browser, provider);
  await bidder.goto(`/projects/${projectId}`);
  await bidder.getByRole('button', { name: 'Send Quote' }).click();
  const modal = bidder.getByRole('dialog', { name: 'Send Quote' });
  await modal.getByLabel('Quote Amount (SEK)').fill('412 000');
  await modal.getByRole('radio', { name: 'Excluding VAT' }).check();
  await modal.getByLabel('Description').fill('40 fönster, montage och bortforsling, 6 veckor.');
  await modal.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(bidder, 'success', 'Quote submitted successfully!')).toBeVisible();
  await bidder.context().close();

  // open bids: the owner reads the quote at once; the award waits for the deadline with the spec's words
  await owner.reload();
  const card = quoteCard(owner, 'Solo Fönster AB');
  await expect(card.getByTestId('quote-amount')).toHaveText(sek('515 000 kr incl. VAT (412 000 kr excl.)'));
  const award = card.getByRole('button', { name: 'Award the project to Solo Fönster AB' });
  await expect(award).toHaveText('Award');
  await expect(award).toBeDisabled();
  await award.locator('..').hover();
  await expect(card.getByRole('tooltip')).toHaveText('You can award only after the submission deadline has passed');

  // time passes: the deadline, and nothing else, moves into the past
  const moved = await serviceClient()
    .from('projects')
    .update({ submission_deadline: daysFromNow(-1 / 24).toISOString() })
    .eq('id', projectId);
  expect(moved.error).toBeNull();
  await owner.reload();
  await pageSettled(owner);
  await expect(quotesSection(owner).getByRole('button', { name: /^Propose award/ })).toHaveCount(0);
  await expect(quotesSection(owner).locator('[data-award-rule="unmet"]')).toHaveCount(0);
  expect(await axeViolations(owner, 'the single user awards')).toEqual([]);
  await award.click();
  const dialog = owner.getByRole('dialog', { name: 'Award the project?' });
  await expect(dialog).toContainText('Solo Fönster AB');
  // the reason is asked, not required: a board of one keeps no minutes with anyone
  await expect(dialog.getByRole('textbox', { name: /Reason for the award/ })).not.toHaveAttribute('required');
  await dialog.getByRole('button', { name: 'Award project' }).click();
  await expect(
    toast(owner, 'success', 'The project was awarded to Solo Fönster AB for 515 000 kr incl. VAT (412 000 kr excl.).'),
  ).toBeVisible();
  await expect(card.getByText('Project Awarded')).toBeVisible();

  await card.getByRole('link', { name: 'Leave a Review' }).click();
  await expect(owner.getByRole('heading', { name: 'Leave a Review' })).toBeVisible();
  await owner.getByRole('radio', { name: '5 stars', exact: true }).check();
  await owner.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(owner, 'success', 'Review submitted successfully!')).toBeVisible();

  // the record: the spec's award fields, the board's own setting untouched, open bids
  const db = serviceClient();
  const { data: project } = await db
    .from('projects')
    .select('status, sealed_bids, brf_id, project_awards(winning_service_provider_id, winning_budget)')
    .eq('id', projectId)
    .single();
  expect(project).toMatchObject({
    status: 'awarded',
    sealed_bids: false,
    project_awards: { winning_service_provider_id: provider.profileId, winning_budget: 412000 },
  });
  const { data: board } = await db.from('brf_profiles').select('award_signatures').eq('id', project!.brf_id).single();
  expect(board).toEqual({ award_signatures: 2 });
  const { data: review } = await db.from('reviews').select('rating').eq('project_id', projectId).single();
  expect(review).toEqual({ rating: 5 });
  await owner.context().close();
});
