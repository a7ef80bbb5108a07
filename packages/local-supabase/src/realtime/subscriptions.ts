// A channel's postgres_changes bindings, validated at join and given the ids the client matches.
import type { Caller } from '../types.ts';
import { FilterError, parseFilter, type Condition } from './filters.ts';
import type { TableCatalog } from './tables.ts';

export interface Binding {
  id: number;
  event: string;
  schema: string;
  table?: string;
  filter?: string;
  conditions: Condition[];
}

export interface Channel {
  topic: string;
  joinRef: string | null;
  caller: Caller;
  bindings: Binding[];
  broadcastSelf: boolean;
  expiryTimer: NodeJS.Timeout | null;
}

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);
const MAX_BINDINGS = 100;

export class JoinError extends Error {}

/** A stable positive id per binding, like the real server's hash of the binding's params. */
function bindingId(event: string, schema: string, table?: string, filter?: string): number {
  const text = JSON.stringify([event, schema, table ?? null, filter ?? null]);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 134217727) + 1;
}

export async function parseBindings(raw: unknown, catalog: TableCatalog): Promise<Binding[]> {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new JoinError('postgres_changes must be a list');
  if (raw.length > MAX_BINDINGS)
    throw new JoinError(`Unable to subscribe: more than ${MAX_BINDINGS} postgres_changes bindings`);
  const out: Binding[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') throw new JoinError('each postgres_changes entry must be an object');
    const { event, schema, table, filter } = item as Record<string, unknown>;
    if (typeof event !== 'string' || !EVENTS.has(event.toUpperCase())) {
      throw new JoinError(
        `Unable to subscribe: invalid event ${JSON.stringify(event)}, expected *, INSERT, UPDATE or DELETE`,
      );
    }
    if (typeof schema !== 'string' || schema === '') throw new JoinError('Unable to subscribe: schema is required');
    if (table !== undefined && table !== null && typeof table !== 'string')
      throw new JoinError('Unable to subscribe: table must be a string');
    if (filter !== undefined && filter !== null && typeof filter !== 'string')
      throw new JoinError('Unable to subscribe: filter must be a string');
    let conditions: Condition[];
    try {
      conditions = parseFilter((filter as string | null | undefined) ?? '');
    } catch (err) {
      if (err instanceof FilterError) throw new JoinError(`Error parsing \`filter\` params: ${err.message}`);
      throw err;
    }
    const tableName = (table as string | null | undefined) ?? undefined;
    if (tableName && tableName !== '*' && schema !== '*') {
      const info = await catalog.get(schema, tableName);
      if (!info) {
        throw new JoinError(
          'Unable to subscribe to changes with given parameters. ' +
            'Please check Realtime is enabled for the given connect parameters: ' +
            `[schema: ${schema}, table: ${tableName}, filters: [${filter ?? ''}]]`,
        );
      }
      for (const c of conditions) {
        if (!info.columns.some((col) => col.name === c.column)) {
          throw new JoinError(`Unable to subscribe: column "${c.column}" does not exist in ${schema}.${tableName}`);
        }
      }
    } else if (conditions.length > 0) {
      throw new JoinError('Unable to subscribe: a filter needs a table');
    }
    const filterText = (filter as string | null | undefined) ?? undefined;
    out.push({
      id: bindingId(event, schema, tableName, filterText),
      event,
      schema,
      ...(tableName !== undefined ? { table: tableName } : {}),
      ...(filterText !== undefined ? { filter: filterText } : {}),
      conditions,
    });
  }
  return out;
}

/** The key under which the capture trigger learns that someone listens. */
export function listenKey(b: Binding): [string, string] {
  return [b.schema, b.table ?? '*'];
}

export function bindingMatches(b: Binding, schema: string, table: string, type: string): boolean {
  if (b.schema !== '*' && b.schema !== schema) return false;
  if (b.table !== undefined && b.table !== '*' && b.table !== table) return false;
  return b.event === '*' || b.event.toUpperCase() === type;
}
