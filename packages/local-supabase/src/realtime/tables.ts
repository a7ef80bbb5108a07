// What delivery needs to know about a table: its columns with pg_type names, its primary key,
// whether RLS is on and its replica identity. Cached for a few seconds, so schema changes made
// while the server runs show up without a restart.
import type { Database } from '../types.ts';

export interface TableInfo {
  oid: number;
  schema: string;
  table: string;
  columns: { name: string; type: string }[];
  primaryKey: string[];
  rowSecurity: boolean;
  replicaIdentityFull: boolean;
}

const TTL_MS = 5000;

export class TableCatalog {
  private cache = new Map<string, Promise<TableInfo | null>>();
  private loadedAt = 0;
  private db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  clear(): void {
    this.cache.clear();
    this.columnCache.clear();
  }

  private columnCache = new Map<string, Promise<Set<string>>>();

  /** The columns `role` may SELECT (column privileges); realtime sends only those. */
  selectable(info: TableInfo, role: string): Promise<Set<string>> {
    this.expire();
    const key = `${info.oid}:${role}`;
    let hit = this.columnCache.get(key);
    if (!hit) {
      hit = this.db
        .query<{ name: string }>(
          `select a.attname as name from pg_attribute a
           where a.attrelid = $1::int8::oid and a.attnum > 0 and not a.attisdropped
             and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
          [info.oid, role],
        )
        .then((r) => new Set(r.rows.map((row) => row.name)));
      hit.catch(() => this.columnCache.delete(key));
      this.columnCache.set(key, hit);
    }
    return hit;
  }

  private expire(): void {
    const now = Date.now();
    if (now - this.loadedAt > TTL_MS) {
      this.clear();
      this.loadedAt = now;
    }
  }

  get(schema: string, table: string): Promise<TableInfo | null> {
    this.expire();
    const key = `${schema}.${table}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.load(schema, table);
      // A table that does not exist yet (or a failed read) is asked again next time.
      hit.then(
        (info) => {
          if (!info) this.cache.delete(key);
        },
        () => this.cache.delete(key),
      );
      this.cache.set(key, hit);
    }
    return hit;
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    const rel = await this.db.query<{ oid: number; relrowsecurity: boolean; relreplident: string }>(
      `select c.oid::int8 as oid, c.relrowsecurity, c.relreplident::text as relreplident
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    if (rel.rows.length === 0) return null;
    const oid = rel.rows[0].oid;
    const cols = await this.db.query<{ name: string; type: string }>(
      `select a.attname as name, t.typname as type
       from pg_attribute a join pg_type t on t.oid = a.atttypid
       where a.attrelid = $1::int8::oid and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [oid],
    );
    const pk = await this.db.query<{ name: string }>(
      `select a.attname as name
       from pg_index i
       join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
       where i.indrelid = $1::int8::oid and i.indisprimary
       order by k.ord`,
      [oid],
    );
    return {
      oid: Number(oid),
      schema,
      table,
      columns: cols.rows,
      primaryKey: pk.rows.map((r) => r.name),
      rowSecurity: rel.rows[0].relrowsecurity,
      replicaIdentityFull: rel.rows[0].relreplident === 'f',
    };
  }
}
