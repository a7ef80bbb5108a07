// The spec's thrown refusals (spec/projects.md 6 and 8) through supabase-js against the real
// local backend: what the database says, and what the storage and row security answer that the
// project page turns into 'Only project owners can upload files.' / '... delete files.'.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_BYGG, PASSWORD, days } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

async function signedInAs(organizationType: 'brf' | 'service_provider') {
  const email = `unfinished-${organizationType}-${Date.now()}@example.se`;
  const created = await api.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { organization_type: organizationType, registration_step: 'person_completed' },
  });
  if (created.error) throw new Error(created.error.message);
  const client = createClient(api.server.url, api.server.keys.anon, clientOptions);
  const signedIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (signedIn.error) throw new Error(signedIn.error.message);
  return client;
}

const newProject = {
  p_title: 'Takomläggning',
  p_description: 'Byte av takpannor på hus A.',
  p_submission_deadline: days(20),
  p_category_ids: [CATEGORY_BYGG],
};

describe('creating a project', () => {
  it("by a user registered as a BRF without a board: 'BRF profile not found for the current user.'", async () => {
    const client = await signedInAs('brf');
    const { data, error } = await client.rpc('create_project', newProject);
    expect(data).toBeNull();
    expect({ code: error?.code, message: error?.message }).toEqual({
      code: 'P0002',
      message: 'BRF profile not found for the current user.',
    });
  });

  it("by anyone else who is no BRF: still 'Only BRF users can create projects.'", async () => {
    for (const client of [await signedInAs('service_provider'), api.clients.quotedProvider]) {
      const { error } = await client.rpc('create_project', newProject);
      expect({ code: error?.code, message: error?.message }).toEqual({
        code: '42501',
        message: 'Only BRF users can create projects.',
      });
    }
  });
});

describe("a project's files, for someone the database does not take for an owner (a board observer)", () => {
  it('an upload is refused by row security, in the words the page recognises', async () => {
    const { data } = await api.clients.boardObserver.auth.getSession();
    const response = await fetch(
      `${api.server.url}/storage/v1/object/project-files/${api.world.openProject}/observed.pdf`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${data.session!.access_token}`,
          apikey: api.server.keys.anon,
          'content-type': 'application/pdf',
        },
        body: '%PDF-1.4 test',
      },
    );
    expect(await response.json()).toMatchObject({
      statusCode: '403',
      message: expect.stringMatching(/row-level security/),
    });
  });

  it('a delete lets no row go, and the file stays listed for them', async () => {
    const observer = api.clients.boardObserver;
    const removed = await observer.from('project_attachments').delete().eq('id', api.world.attachment).select('id');
    expect(removed).toMatchObject({ error: null, data: [] });
    const still = await observer.from('project_attachments').select('id').eq('id', api.world.attachment).maybeSingle();
    expect(still.data).toEqual({ id: api.world.attachment });
  });
});
