// The request is frozen at the first quote (decision 0025): the database keeps the request as it
// stood then, and every later change of its title, description, categories or files is a numbered
// addendum with its time and author, told to every bidder and follower in the app and by e-mail.
// A file of a frozen request is withdrawn, never deleted. Nobody writes the record directly.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { CATEGORY_VVS, insertProject, type Actor } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const pdf = (text: string) => new Blob([`%PDF-1.4 ${text}`], { type: 'application/pdf' });

/** An open project of the world's board with one file, uploaded by its chair before any quote. */
async function projectWithFile(title: string) {
  const w = api.world;
  const projectId = await api.server.db.transaction((tx) => insertProject(tx, w.brfA, { title, deadlineInDays: 20 }));
  const file = await uploadFile(projectId, 'ritning.pdf');
  return { projectId, file };
}

async function uploadFile(projectId: string, name: string) {
  const owner = api.clients.brfOwner;
  const path = `${projectId}/${name}`;
  const stored = await owner.storage.from('project-files').upload(path, pdf(name), { contentType: 'application/pdf' });
  expect(stored.error).toBeNull();
  const row = await owner
    .from('project_attachments')
    .insert({ project_id: projectId, file_name: name, file_type: 'application/pdf', file_size: 20, storage_path: path })
    .select('id, created_at, storage_path')
    .single();
  expect(row.error).toBeNull();
  return row.data as { id: string; created_at: string; storage_path: string };
}

async function quoteOn(projectId: string) {
  const { data, error } = await api.clients.quotedProvider
    .from('quotes')
    .insert({ project_id: projectId, service_provider_id: api.world.provider1, quote_amount: 480000 })
    .select('id, created_at')
    .single();
  expect(error).toBeNull();
  return data as { id: string; created_at: string };
}

const snapshotOf = async (projectId: string) =>
  (
    await api.server.db.query<Record<string, unknown>>(
      'select * from public.project_request_snapshots where project_id = $1',
      [projectId],
    )
  ).rows[0];

const addendaOf = async (projectId: string) =>
  (
    await api.clients.quotedProvider
      .from('project_addenda')
      .select('number, changes, title, description, categories, files_added, files_withdrawn, made_by_name, created_at')
      .eq('project_id', projectId)
      .order('number')
  ).data ?? [];

const notificationsOf = async (projectId: string) =>
  (
    await api.server.db.query<{ user_id: string; message: string; params: Record<string, unknown> }>(
      `select user_id, message, params from public.notifications
       where project_id = $1 and type = 'request_addendum' order by user_id, (params ->> 'number')::int`,
      [projectId],
    )
  ).rows;

const mailsOf = async (projectId: string) =>
  (
    await api.server.db.query<{ user_id: string; status: string; params: Record<string, unknown> }>(
      `select user_id, status, params from private.mail_outbox
       where project_id = $1 and type = 'request_addendum' order by user_id, (params ->> 'number')::int`,
      [projectId],
    )
  ).rows;

describe('the request as it stood at the first quote', () => {
  it('is kept when the first quote arrives and never changes', async () => {
    const { projectId, file } = await projectWithFile('Stambyte 48 lägenheter');
    expect(await snapshotOf(projectId)).toBeUndefined();
    // before the first quote the board changes its request freely: no addendum
    const early = await api.clients.brfOwner
      .from('projects')
      .update({ description: 'Stambyte i 48 lägenheter, kök och badrum.' })
      .eq('id', projectId);
    expect(early.error).toBeNull();
    expect(await addendaOf(projectId)).toEqual([]);

    const first = await quoteOn(projectId);
    const snapshot = await snapshotOf(projectId);
    expect(snapshot).toMatchObject({
      title: 'Stambyte 48 lägenheter',
      description: 'Stambyte i 48 lägenheter, kök och badrum.',
      categories: ['Bygg och renovering'],
      files: [
        {
          id: file.id,
          file_name: 'ritning.pdf',
          file_type: 'application/pdf',
          file_size: 20,
          storage_path: file.storage_path,
          uploaded_at: expect.any(String),
        },
      ],
      required_quote_terms: [],
      sealed_bids: false,
      max_bids: null,
    });
    expect(new Date(snapshot!.taken_at as string).toISOString()).toBe(new Date(first.created_at).toISOString());

    // a second quote and an edit leave it as it was
    await api.clients.otherProvider
      .from('quotes')
      .insert({ project_id: projectId, service_provider_id: api.world.provider2, quote_amount: 510000 });
    await api.clients.brfOwner
      .from('projects')
      .update({ description: 'Ändrad efter första offerten.' })
      .eq('id', projectId);
    expect(await snapshotOf(projectId)).toEqual(snapshot);

    const changed = await api.service
      .from('project_request_snapshots')
      .update({ description: 'Omskriven historia.' })
      .eq('project_id', projectId)
      .select('project_id');
    expect(changed.error?.message).toBe(
      "The request's record never changes: a change to the request is a new addendum.",
    );
  });
});

