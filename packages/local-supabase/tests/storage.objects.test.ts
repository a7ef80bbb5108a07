// Storage through the real supabase-js: uploads (multipart and raw), RLS per user folder,
// download, list, remove, upsert, info, move/copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { objectFile } from '../src/storage/paths.ts';
import { sweepOrphanFiles } from '../src/storage/sweep.ts';
import { signJwt } from '../src/jwt.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const POLICIES = readFileSync(new URL('./helpers/storage-schema.sql', import.meta.url), 'utf8');

let t: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

async function user(email: string) {
  const { id } = await t.createUser(email, 'correct-horse-battery-staple');
  const token = await signJwt({ role: 'authenticated', aud: 'authenticated', sub: id, email }, t.keys.jwtSecret, 3600);
  return { id, token };
}

beforeAll(async () => {
  t = await startTestServer({ migrationsSql: [POLICIES] });
  alice = await user('alice@example.com');
  bob = await user('bob@example.com');
  const admin = t.serviceClient();
  for (const [id, isPublic] of [
    ['private', false],
    ['avatars', true],
  ] as const) {
    const { error } = await admin.storage.createBucket(id, { public: isPublic });
    expect(error).toBeNull();
  }
});

afterAll(async () => {
  await t?.stop();
});

describe('upload and download', () => {
  it('uploads a Blob as multipart under the user folder and reads it back', async () => {
    const c = t.client(alice.token);
    const { data, error } = await c.storage
      .from('private')
      .upload(`${alice.id}/notes/hello.txt`, new Blob(['hello world'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data?.path).toBe(`${alice.id}/notes/hello.txt`);
    expect(data?.fullPath).toBe(`private/${alice.id}/notes/hello.txt`);
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const down = await c.storage.from('private').download(`${alice.id}/notes/hello.txt`);
    expect(down.error).toBeNull();
    expect(await down.data!.text()).toBe('hello world');
    expect(down.data!.type).toBe('text/plain');

    const { rows } = await t.db.query<{ owner: string; owner_id: string; metadata: Record<string, unknown> }>(
      `select owner::text, owner_id, metadata from storage.objects where bucket_id = 'private' and name = $1`,
      [`${alice.id}/notes/hello.txt`],
    );
    expect(rows[0].owner).toBe(alice.id);
    expect(rows[0].owner_id).toBe(alice.id);
    expect(rows[0].metadata).toMatchObject({
      size: 11,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      contentLength: 11,
      httpStatusCode: 200,
    });
    expect(rows[0].metadata.eTag).toBe('"5eb63bbbe01eeed093cb22bb8f5acdc3"');
  });

  it('uploads a raw Buffer with contentType and cacheControl', async () => {
    const c = t.client(alice.token);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { error } = await c.storage
      .from('private')
      .upload(`${alice.id}/raw.png`, bytes, { contentType: 'image/png', cacheControl: '60' });
    expect(error).toBeNull();
    const res = await fetch(`${t.url}/storage/v1/object/private/${alice.id}/raw.png`, {
      headers: { apikey: t.keys.anon, authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it("refuses an upload into someone else's folder with storage's RLS error", async () => {
    const c = t.client(bob.token);
    const { data, error } = await c.storage.from('private').upload(`${alice.id}/evil.txt`, 'x');
    expect(data).toBeNull();
    expect(error).toMatchObject({
      message: 'new row violates row-level security policy',
      status: 400,
      statusCode: '403',
    });
    const { rows } = await t.db.query(`select 1 from storage.objects where name = $1`, [`${alice.id}/evil.txt`]);
    expect(rows).toHaveLength(0);
  });

  it("hides another user's private object", async () => {
    const c = t.client(bob.token);
    const { error } = await c.storage.from('private').download(`${alice.id}/notes/hello.txt`);
    expect(error).toMatchObject({ status: 400 });
    const res = await fetch(`${t.url}/storage/v1/object/private/${alice.id}/notes/hello.txt`, {
      headers: { apikey: t.keys.anon, authorization: `Bearer ${bob.token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('refuses a duplicate without upsert and replaces with upsert', async () => {
    const c = t.client(alice.token);
    const path = `${alice.id}/dup.txt`;
    expect((await c.storage.from('private').upload(path, 'one')).error).toBeNull();
    const again = await c.storage.from('private').upload(path, 'two');
    expect(again.error).toMatchObject({ message: 'The resource already exists', statusCode: '409' });
    expect(await (await c.storage.from('private').download(path)).data!.text()).toBe('one');
    const upsert = await c.storage.from('private').upload(path, 'three', { upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await c.storage.from('private').download(path)).data!.text()).toBe('three');
    const update = await c.storage.from('private').update(path, 'four');
    expect(update.error).toBeNull();
    expect(await (await c.storage.from('private').download(path)).data!.text()).toBe('four');
  });

  it('reports info and existence', async () => {
    const c = t.client(alice.token);
    const info = await c.storage.from('private').info(`${alice.id}/notes/hello.txt`);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: `${alice.id}/notes/hello.txt`,
      bucketId: 'private',
      size: 11,
      contentType: 'text/plain',
    });
    expect((await c.storage.from('private').exists(`${alice.id}/notes/hello.txt`)).data).toBe(true);
    expect((await c.storage.from('private').exists(`${alice.id}/nope.txt`)).data).toBe(false);
  });
});

describe('public and private buckets', () => {
  it('serves public-bucket objects through getPublicUrl without a key', async () => {
    const c = t.client(alice.token);
    expect(
      (await c.storage.from('avatars').upload(`${alice.id}/me.svg`, '<svg/>', { contentType: 'image/svg+xml' })).error,
    ).toBeNull();
    const { data } = c.storage.from('avatars').getPublicUrl(`${alice.id}/me.svg`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toBe('<svg/>');
  });

  it('does not serve private-bucket objects through the public route', async () => {
    const { data } = t.anonClient().storage.from('private').getPublicUrl(`${alice.id}/notes/hello.txt`);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  it('lets anon read avatars by policy but not private files', async () => {
    const anon = t.anonClient();
    expect((await anon.storage.from('avatars').download(`${alice.id}/me.svg`)).error).toBeNull();
    expect((await anon.storage.from('private').download(`${alice.id}/notes/hello.txt`)).error).not.toBeNull();
  });
});

describe('list, remove, move and copy', () => {
  it('lists one folder level with folders first', async () => {
    const c = t.client(alice.token);
    for (const p of ['docs/a.txt', 'docs/b.txt', 'docs/sub/c.txt', 'docs/sub/deeper/d.txt']) {
      expect((await c.storage.from('private').upload(`${alice.id}/${p}`, p)).error).toBeNull();
    }
    const { data, error } = await c.storage.from('private').list(`${alice.id}/docs`);
    expect(error).toBeNull();
    expect(data!.map((f) => f.name)).toEqual(['sub', 'a.txt', 'b.txt']);
    expect(data![0]).toEqual({
      name: 'sub',
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(data![1].metadata).toMatchObject({ size: 'docs/a.txt'.length, mimetype: 'text/plain;charset=UTF-8' });

    const searched = await c.storage.from('private').list(`${alice.id}/docs`, { search: 'b' });
    expect(searched.data!.map((f) => f.name)).toEqual(['b.txt']);
    const paged = await c.storage.from('private').list(`${alice.id}/docs`, { limit: 1, offset: 1 });
    expect(paged.data!.map((f) => f.name)).toEqual(['a.txt']);
    const desc = await c.storage
      .from('private')
      .list(`${alice.id}/docs`, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((f) => f.name)).toEqual(['sub', 'b.txt', 'a.txt']);
  });

  it("lists nothing of another user's folder", async () => {
    const { data, error } = await t.client(bob.token).storage.from('private').list(`${alice.id}/docs`);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('removes only what the caller may delete and returns those rows', async () => {
    const mine = `${bob.id}/bye.txt`;
    expect((await t.client(bob.token).storage.from('private').upload(mine, 'bye')).error).toBeNull();
    const { data, error } = await t
      .client(bob.token)
      .storage.from('private')
      .remove([mine, `${alice.id}/docs/a.txt`]);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual([mine]);
    expect((await t.client(alice.token).storage.from('private').exists(`${alice.id}/docs/a.txt`)).data).toBe(true);
    expect((await t.client(bob.token).storage.from('private').exists(mine)).data).toBe(false);
  });

  it('moves and copies within the own folder', async () => {
    const c = t.client(alice.token).storage.from('private');
    expect((await c.upload(`${alice.id}/m/from.txt`, 'moving')).error).toBeNull();
    expect((await c.move(`${alice.id}/m/from.txt`, `${alice.id}/m/to.txt`)).error).toBeNull();
    expect(await (await c.download(`${alice.id}/m/to.txt`)).data!.text()).toBe('moving');
    expect((await c.exists(`${alice.id}/m/from.txt`)).data).toBe(false);
    const copied = await c.copy(`${alice.id}/m/to.txt`, `${alice.id}/m/copy.txt`);
    expect(copied.error).toBeNull();
    expect(copied.data!.path).toBe(`private/${alice.id}/m/copy.txt`);
    expect(await (await c.download(`${alice.id}/m/copy.txt`)).data!.text()).toBe('moving');
    const refused = await c.move(`${alice.id}/m/to.txt`, `${bob.id}/stolen.txt`);
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });

  it('copy and move into another bucket meet its size and type limits, as an upload there would', async () => {
    const admin = t.serviceClient();
    expect(
      (await admin.storage.createBucket('images', { public: true, allowedMimeTypes: ['image/png'], fileSizeLimit: 8 }))
        .error,
    ).toBeNull();
    const c = t.client(alice.token).storage.from('private');
    expect((await c.upload(`${alice.id}/doc.txt`, new Blob(['tiny'], { type: 'text/plain' }))).error).toBeNull();
    expect((await c.upload(`${alice.id}/big.png`, new Blob(['0123456789'], { type: 'image/png' }))).error).toBeNull();
    expect((await c.upload(`${alice.id}/ok.png`, new Blob(['png'], { type: 'image/png' }))).error).toBeNull();
    for (const op of ['copy', 'move'] as const) {
      const wrongType = await c[op](`${alice.id}/doc.txt`, `${alice.id}/doc.png`, { destinationBucket: 'images' });
      expect(wrongType.error, op).toMatchObject({
        statusCode: '415',
        message: 'mime type text/plain is not supported',
      });
      const tooBig = await c[op](`${alice.id}/big.png`, `${alice.id}/big.png`, { destinationBucket: 'images' });
      expect(tooBig.error, op).toMatchObject({ statusCode: '413' });
    }
    // the destination's INSERT policy decides too: "images" has none, so even a fitting file is refused
    const noPolicy = await c.move(`${alice.id}/ok.png`, `${alice.id}/ok.png`, { destinationBucket: 'images' });
    expect(noPolicy.error).toMatchObject({ statusCode: '403' });
    expect((await c.exists(`${alice.id}/doc.txt`)).data).toBe(true);
    expect((await c.exists(`${alice.id}/ok.png`)).data).toBe(true);
    expect((await admin.storage.from('images').list(alice.id)).data).toEqual([]);
  });

  it('refuses a file named like an existing folder, and keeps the folder', async () => {
    const c = t.client(alice.token).storage.from('private');
    expect((await c.upload(`${alice.id}/clash/inner.txt`, 'inner')).error).toBeNull();
    const { error } = await c.upload(`${alice.id}/clash`, 'file', { upsert: true });
    expect(error).toMatchObject({
      statusCode: '400',
      message: `Invalid key: ${alice.id}/clash (a file and a folder cannot share a name)`,
    });
    expect(await (await c.download(`${alice.id}/clash/inner.txt`)).data!.text()).toBe('inner');
    expect((await c.exists(`${alice.id}/clash`)).data).toBe(false);
  });

  it('refuses path traversal', async () => {
    const res = await fetch(`${t.url}/storage/v1/object/private/${alice.id}/..%2F..%2Fescape.txt`, {
      method: 'POST',
      headers: { apikey: t.keys.anon, authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });
});

describe('orphaned bytes', () => {
  it('a file whose row the database removed is swept from disk; files with rows and fresh files stay', async () => {
    const c = t.client(alice.token).storage.from('private');
    for (const name of ['gone.txt', 'kept.txt'])
      expect((await c.upload(`${alice.id}/sweep/${name}`, name)).error).toBeNull();
    await t.db.transaction(async (tx) => {
      await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      await tx.query(`delete from storage.objects where bucket_id = 'private' and name = $1`, [
        `${alice.id}/sweep/gone.txt`,
      ]);
    });
    const gone = objectFile(t.ctx, 'private', `${alice.id}/sweep/gone.txt`);
    expect(existsSync(gone)).toBe(true);
    expect(await sweepOrphanFiles(t.ctx)).toBe(0);
    expect(existsSync(gone)).toBe(true);
    expect(await sweepOrphanFiles(t.ctx, 0)).toBe(1);
    expect(existsSync(gone)).toBe(false);
    expect(await (await c.download(`${alice.id}/sweep/kept.txt`)).data!.text()).toBe('kept.txt');
  });
});
