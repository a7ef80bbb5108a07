// Which extensions a project's migrations need, and which the embedded database cannot have.

/** Supabase extensions PGlite does not ship: CREATE EXTENSION for them is skipped with a notice. */
export const UNAVAILABLE_ON_PGLITE = new Set([
  'pg_graphql',
  'pg_net',
  'supabase_vault',
  'pgjwt',
  'pg_cron',
  'pgsodium',
  'pg_stat_monitor',
  'pgaudit',
  'plpgsql_check',
  'pg_hashids',
  'pg_jsonschema',
  'wrappers',
  'index_advisor',
  'http',
  'pgmq',
  'postgis',
  'pgroonga',
  'rum',
  'timescaledb',
  'pg_repack',
  'hypopg',
  'pgrouting',
  'pgtap',
]);

/** Contrib bundles PGlite 0.5.16 ships, keyed by SQL extension name, to the module export. */
export const PGLITE_CONTRIB: Record<string, string> = {
  pgcrypto: 'pgcrypto',
  'uuid-ossp': 'uuid_ossp',
  pg_trgm: 'pg_trgm',
  citext: 'citext',
  hstore: 'hstore',
  ltree: 'ltree',
  btree_gist: 'btree_gist',
  btree_gin: 'btree_gin',
  tablefunc: 'tablefunc',
  unaccent: 'unaccent',
  fuzzystrmatch: 'fuzzystrmatch',
  cube: 'cube',
  earthdistance: 'earthdistance',
  isn: 'isn',
  seg: 'seg',
  bloom: 'bloom',
  pg_stat_statements: 'pg_stat_statements',
  dict_int: 'dict_int',
  dict_xsyn: 'dict_xsyn',
  intarray: 'intarray',
  lo: 'lo',
  tcn: 'tcn',
  tsm_system_rows: 'tsm_system_rows',
  tsm_system_time: 'tsm_system_time',
  amcheck: 'amcheck',
  pg_walinspect: 'pg_walinspect',
  pg_visibility: 'pg_visibility',
  pg_buffercache: 'pg_buffercache',
  pg_freespacemap: 'pg_freespacemap',
  pageinspect: 'pageinspect',
  pg_surgery: 'pg_surgery',
  auto_explain: 'auto_explain',
  file_fdw: 'file_fdw',
  moddatetime: 'moddatetime',
};

const CREATE_EXTENSION = /create\s+extension\s+(?:if\s+not\s+exists\s+)?("?)([A-Za-z0-9_-]+)\1/gi;

/** Extension names mentioned by CREATE EXTENSION anywhere in the given SQL texts. */
export function mentionedExtensions(sqlTexts: string[]): Set<string> {
  const names = new Set<string>();
  for (const sql of sqlTexts) for (const m of sql.matchAll(CREATE_EXTENSION)) names.add(m[2].toLowerCase());
  return names;
}
