// The storage buckets through supabase-js and the storage API: per bucket, who may read,
// upload, overwrite and remove an object. Printed as a table like the access matrix.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Api } from './helpers/api.ts';
import { OPS, formatMatrix, matrixCell, mismatches, type Cell, type Op, type Outcome } from './helpers/matrix.ts';
import { ACTORS, type Actor, type World } from './helpers/world.ts';

let api: Api;
const cells: Cell[] = [];

interface BucketCase {
  bucket: string;
  type: string;
  target: (w: World) => string;
  /** the name this actor would upload under */
  own: (a: Actor, w: World) => string;
  fresh: (w: World) => string;
  expect: Record<Op, string>;
}

const uidOf = (a: Actor, w: World) =>
  a === 'anon' ? w.users.brfOwner.id : a.startsWith('admin') ? w.users.admin.id : w.users[a as 'brfOwner'].id;

const CASES: BucketCase[] = [
  {
    bucket: 'logos',
    type: 'image/png',
    target: (w) => `brf/logo_${w.users.brfOwner.id}_1.png`,
    own: (a, w) => `brf/logo_${uidOf(a, w)}_${Date.now()}.png`,
    fresh: (w) => `brf/logo_${w.users.brfOwner.id}_${randomUUID()}.png`,
    expect: { select: 'NYNNNNNNNN', insert: 'NYYYYYYYYY', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    bucket: 'project-files',
    type: 'application/pdf',
    // a project without quotes: a quoted request's files are frozen (decision 0025, request-addenda test)
    target: (w) => `${w.openProject2}/ritning.pdf`,
    own: (_a, w) => `${w.openProject2}/${randomUUID()}.pdf`,
    fresh: (w) => `${w.openProject2}/${randomUUID()}.pdf`,
    expect: { select: 'NYYYYNYYYY', insert: 'NYNNNNNNNN', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
  },
  {
    bucket: 'quote-attachments',
    type: 'application/pdf',
    target: (w) => `${w.quoteOpen}/offert.pdf`,
    own: (_a, w) => `${w.quoteOpen}/${randomUUID()}.pdf`,
    fresh: (w) => `${w.quoteOpen}/${randomUUID()}.pdf`,
    expect: { select: 'NYNYNNYYYY', insert: 'NNNYNNNNYN', update: 'NNNYNNNNYN', delete: 'NNNYNNNNYN' },
  },
];

const body = (type: string) => new Blob([type === 'image/png' ? 'png-bytes' : '%PDF-1.4 test'], { type });

beforeAll(async () => {
  api = await startApi();
  const w = api.world;
  for (const c of CASES) {
    const put = await api.service.storage
      .from(c.bucket)
      .upload(c.target(w), body(c.type), { contentType: c.type, upsert: true });
    if (put.error) throw new Error(`seed ${c.bucket}: ${put.error.message}`);
    for (const actor of ACTORS) {
      const store = api.clients[actor].storage.from(c.bucket);
      const read = await store.download(c.target(w));
      const upload = await store.upload(c.own(actor, w), body(c.type), { contentType: c.type });
      const overwrite = await store.upload(c.target(w), body(c.type), { contentType: c.type, upsert: true });
      const fresh = c.fresh(w);
      await api.service.storage.from(c.bucket).upload(fresh, body(c.type), { contentType: c.type });
      const removed = await store.remove([fresh]);
      const results: Record<Op, Outcome> = {
        select: { ok: !read.error, error: read.error?.message },
        insert: { ok: !upload.error, error: upload.error?.message },
        update: { ok: !overwrite.error, error: overwrite.error?.message },
        delete: { ok: !removed.error && (removed.data?.length ?? 0) === 1, error: removed.error?.message },
      };
      for (const op of OPS) cells.push(matrixCell(`storage:${c.bucket}`, op, actor, c.expect, results[op]));
    }
  }
  console.log(formatMatrix('Storage buckets (supabase-js, storage API): ✓ allowed, · refused, ! unexpected', cells));
});

afterAll(async () => api?.stop());

describe('storage buckets (supabase-js)', () => {
  it('asserts every bucket x actor x operation cell', () => {
    expect(mismatches(cells)).toEqual([]);
    expect(cells.length).toBe(3 * 4 * 10);
  });

  it('logos are public: anyone fetches them by public URL', async () => {
    const name = `brf/logo_${api.world.users.brfOwner.id}_1.png`;
    const { data } = api.clients.anon.storage.from('logos').getPublicUrl(name);
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('png-bytes');
  });

  it('bucket limits: logos 5 MB of images, files 50 MB of the listed types', async () => {
    const { data } = await api.service.storage.listBuckets();
    const byId = Object.fromEntries(
      (data ?? []).map((b) => [b.id, { public: b.public, size: b.file_size_limit, types: b.allowed_mime_types }]),
    );
    expect(byId.logos).toEqual({
      public: true,
      size: 5242880,
      types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    });
    expect(byId['project-files']).toMatchObject({ public: false, size: 52428800 });
    expect(byId['quote-attachments']).toEqual({
      public: false,
      size: 52428800,
      types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    });
    const wrongType = await api.clients.brfOwner.storage
      .from('logos')
      .upload(`brf/logo_${api.world.users.brfOwner.id}_2.txt`, new Blob(['x'], { type: 'text/plain' }), {
        contentType: 'text/plain',
      });
    expect(wrongType.error).not.toBeNull();
  });
});
