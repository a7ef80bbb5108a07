// Files nobody refers to: an upload whose metadata row never arrived (a crash, a closed tab, a
// failed insert) and a logo no profile uses are removed after an hour, by local-supabase's
// scheduler here and by the sweep-files Edge Function (the Storage API) on a hosted project, which
// local-supabase serves as hosted Supabase does.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles, sweepUnreferencedObjects } from '../../packages/local-supabase/src/storage/sweep.ts';
import { storageDirs } from '../../packages/local-supabase/src/storage/paths.ts';
import { startApi, type Api } from './helpers/api.ts';
import { insertProject } from './helpers/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.stop());

const pdf = (text: string) => new Blob([`%PDF ${text}`], { type: 'application/pdf' });
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** Files of a new project and the provider's logo, stored `hoursAgo`; returns their names. */
async function storeFiles(label: string, hoursAgo: number) {
  const w = api.world;
  const project = await api.server.db.transaction((tx) =>
    insertProject(tx, w.brfA, { title: `Filer ${label}`, deadlineInDays: 20 }),
  );
  const files = api.clients.brfOwner.storage.from('project-files');
  const orphan = `${project}/avbruten-${label}.pdf`;
  const kept = `${project}/ritning-${label}.pdf`;
  expect((await files.upload(orphan, pdf('orphan'))).error).toBeNull();
  expect((await files.upload(kept, pdf('kept'))).error).toBeNull();
  expect(
    (
      await api.clients.brfOwner.from('project_attachments').insert({
        project_id: project,
        file_name: 'ritning.pdf',
        file_type: 'application/pdf',
        file_size: 10,
        storage_path: kept,
      })
    ).error,
  ).toBeNull();
  const logo = `service_provider/logo_${w.users.quotedProvider.id}_${label}.png`;
  expect(
    (await api.clients.quotedProvider.storage.from('logos').upload(logo, png(), { contentType: 'image/png' })).error,
  ).toBeNull();
  await api.server.db.query(
    `update storage.objects set created_at = now() - make_interval(hours => $2) where name like $1 || '%' or name = $3`,
    [project, hoursAgo, logo],
  );
  return { project, orphan, kept, logo };
}

describe('unreferenced files', () => {
  it('are listed for the service role only, once an hour old', async () => {
    const old = await storeFiles('old', 2);
    const recent = await storeFiles('recent', 0);
    const { data, error } = await api.service.rpc('unreferenced_storage_objects');
    expect(error).toBeNull();
    const listed = (data as { bucket_id: string; name: string }[]).map((f) => `${f.bucket_id}/${f.name}`);
    expect(listed).toEqual(expect.arrayContaining([`project-files/${old.orphan}`, `logos/${old.logo}`]));
    expect(listed).not.toContain(`project-files/${old.kept}`);
    expect(listed).not.toContain(`project-files/${recent.orphan}`);
    expect(listed).not.toContain(`logos/${recent.logo}`);
    for (const actor of ['brfOwner', 'adminAal2', 'anon'] as const) {
      expect((await api.clients[actor].rpc('unreferenced_storage_objects')).error, actor).not.toBeNull();
    }
  });

  it('local-supabase sweeps their rows and bytes; a referenced file stays', async () => {
    const files = await storeFiles('local', 3);
    const swept = await sweepUnreferencedObjects(api.server.ctx);
    expect(swept).toEqual(
      expect.arrayContaining([
        { bucket_id: 'project-files', name: files.orphan },
        { bucket_id: 'logos', name: files.logo },
      ]),
    );
    expect(await sweepOrphanFiles(api.server.ctx, 0)).toBeGreaterThanOrEqual(2);
    const onDisk = (await readdir(storageDirs(api.server.ctx).root, { recursive: true })).map(String);
    expect(onDisk.some((f) => f.endsWith(`avbruten-local.pdf`))).toBe(false);
    expect(onDisk.some((f) => f.endsWith(`ritning-local.pdf`))).toBe(true);
    const { data } = await api.service.storage.from('project-files').list(files.project);
    expect(data?.map((f) => f.name)).toEqual([`ritning-local.pdf`]);
  });

  it('the sweep-files function answers the service role only', async () => {
    const files = await storeFiles('refused', 2);
    for (const actor of ['brfOwner', 'adminAal2', 'anon'] as const) {
      const { error } = await api.clients[actor].functions.invoke('sweep-files');
      expect((error as { context?: Response } | null)?.context?.status, actor).toBe(401);
    }
    const asGet = await fetch(`${api.server.url}/functions/v1/sweep-files`, {
      headers: { authorization: `Bearer ${api.server.keys.serviceRole}` },
    });
    expect(asGet.status).toBe(405);
    const { data } = await api.service.storage.from('project-files').list(files.project);
    expect(data?.map((f) => f.name).sort()).toEqual(['avbruten-refused.pdf', 'ritning-refused.pdf']);
  });

  it('on a hosted project the sweep-files function removes them through the Storage API', async () => {
    const files = await storeFiles('hosted', 2);
    const { data, error } = await api.service.functions.invoke('sweep-files');
    expect(error).toBeNull();
    expect(data.files).toEqual(
      expect.arrayContaining([
        { bucket_id: 'project-files', name: files.orphan },
        { bucket_id: 'logos', name: files.logo },
      ]),
    );
    expect(data.removed).toBe(data.files.length);
    const { data: left } = await api.service.storage.from('project-files').list(files.project);
    expect(left?.map((f) => f.name)).toEqual([`ritning-hosted.pdf`]);
    expect((await api.service.rpc('unreferenced_storage_objects')).data).toEqual([]);
  });
});
