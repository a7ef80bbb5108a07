// --reset against a PostgreSQL server: drop what bootstrap and migrations created.
import type { Database } from '../types.ts';

const SCHEMAS = [
  'public',
  'auth',
  'storage',
  'realtime',
  'graphql',
  'graphql_public',
  'vault',
  'supabase_migrations',
  '_local',
  'extensions',
  'cron',
  'net',
];

export async function resetPostgres(db: Database): Promise<void> {
  const drops = SCHEMAS.map((s) => `drop schema if exists ${s} cascade;`).join('\n');
  await db.exec(`${drops}
drop publication if exists supabase_realtime;
create schema public;
grant all on schema public to public;`);
}
