// Turns a captured change into postgres_changes frames: which channels' bindings match, whether
// each subscriber's role and claims may SELECT the row (INSERT/UPDATE; DELETE is not checked, as
// on hosted), and the payload realtime-js expects.
import { requestSettings, type Statement } from '../db/claims.ts';
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

/** `select exists(...)` for the row with this primary key, under whatever role and claims are set. */
function visibilityCheck(info: TableInfo, record: Record<string, unknown>): Statement {
  const pk = info.primaryKey.map(ident).join(', ');
  const rel = `${ident(info.schema)}.${ident(info.table)}`;
  return {
    text: `select exists(select 1 from ${rel} x where (${info.primaryKey.map((c) => `x.${ident(c)}`).join(', ')}) =
             (select ${pk} from jsonb_populate_record(null::${rel}, $1::jsonb))) as visible`,
    params: [JSON.stringify(pick(record, info.primaryKey))],
  };
}

const isTrue = (value: unknown) => value === true || value === 't';

/** Whether `claims` may SELECT the row right now (false when the check itself fails). */
async function canSee(db: Database, claims: JwtClaims, check: Statement): Promise<boolean> {
  try {
    const [result] = await db.batchAsRole(claims, [check], { readOnly: true });
    return isTrue(result.rows[0]?.visible);
  } catch {
    // no SELECT privilege on the table, or a policy that errors: the row is not visible
    return false;
  }
}

/**
 * Whether each of these callers may SELECT the row: one round trip for all of them (a read-only
 * transaction in which each check runs after its own caller's role and claims are set), so the
 * last of 50 subscribers is not kept waiting behind 49 transactions. One failing check fails the
 * batch; then each caller is checked alone, so one caller's error never hides the row from another.
 */
async function visibleTo(
  db: Database,
  callers: JwtClaims[],
  info: TableInfo,
  record: Record<string, unknown>,
): Promise<boolean[]> {
  const check = visibilityCheck(info, record);
  if (callers.length === 1) return [await canSee(db, callers[0], check)];
  const statements = callers.flatMap((claims, i) =>
    i === 0 ? [check] : [requestSettings(claims, { readOnly: true }), check],
  );
  try {
    const results = await db.batchAsRole(callers[0], statements, { readOnly: true });
    return callers.map((_, i) => isTrue(results[i === 0 ? 0 : 2 * i].rows[0]?.visible));
  } catch {
    return Promise.all(callers.map((claims) => canSee(db, claims, check)));
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
  const pending: { target: Target; claims: JwtClaims; key: string; ids: number[]; data: Record<string, unknown> }[] =
    [];
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
    const data: Record<string, unknown> = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commit_timestamp,
      type,
      columns: visibleColumns,
      errors: noPk ? ['Error 400: Bad Request, no primary key'] : null,
    };
    if (record !== undefined) data.record = noPk ? {} : record;
    if (old !== undefined) data.old_record = noPk ? {} : old;
    pending.push({ target, claims, key: JSON.stringify(claims), ids, data });
  }

  // INSERT and UPDATE reach only subscribers whose role and claims may SELECT the row now
  const visible = new Map<string, boolean>();
  if (!noPk && type !== 'DELETE') {
    const toCheck = new Map<string, JwtClaims>();
    for (const { claims, key } of pending) {
      if (claims.role === 'service_role') visible.set(key, true);
      else toCheck.set(key, claims);
    }
    if (toCheck.size > 0) {
      const answers = await visibleTo(db, [...toCheck.values()], info, full ?? {});
      [...toCheck.keys()].forEach((key, i) => {
        visible.set(key, answers[i]);
      });
    }
  }
  let sent = 0;
  for (const { target, key, ids, data } of pending) {
    if (!noPk && type !== 'DELETE' && !visible.get(key)) continue;
    target.send({ ids, data });
    sent++;
  }
  return sent;
}