describe('a change after the first quote', () => {
  it('is addendum 1 with its time and author, told to every bidder and follower in the app and by e-mail', async () => {
    const w = api.world;
    const { projectId } = await projectWithFile('Fönsterbyte hus C');
    await quoteOn(projectId);
    const follow = await api.clients.otherProvider
      .from('project_subscriptions')
      .insert({ project_id: projectId, user_id: w.users.otherProvider.id });
    expect(follow.error).toBeNull();

    const before = Date.now();
    const edited = await api.clients.brfOwner
      .from('projects')
      .update({ description: 'Fönsterbyte i hus C, 96 fönster, inklusive fönsterbänkar.' })
      .eq('id', projectId);
    expect(edited.error).toBeNull();
    const after = Date.now();

    const [addendum] = await addendaOf(projectId);
    expect(addendum).toMatchObject({
      number: 1,
      changes: ['description'],
      title: null,
      description: 'Fönsterbyte i hus C, 96 fönster, inklusive fönsterbänkar.',
      categories: null,
      files_added: [],
      files_withdrawn: [],
    });
    const at = new Date(addendum!.created_at).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(after + 1000);

    // the bidding company's people and the follower, not the board
    const told = [w.users.quotedProvider.id, w.users.companyColleague.id, w.users.otherProvider.id].sort();
    const notifications = await notificationsOf(projectId);
    expect(notifications.map((n) => n.user_id)).toEqual(told);
    for (const notification of notifications) {
      expect(notification.message).toBe(
        'Addendum 1 to "Fönsterbyte hus C": the board changed the request. ' +
          'Read what changed before you send or keep your quote.',
      );
      expect(notification.params).toEqual({ title: 'Fönsterbyte hus C', number: 1, changes: ['description'] });
    }
    const mails = await mailsOf(projectId);
    // one mail each, queued in the addendum's transaction (the sender may already be on its way with it)
    expect(mails.map((m) => m.user_id)).toEqual(told);
    for (const mail of mails) expect(['pending', 'sending', 'sent']).toContain(mail.status);
    expect(mails[0]!.params).toEqual({ title: 'Fönsterbyte hus C', number: 1, changes: ['description'] });
  });

  it('replacing the categories is one addendum; a new file and a withdrawn one are the next', async () => {
    const w = api.world;
    const { projectId, file } = await projectWithFile('Relining hus D');
    await quoteOn(projectId);

    const replaced = await api.clients.brfOwner.rpc('set_project_categories', {
      p_project_id: projectId,
      p_category_ids: [CATEGORY_VVS],
    });
    expect(replaced.error).toBeNull();
    const added = await uploadFile(projectId, 'tillagg.pdf');

    // the chair's own words for a delete of the record's file, and its object stays
    const deleted = await api.clients.brfOwner.from('project_attachments').delete().eq('id', file.id).select('id');
    expect(deleted.error?.message).toBe(
      "A quote has arrived, so this file is part of the request's record: withdraw it instead. It stays in the record.",
    );
    const removed = await api.clients.brfOwner.storage.from('project-files').remove([file.storage_path]);
    expect(removed.data ?? []).toEqual([]);
    const replacedBytes = await api.clients.brfOwner.storage
      .from('project-files')
      .upload(file.storage_path, pdf('annan'), { upsert: true, contentType: 'application/pdf' });
    expect(replacedBytes.error).not.toBeNull();

    // a deputy reads but does not withdraw
    const byDeputy = await api.clients.boardDeputy.rpc('withdraw_project_file', { p_attachment_id: file.id });
    expect(byDeputy.error?.message).toBe('Only project owners can delete files.');
    const withdrawn = await api.clients.brfOwner.rpc('withdraw_project_file', { p_attachment_id: file.id });
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data).toMatchObject({ id: file.id, withdrawn_in: 3, withdrawn_by: w.users.brfOwner.id });
    const again = await api.clients.brfOwner.rpc('withdraw_project_file', { p_attachment_id: file.id });
    expect(again.error?.message).toBe('This file has already been withdrawn.');

    const addenda = await addendaOf(projectId);
    expect(addenda.map((a) => [a.number, a.changes])).toEqual([
      [1, ['categories']],
      [2, ['files_added']],
      [3, ['files_withdrawn']],
    ]);
    expect(addenda[0]!.categories).toEqual(['VVS']);
    expect(addenda[1]!.files_added).toEqual([
      expect.objectContaining({ id: added.id, file_name: 'tillagg.pdf', file_size: 20 }),
    ]);
    expect(addenda[2]!.files_withdrawn).toEqual([
      expect.objectContaining({ id: file.id, file_name: 'ritning.pdf', withdrawn_at: expect.any(String) }),
    ]);

    // the withdrawn file stays in the record: its row, and its object for every reader
    const still = await api.clients.otherBrf.from('project_attachments').select('id, withdrawn_in').eq('id', file.id);
    expect(still.data).toEqual([{ id: file.id, withdrawn_in: 3 }]);
    expect((await api.clients.otherBrf.storage.from('project-files').download(file.storage_path)).error).toBeNull();

    // one notification per addendum and bidder: three for the company's two people
    const numbers = (await notificationsOf(projectId)).map((n) => [n.user_id, n.params.number]);
    expect(numbers).toEqual(
      [w.users.companyColleague.id, w.users.quotedProvider.id]
        .sort()
        .flatMap((id) => [1, 2, 3].map((number) => [id, number])),
    );
  });

  it("names the member who made it, until that member's account is deleted", async () => {
    const { projectId } = await projectWithFile('Balkonger hus H');
    await quoteOn(projectId);
    const email = `ledamot-${Math.random().toString(36).slice(2, 8)}@example.se`;
    const created = await api.service.auth.admin.createUser({
      email,
      password: 'Demo-Pass-12!!ab',
      email_confirm: true,
      user_metadata: { first_name: 'Nils', last_name: 'Berg' },
    });
    const memberId = created.data.user!.id;
    await api.server.db.query(`insert into public.brf_members (brf_id, user_id, role) values ($1, $2, 'member')`, [
      api.world.brfA,
      memberId,
    ]);
    const member = createClient(api.server.url, api.server.keys.anon, { auth: { persistSession: false } });
    expect((await member.auth.signInWithPassword({ email, password: 'Demo-Pass-12!!ab' })).error).toBeNull();
    expect(
      (await member.from('projects').update({ title: 'Balkonger hus H och I' }).eq('id', projectId)).error,
    ).toBeNull();
    expect((await addendaOf(projectId))[0]).toMatchObject({ number: 1, made_by_name: 'Nils Berg' });

    expect((await api.service.auth.admin.deleteUser(memberId)).error).toBeNull();
    expect((await addendaOf(projectId))[0]).toMatchObject({
      number: 1,
      changes: ['title'],
      title: 'Balkonger hus H och I',
      made_by_name: null,
    });
  });

  it('before the first quote a file is deleted, not withdrawn', async () => {
    const { projectId, file } = await projectWithFile('Takbyte hus E');
    const early = await api.clients.brfOwner.rpc('withdraw_project_file', { p_attachment_id: file.id });
    expect(early.error?.message).toBe('No quote has arrived yet, so this file can simply be deleted.');
    const deleted = await api.clients.brfOwner.from('project_attachments').delete().eq('id', file.id).select('id');
    expect(deleted.data).toEqual([{ id: file.id }]);
    expect(await addendaOf(projectId)).toEqual([]);
  });
});

