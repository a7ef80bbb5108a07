// The three requests of the race, through supabase-js and as the SQL PostgREST would send for them.
import type { SupabaseClient } from '@supabase/supabase-js';

export const PAGE = 50;
/** list pages start at these offsets, in turn */
export const OFFSETS = [0, 50, 100, 150, 200, 250, 300, 350, 400, 450];
/** projects anon may read: status <> 'cancelled' (see schema.sql) */
export const VISIBLE_OPEN = 3750;

export type QueryName = 'list' | 'count' | 'byId';
export const QUERY_NAMES: QueryName[] = ['list', 'count', 'byId'];

export const DESCRIPTIONS: Record<QueryName, string> = {
  list:
    'projects?select=id,title,status,submission_deadline,brf_public_profiles(organization_name),' +
    `project_addresses(city,zip)&status=eq.open&order=created_at.desc (${PAGE} rows, offsets 0-450)`,
  count: `HEAD projects?select=*&status=eq.open, Prefer: count=exact`,
  byId: `projects?select=*,brf_public_profiles(organization_name),project_addresses(*)&id=eq.X, single object`,
};

export function restQueries(client: SupabaseClient, ids: string[]): Record<QueryName, (i: number) => Promise<void>> {
  return {
    async list(i) {
      const offset = OFFSETS[i % OFFSETS.length];
      const { data, error } = await client
        .from('projects')
        .select(
          `id, title, status, submission_deadline,
           brf_public_profiles(organization_name), project_addresses(city, zip)`,
        )
        .eq('status', 'open')
        .order('created_at', { ascending: false })
        .range(offset, offset + PAGE - 1);
      if (error || data?.length !== PAGE) throw new Error(`list: ${error?.message ?? data?.length}`);
    },
    async count() {
      const { count, error } = await client
        .from('projects')
        .select('*', { count: 'exact', head: true })
        .eq('status', 'open');
      if (error || count !== VISIBLE_OPEN) throw new Error(`count: ${error?.message ?? count}`);
    },
    async byId(i) {
      const { data, error } = await client
        .from('projects')
        .select('*, brf_public_profiles(organization_name), project_addresses(*)')
        .eq('id', ids[i % ids.length])
        .single();
      if (error || !data) throw new Error(`byId: ${error?.message}`);
    },
  };
}

// PostgREST's shape: a CTE for the rows, LATERAL joins for embeds, the body built by json_agg.
const BODY = `pg_catalog.count(_postgrest_t) AS page_total,
  nullif(current_setting('response.headers', true), '') AS response_headers,
  nullif(current_setting('response.status', true), '') AS response_status`;

const ADDRESSES_LATERAL = (columns: string) => `LEFT JOIN LATERAL (
    SELECT json_agg("projects_project_addresses_1")::json AS "projects_project_addresses_1"
    FROM (SELECT ${columns} FROM "public"."project_addresses" AS "project_addresses_1"
          WHERE "project_addresses_1"."project_id" = "public"."projects"."id") AS "projects_project_addresses_1"
  ) AS "projects_project_addresses_1" ON TRUE`;
const BRF_LATERAL = `LEFT JOIN LATERAL (
    SELECT "brf_public_profiles_1"."organization_name" AS "organization_name"
    FROM "public"."brf_public_profiles" AS "brf_public_profiles_1"
    WHERE "brf_public_profiles_1"."id" = "public"."projects"."brf_id"
  ) AS "projects_brf_public_profiles_1" ON TRUE`;

export const SQL: Record<QueryName, string> = {
  list: `WITH pgrst_source AS (
  SELECT "public"."projects"."id", "public"."projects"."title", "public"."projects"."status",
    "public"."projects"."submission_deadline",
    row_to_json("projects_brf_public_profiles_1".*)::json AS "brf_public_profiles",
    COALESCE("projects_project_addresses_1"."projects_project_addresses_1", '[]') AS "project_addresses"
  FROM "public"."projects"
  ${BRF_LATERAL}
  ${ADDRESSES_LATERAL(`"project_addresses_1"."city" AS "city", "project_addresses_1"."zip" AS "zip"`)}
  WHERE "public"."projects"."status" = $1
  ORDER BY "public"."projects"."created_at" DESC LIMIT ${PAGE} OFFSET $2)
SELECT null::bigint AS total_result_set, ${BODY}, coalesce(json_agg(_postgrest_t), '[]')::text AS body
FROM (SELECT * FROM pgrst_source) _postgrest_t`,
  count: `SELECT pg_catalog.count(*) AS total FROM "public"."projects" WHERE "public"."projects"."status" = $1`,
  byId: `WITH pgrst_source AS (
  SELECT "public"."projects".*,
    row_to_json("projects_brf_public_profiles_1".*)::json AS "brf_public_profiles",
    COALESCE("projects_project_addresses_1"."projects_project_addresses_1", '[]') AS "project_addresses"
  FROM "public"."projects"
  ${BRF_LATERAL}
  ${ADDRESSES_LATERAL(`"project_addresses_1".*`)}
  WHERE "public"."projects"."id" = $1)
SELECT null::bigint AS total_result_set, ${BODY}, coalesce((json_agg(_postgrest_t)->0)::text, 'null') AS body
FROM (SELECT * FROM pgrst_source) _postgrest_t`,
};

export function sqlParams(name: QueryName, i: number, ids: string[]): unknown[] {
  if (name === 'list') return ['open', OFFSETS[i % OFFSETS.length]];
  if (name === 'count') return ['open'];
  return [ids[i % ids.length]];
}

/** Checks a baseline answer the way the REST side checks its response. */
export function checkSqlRow(name: QueryName, row: Record<string, unknown> | undefined): void {
  if (name === 'list' && (JSON.parse(String(row?.body)) as unknown[]).length !== PAGE)
    throw new Error('list: bad SQL result');
  if (name === 'count' && Number(row?.total) !== VISIBLE_OPEN)
    throw new Error(`count: bad SQL result ${String(row?.total)}`);
  if (name === 'byId' && Number(row?.page_total) !== 1) throw new Error('byId: bad SQL result');
}

/** The transaction-local settings PostgREST sends before each request's statement (one statement). */
export const SETTINGS_SQL = `select set_config('search_path', $1, true), set_config('role', $2, true),
  set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
  set_config('request.path', $5, true), set_config('request.headers', $6, true),
  set_config('request.cookies', '{}', true), set_config('transaction_read_only', 'on', true)`;
