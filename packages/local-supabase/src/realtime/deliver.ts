// Turns a captured change into postgres_changes frames: which channels' bindings match, whether
// each subscriber's role and claims may SELECT the row (INSERT/UPDATE; DELETE is not checked, as
// on hosted), and the payload realtime-js expects.
import type { Database, JwtClaims } from '../types.ts';
import type { CapturedChange } from './capture.ts';
import { matches } from './filters.ts';
import { bindingMatches, type Channel } from './subscriptions.ts';
import type { TableCatalog, TableInfo } from './tables.ts';

export interface Target {
  channel: Channel;
  send: (payload: Record<string, unknown>) => void;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

function pick(row: Record<string, unknown> | null, columns: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const c of columns) if (c in row) out[c] = row[c];
  return out;
}

/** Whether `claims` may SELECT the row with this primary key right now. */
async function canSee(db: Database, claims: JwtClaims, info: TableInfo, record: Record<string, unknown>): Promise<boolean> {
  if (claims.role === 'service_role') return true;
  const pk = info.primaryKey.map(ident).join(', ');
  const rel = `${ident(info.schema)}.${ident(info.table)}`;
  try {
    return await db.asRole(claims, async (tx) => {
      const { rows } = await tx.query(
        `select 1 from ${rel} x where (${info.primaryKey.map((c) => `x.${ident(c)}`).join(', ')}) =
           (select ${pk} from jsonb_populate_record(null::${rel}, $1::jsonb))`,
        [JSON.stringify(pick(record, info.primaryKey))],
      );
      return rows.length > 0;
    });
  } catch {
    // no SELECT privilege on the table, or a policy that errors: the row is not visible
    return false;
  }
}

export async function deliverChange(
  db: Database,
  catalog: TableCatalog,
  change: CapturedChange,
  channels: Iterable<Target>,
): Promise<number> {
  const info = await catalog.get(change.schema, change.table);
  if (!info) return 0;
  const type = change.type;
  const full = type === 'DELETE' ? change.old_record : change.record;

  // What the subscriber may receive of the old row: everything only with REPLICA IDENTITY FULL,
  // and for DELETE on a table with RLS, the primary key only.
  let oldRecord: Record<string, unknown> | undefined;
  if (type === 'UPDATE' || type === 'DELETE') {
    const pkOnly = !info.replicaIdentityFull || (type === 'DELETE' && info.rowSecurity);
    oldRecord = pkOnly ? pick(change.old_record, info.primaryKey) : (change.old_record ?? {});
  }
  const noPk = info.primaryKey.length === 0;
  const visibility = new Map<string, Promise<boolean>>();
  let sent = 0;
  for (const target of channels) {
    const claims = target.channel.caller.claims;
    const bindings = target.channel.bindings.filter((b) => bindingMatches(b, change.schema, change.table, type));
    if (bindings.length === 0) continue;
    // Only columns the subscriber's role may SELECT are sent, or used to match its filters.
    let allowed: Set<string>;
    try {
      allowed = await catalog.selectable(info, claims.role);
    } catch {
      continue;
    }
    const visibleColumns = info.columns.filter((c) => allowed.has(c.name));
    const names = visibleColumns.map((c) => c.name);
    const record = type === 'DELETE' ? undefined : pick(full, names);
    const old = oldRecord === undefined ? undefined : pick(oldRecord, names);
    const filterRow = type === 'DELETE' ? old : record;
    const ids = bindings.filter((b) => matches(b.conditions, filterRow)).map((b) => b.id);
    if (ids.length === 0) continue;

    let errors: string[] | null = null;
    if (noPk) {
      errors = ['Error 400: Bad Request, no primary key'];
    } else if (type !== 'DELETE') {
      const key = JSON.stringify(claims);
      let visible = visibility.get(key);
      if (!visible) {
        visible = canSee(db, claims, info, full ?? {});
        visibility.set(key, visible);
      }
      if (!(await visible)) continue;
    }
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type,
      columns: visibleColumns,
      errors,
    };
    if (record !== undefined) data.record = noPk ? {} : record;
    if (old !== undefined) data.old_record = noPk ? {} : old;
    target.send({ ids, data });
    sent++;
  }
  return sent;
}
