// The embeds the pages use, through supabase-js: what other users see of a BRF, a project with
// its categories and addresses, quotes with their provider, notifications with the project title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

describe('embeds (supabase-js)', () => {
  it("a project shows its BRF's public name to everyone, its contact data to the owner only", async () => {
    const w = api.world;
    const select = `id, title, brf_public_profiles(id, organization_name, user_id), brf_profiles(phone),
      project_service_categories(service_category_id, service_categories(id, name)),
      project_addresses(street, city, county)`;
    const { data: seen, error } = await api.clients.otherProvider
      .from('projects')
      .select(select)
      .eq('id', w.openProject)
      .single();
    expect(error).toBeNull();
    expect(seen).toMatchObject({
      brf_public_profiles: { id: w.brfA, organization_name: 'BRF Solgläntan', user_id: w.users.brfOwner.id },
      brf_profiles: null,
      project_service_categories: [{ service_categories: { name: 'Bygg och renovering' } }],
      project_addresses: [{ street: 'Storgatan', city: 'Stockholm', county: 'Sweden' }],
    });
    const { data: own } = await api.clients.brfOwner.from('projects').select(select).eq('id', w.openProject).single();
    expect(own?.brf_profiles).toEqual({ phone: '+46 70 123 45 67' });
  });

  it('the detail page reads the project view with its joins', async () => {
    const w = api.world;
    const { data, error } = await api.clients.quotedProvider
      .from('project_details')
      .select(
        `id, title, status, winning_service_provider_id, winning_budget, brf_organization_name,
         project_service_categories(service_category_id, service_categories(id, name)),
         project_addresses(city), project_viewing_dates(duration_minutes)`,
      )
      .eq('id', w.awardedProject)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      title: 'Målning av trapphus',
      status: 'awarded',
      winning_service_provider_id: w.provider1,
      winning_budget: 60000,
      brf_organization_name: 'BRF Solgläntan',
      project_service_categories: [{ service_categories: { name: 'Bygg och renovering' } }],
      project_addresses: [],
      project_viewing_dates: [],
    });
  });

  it('the owner reads quotes with provider and attachments; a provider inner-joins projects by category', async () => {
    const w = api.world;
    const { data } = await api.clients.brfOwner
      .from('quotes')
      .select(
        'quote_amount, service_provider_profiles(organization_name, average_rating), quote_attachments(file_name)',
      )
      .eq('project_id', w.openProject);
    expect(data).toEqual([
      {
        quote_amount: 125000.5,
        service_provider_profiles: { organization_name: 'Bygg AB', average_rating: 4 },
        quote_attachments: [{ file_name: 'offert.pdf' }],
      },
    ]);
    const { data: matches } = await api.clients.otherProvider
      .from('projects')
      .select('id, project_service_categories!inner(service_category_id)')
      .in('project_service_categories.service_category_id', ['c0000000-0000-4000-8000-000000000001']);
    expect(matches?.length).toBeGreaterThanOrEqual(5);
  });

  it('notifications come with the project title, newest first', async () => {
    const { data } = await api.clients.brfOwner
      .from('notifications')
      .select('message, type, read, quote_id, projects(title)')
      .order('created_at', { ascending: false })
      .limit(50);
    expect(data?.length).toBeGreaterThan(0);
    expect(
      data?.every(
        (n) =>
          ['new_quote', 'new_question'].includes(n.type) &&
          typeof (n.projects as { title?: string } | null)?.title === 'string',
      ),
    ).toBe(true);
    const { count } = await api.clients.brfOwner
      .from('notifications')
      .select('*', { count: 'exact', head: true })
      .eq('read', false);
    expect(count).toBe(data?.length);
  });
});
