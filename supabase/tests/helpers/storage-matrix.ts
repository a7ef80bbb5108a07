// The storage buckets in the access matrix: per bucket, who may read (select), upload (insert),
// overwrite (update) and remove (delete) an object, as the storage server asks row security.
import { randomUUID } from 'node:crypto';
import type { Sql } from '../../../packages/local-supabase/src/types.ts';
import type { Actor, World } from './world.ts';
import type { Row, TableSpec } from './matrix.ts';

const uidOf = (a: Actor, w: World) =>
  a === 'anon' ? w.users.brfOwner.id : a.startsWith('admin') ? w.users.admin.id : w.users[a as 'brfOwner'].id;

const metadataOf = (bucket: string) => ({ size: 10, mimetype: bucket === 'logos' ? 'image/png' : 'application/pdf' });

export async function putObject(db: Sql, bucket: string, name: string): Promise<string> {
  const r = await db.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)
     on conflict (bucket_id, name) do update set updated_at = now() returning id`,
    [bucket, name, JSON.stringify(metadataOf(bucket))],
  );
  return r.rows[0].id;
}

/** Object names each actor would write: its own logo; files of the open project and quote. */
export function storageSpecs(targets: { logo: string; projectFile: string; quoteFile: string }): TableSpec[] {
  const spec = (
    bucket: string,
    target: string,
    name: (a: Actor, w: World) => string,
    fresh: (w: World) => string,
    expect: TableSpec['expect'],
  ): TableSpec => ({
    table: 'storage.objects',
    target: () => ({ id: target }),
    insert: (a, w) => ({ id: randomUUID(), bucket_id: bucket, name: name(a, w), metadata: metadataOf(bucket) }),
    insertedKey: (r: Row) => ({ id: r.id }),
    update: () => ({ bucket_id: bucket }),
    fresh: async (db, w) => ({ id: await putObject(db, bucket, fresh(w)) }),
    expect,
  });
  return [
    // logos: public bucket (read by URL, no listing); a user reads through the API and writes only a logo
    // carrying its own id
    spec(
      'logos',
      targets.logo,
      (a, w) => `brf/logo_${uidOf(a, w)}_${Date.now()}.png`,
      (w) => `brf/logo_${w.users.brfOwner.id}_${randomUUID()}.png`,
      { select: 'NYNNNNNNNN', insert: 'NYYYYYYYYY', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
    ),
    // project files: written by the project owner, read by registered users (the admin at aal1 has no profile)
    spec(
      'project-files',
      targets.projectFile,
      (_a, w) => `${w.openProject}/${randomUUID()}.pdf`,
      (w) => `${w.openProject}/${randomUUID()}.pdf`,
      { select: 'NYYYYNYYYY', insert: 'NYNNNNNNNN', update: 'NYNNNNNNNN', delete: 'NYNNNNNNNN' },
    ),
    // quote attachments: the quote's provider, the project owner and admins read; the provider writes
    spec(
      'quote-attachments',
      targets.quoteFile,
      (_a, w) => `${w.quoteOpen}/${randomUUID()}.pdf`,
      (w) => `${w.quoteOpen}/${randomUUID()}.pdf`,
      { select: 'NYNYNNYYYY', insert: 'NNNYNNNNYN', update: 'NNNYNNNNYN', delete: 'NNNYNNNNYN' },
    ),
  ];
}