describe('who reads and writes the record', () => {
  let projectId: string;
  beforeAll(async () => {
    ({ projectId } = await projectWithFile('Hissbyte hus F'));
    await quoteOn(projectId);
    await api.clients.brfOwner.from('projects').update({ title: 'Hissbyte hus F och G' }).eq('id', projectId);
  });

  const readers = async (table: 'project_addenda' | 'project_request_snapshots') => {
    const seen: Actor[] = [];
    for (const actor of Object.keys(api.clients) as Actor[]) {
      const { data } = await api.clients[actor].from(table).select('project_id').eq('project_id', projectId);
      if ((data ?? []).length > 0) seen.push(actor);
    }
    return seen.sort();
  };

  it('everyone who reads the project reads its addenda; the board and admins the request as it stood', async () => {
    expect(await readers('project_addenda')).toEqual(
      [
        'brfOwner',
        'otherBrf',
        'quotedProvider',
        'otherProvider',
        'adminAal2',
        'boardDeputy',
        'companyColleague',
        'boardObserver',
      ].sort(),
    );
    expect(await readers('project_request_snapshots')).toEqual(
      ['brfOwner', 'adminAal2', 'boardDeputy', 'boardObserver'].sort(),
    );
  });

  it('nobody writes an addendum or the request as it stood directly', async () => {
    const row = { project_id: projectId, number: 9, changes: ['description'], description: 'Smugglad text.' };
    for (const actor of ['brfOwner', 'quotedProvider', 'adminAal2'] as const) {
      const client = api.clients[actor];
      expect((await client.from('project_addenda').insert(row)).error, actor).not.toBeNull();
      const updated = await client
        .from('project_addenda')
        .update({ description: 'Smugglad text.' })
        .eq('project_id', projectId)
        .select('number');
      expect(updated.data ?? [], actor).toEqual([]);
      const deleted = await client.from('project_addenda').delete().eq('project_id', projectId).select('number');
      expect(deleted.data ?? [], actor).toEqual([]);
      const snapshot = await client.from('project_request_snapshots').delete().eq('project_id', projectId).select();
      expect(snapshot.data ?? [], actor).toEqual([]);
    }
    const [addendum] = await addendaOf(projectId);
    expect(addendum).toMatchObject({ number: 1, changes: ['title'], title: 'Hissbyte hus F och G' });
    const byService = await api.service.from('project_addenda').delete().eq('project_id', projectId).select('number');
    expect(byService.error?.message).toBe(
      "The request's record never changes: a change to the request is a new addendum.",
    );
  });
});
