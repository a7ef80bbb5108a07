import { expect, type Page, type Route } from '@playwright/test';
import { randomOrganizationNumber } from '@brf/domain/accounts';
import englishCatalogue from '../../packages/domain/src/accounts/service-category-names/locales/en.json' with {
  type: 'json',
};
import { createBrfUser, createConfirmedUser, serviceClient, type CreatedUser } from './accounts-backend.ts';

/** The project pages of mf-projects. */
export const projectsPage = (page: Page, name: 'project-list' | 'create-project' | 'project-detail') =>
  page.locator(`[data-remote="mf-projects"][data-page="${name}"]`);

export interface Category {
  id: string;
  /** The marketplace's Swedish name (data). */
  name: string;
  /** The name an English page shows. */
  english: string;
}

const englishCategoryNames = englishCatalogue as Record<string, string>;

export async function activeCategories(): Promise<Category[]> {
  const { data, error } = await serviceClient()
    .from('service_categories')
    .select('id, name')
    .eq('is_active', true)
    .order('name');
  if (error || !data) throw new Error(`service_categories: ${error?.message}`);
  return data.map((category) => ({ ...category, english: englishCategoryNames[category.name] ?? category.name }));
}

export const categoryNamed = (categories: Category[], name: string) => {
  const found = categories.find((category) => category.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found;
};

export interface Brf extends CreatedUser {
  profileId: string;
}

export async function createBrf(firstName = 'Britta'): Promise<Brf> {
  const user = await createBrfUser(firstName);
  const { data, error } = await serviceClient().from('brf_profiles').select('id').eq('user_id', user.id).single();
  if (error || !data) throw new Error(`brf_profiles: ${error?.message}`);
  return { ...user, profileId: data.id };
}

export interface Provider extends CreatedUser {
  profileId: string;
}

/** A provider with its profile row offering the given categories. */
export async function createProvider(categoryIds: string[], name = 'Test Bygg AB'): Promise<Provider> {
  const user = await createConfirmedUser({
    prefix: 'provider',
    metadata: {
      first_name: 'Per',
      last_name: 'Olsson',
      phone: '+46 70 765 43 21',
      registration_step: 'organization_completed',
      organization_type: 'service_provider',
    },
  });
  const { data, error } = await serviceClient()
    .from('service_provider_profiles')
    .insert({
      user_id: user.id,
      organization_number: randomOrganizationNumber('55'),
      organization_name: name,
      registered_at: '2015-01-01',
      contact_person_first_name: 'Per',
      contact_person_last_name: 'Olsson',
      phone: '+46 70 765 43 21',
      email: user.email,
      city: 'Stockholm',
      street_address: 'Verkstadsgatan',
      street_number: '3',
      zip: '117 43',
      service_categories: categoryIds,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`service_provider_profiles: ${error?.message}`);
  return { ...user, profileId: data.id };
}

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

export interface ProjectSeed {
  title: string;
  description?: string;
  deadlineDays: number;
  categoryIds: string[];
  /** days ago the project was created (a past deadline needs an old project) */
  createdDaysAgo?: number;
  maxBids?: number | null;
  /** sealed bids (issue 30); open unless asked */
  sealed?: boolean;
}

/** A project as the service role writes history (the seed's way); returns its id. */
export async function insertProject(brf: Brf, seed: ProjectSeed): Promise<string> {
  const db = serviceClient();
  const { data, error } = await db
    .from('projects')
    .insert({
      brf_id: brf.profileId,
      title: seed.title,
      description: seed.description ?? `${seed.title}: underlag och beskrivning av arbetet för föreningens fastighet.`,
      submission_deadline: daysFromNow(seed.deadlineDays).toISOString(),
      created_at: daysFromNow(-(seed.createdDaysAgo ?? 1)).toISOString(),
      max_bids: seed.maxBids ?? null,
      // an open procurement unless a test asks for sealed bids (the default from 3 bids on)
      sealed_bids: seed.sealed ?? false,
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`projects: ${error?.message}`);
  const links = await db
    .from('project_service_categories')
    .insert(seed.categoryIds.map((id) => ({ project_id: data.id, service_category_id: id })));
  if (links.error) throw new Error(`project_service_categories: ${links.error.message}`);
  return data.id;
}

export async function insertQuote(projectId: string, provider: Provider, amount: number): Promise<string> {
  const { data, error } = await serviceClient()
    .from('quotes')
    .insert({
      project_id: projectId,
      service_provider_id: provider.profileId,
      quote_amount: amount,
      description: 'Offert enligt underlaget.',
      status: 'submitted',
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`quotes: ${error?.message}`);
  return data.id;
}

/** The list's rows in order, by title (as read: without the soft hyphens long Swedish words get). */
export async function listedTitles(page: Page): Promise<string[]> {
  const list = projectsPage(page, 'project-list').locator('ul[data-view] > li h2');
  await expect(list.first()).toBeVisible();
  // text, not innerText: rows scrolled out of view are not rendered (content-visibility) but are there
  return (await list.allTextContents()).map((title) => title.replaceAll('\u00ad', ''));
}

/** A toast of a type with exactly this text. */
export const toast = (page: Page, type: 'success' | 'error' | 'info' | 'warning', text: string) =>
  page.locator(`[data-toast-type="${type}"]`).getByText(text, { exact: true });

/** Answers an intercepted request as the database would in an outage: 500 with PostgREST's error body. */
export const refuseWithOutage = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Simulated outage', code: '57000' }),
  });

/** yyyy-mm-ddThh:mm in local time, what a datetime-local input takes. */
export function dateTimeInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A file for an input: name, MIME type and size in bytes. */
export const fileOf = (name: string, mimeType: string, size = 2048) => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, 'a'),
});

/** A stored file of a project (object and row), an address and a viewing date, as the owner would leave them. */
export async function furnishProject(projectId: string, brf: Brf): Promise<void> {
  const db = serviceClient();
  const path = `${projectId}/underlag.pdf`;
  const stored = await db.storage
    .from('project-files')
    .upload(path, Buffer.from('%PDF-1.4 underlag'), { contentType: 'application/pdf' });
  if (stored.error) throw new Error(`storage: ${stored.error.message}`);
  const rows = await Promise.all([
    db.from('project_attachments').insert({
      project_id: projectId,
      file_name: 'underlag.pdf',
      file_type: 'application/pdf',
      file_size: 17,
      storage_path: path,
      uploaded_by: brf.id,
    }),
    db.from('project_addresses').insert({
      project_id: projectId,
      street: 'Solgläntans väg',
      street_number: '4',
      zip: '123 45',
      city: 'Stockholm',
    }),
    db.from('project_viewing_dates').insert({
      project_id: projectId,
      viewing_date: daysFromNow(5).toISOString(),
      duration_minutes: 60,
      address_street: 'Solgläntans väg',
      address_street_number: '4',
      address_zip: '123 45',
      address_city: 'Stockholm',
    }),
  ]);
  for (const row of rows) if (row.error) throw new Error(`furnish: ${row.error.message}`);
}
