// Buckets, upload limits (size, MIME types with wildcards) and signed URLs through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { signJwt } from '../src/jwt.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

const POLICIES = readFileSync(new URL('./helpers/storage-schema.sql', import.meta.url), 'utf8');

let t: TestServer;
let alice: { id: string; token: string };

beforeAll(async () => {
  t = await startTestServer({ migrationsSql: [POLICIES] });
  const { id } = await t.createUser('alice@example.com', 'correct-horse-battery-staple');
  alice = {
    id,
    token: await signJwt({ role: 'authenticated', aud: 'authenticated', sub: id }, t.keys.jwtSecret, 3600),
  };
});

afterAll(async () => {
  await t?.stop();
});

describe('buckets', () => {
  it('creates, reads, updates, lists, empties and deletes a bucket as the service role', async () => {
    const s = t.serviceClient().storage;
    const created = await s.createBucket('avatars', {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: 'avatars' }, error: null });
    const got = await s.getBucket('avatars');
    expect(got.data).toMatchObject({
      id: 'avatars',
      name: 'avatars',
      public: true,
      file_size_limit: 1000,
      allowed_mime_types: ['image/*'],
    });
    expect((await s.updateBucket('avatars', { public: false, fileSizeLimit: 2048 })).data).toEqual({
      message: 'Successfully updated',
    });
    expect((await s.getBucket('avatars')).data).toMatchObject({ public: false, file_size_limit: 2048 });
    expect((await s.listBuckets()).data!.map((b) => b.id)).toContain('avatars');

    expect(
      (await s.from('avatars').upload('x/a.png', Buffer.from('png'), { contentType: 'image/png' })).error,
    ).toBeNull();
    const notEmpty = await s.deleteBucket('avatars');
    expect(notEmpty.error).toMatchObject({ statusCode: '409', message: 'The bucket you tried to delete is not empty' });
    expect((await s.emptyBucket('avatars')).data).toEqual({ message: 'Successfully emptied' });
    expect((await s.deleteBucket('avatars')).data).toEqual({ message: 'Successfully deleted' });
    expect((await s.getBucket('avatars')).error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('refuses a duplicate bucket and bucket creation by a user without a policy', async () => {
    const s = t.serviceClient().storage;
    expect((await s.createBucket('dupe')).error).toBeNull();
    expect((await s.createBucket('dupe')).error).toMatchObject({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const asUser = await t.client(alice.token).storage.createBucket('mine');
    expect(asUser.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
  });

  it('answers a missing bucket with NoSuchBucket', async () => {
    const { error } = await t.client(alice.token).storage.from('nope').upload(`${alice.id}/a.txt`, 'a');
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });
});

describe('upload limits', () => {
  beforeAll(async () => {
    const { error } = await t.serviceClient().storage.createBucket('private', {
      public: false,
      fileSizeLimit: 10,
      allowedMimeTypes: ['image/*', 'text/plain'],
    });
    expect(error).toBeNull();
  });

  it('refuses a file over the bucket size limit with 413 EntityTooLarge and keeps nothing', async () => {
    const c = t.client(alice.token).storage.from('private');
    const { error } = await c.upload(`${alice.id}/big.txt`, new Blob(['x'.repeat(11)], { type: 'text/plain' }));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await fetch(`${t.url}/storage/v1/object/private/${alice.id}/big.txt`, {
      method: 'POST',
      headers: { apikey: t.keys.anon, authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' },
      body: 'y'.repeat(50),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    });
    const { rows } = await t.db.query(`select 1 from storage.objects where bucket_id = 'private' and name = $1`, [
      `${alice.id}/big.txt`,
    ]);
    expect(rows).toHaveLength(0);
    expect((await c.upload(`${alice.id}/ok.txt`, new Blob(['x'.repeat(10)], { type: 'text/plain' }))).error).toBeNull();
  });

  it('refuses a MIME type outside the allowed list, with wildcards honoured', async () => {
    const c = t.client(alice.token).storage.from('private');
    const { error } = await c.upload(`${alice.id}/a.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    expect((await c.upload(`${alice.id}/a.webp`, Buffer.from('RIFF'), { contentType: 'image/webp' })).error).toBeNull();
    expect(
      (await c.upload(`${alice.id}/a.txt`, Buffer.from('hi'), { contentType: 'text/plain;charset=UTF-8' })).error,
    ).toBeNull();
  });
});

describe('signed URLs', () => {
  const path = () => `${alice.id}/signed.txt`;

  beforeAll(async () => {
    const { error } = await t
      .client(alice.token)
      .storage.from('private')
      .upload(path(), 'secret', { contentType: 'text/plain' });
    expect(error).toBeNull();
  });

  it('signs an object the caller can read and serves it without any key', async () => {
    const { data, error } = await t.client(alice.token).storage.from('private').createSignedUrl(path(), 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('secret');
  });

  it('adds a download disposition when asked', async () => {
    const { data } = await t
      .client(alice.token)
      .storage.from('private')
      .createSignedUrl(path(), 60, { download: 'copy.txt' });
    const res = await fetch(data!.signedUrl);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="copy.txt"');
  });

  it('does not sign what RLS hides', async () => {
    const { data: bob } = await t.createUser('bob@example.com', 'correct-horse-battery-staple').then(async (u) => ({
      data: await signJwt({ role: 'authenticated', aud: 'authenticated', sub: u.id }, t.keys.jwtSecret, 3600),
    }));
    const { error } = await t.client(bob).storage.from('private').createSignedUrl(path(), 60);
    expect(error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const many = await t.client(bob).storage.from('private').createSignedUrls([path()], 60);
    expect(many.data).toEqual([
      {
        error: 'Either the object does not exist or you do not have access to it',
        path: path(),
        signedURL: null,
        signedUrl: null,
      },
    ]);
  });

  it('signs several paths at once', async () => {
    const { data, error } = await t
      .client(alice.token)
      .storage.from('private')
      .createSignedUrls([path(), `${alice.id}/none.txt`], 60);
    expect(error).toBeNull();
    expect(data![0].error).toBeNull();
    expect(await (await fetch(data![0].signedUrl!)).text()).toBe('secret');
    expect(data![1]).toMatchObject({
      error: 'Either the object does not exist or you do not have access to it',
      signedURL: null,
    });
  });

  it('refuses a tampered token and a token for another path', async () => {
    const { data } = await t.client(alice.token).storage.from('private').createSignedUrl(path(), 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    payload.exp += 3600;
    url.searchParams.set('token', `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`);
    const tampered = await fetch(url);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const other = new URL(`${t.url}/storage/v1/object/sign/private/${alice.id}/ok.txt`);
    other.searchParams.set('token', token);
    const wrongPath = await fetch(other);
    expect(wrongPath.status).toBe(400);
    expect(await wrongPath.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ url: `private/${path()}`, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(t.keys.jwtSecret));
    const res = await fetch(`${t.url}/storage/v1/object/sign/private/${path()}?token=${token}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'ExpiredToken',
      error: 'ExpiredToken',
      message: 'The provided token has expired.',
    });
  });

  it('uploads through a signed upload URL', async () => {
    const c = t.client(alice.token).storage.from('private');
    const signed = await c.createSignedUploadUrl(`${alice.id}/via-signed.txt`);
    expect(signed.error).toBeNull();
    const up = await t
      .anonClient()
      .storage.from('private')
      .uploadToSignedUrl(
        `${alice.id}/via-signed.txt`,
        signed.data!.token,
        new Blob(['signed up'], { type: 'text/plain' }),
      );
    expect(up.error).toBeNull();
    expect(await (await c.download(`${alice.id}/via-signed.txt`)).data!.text()).toBe('signed up');
  });
});
