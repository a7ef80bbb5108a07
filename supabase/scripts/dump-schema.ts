// Prints the normalised schema a folder of SQL files makes on PostgreSQL (DATABASE_URL), the way
// tests/schemas.postgres.test.ts compares supabase/migrations with supabase/schemas:
//   DATABASE_URL=postgresql://... node supabase/scripts/dump-schema.ts supabase/migrations > migrations.sql
//   DATABASE_URL=postgresql://... node supabase/scripts/dump-schema.ts supabase/schemas > schemas.sql
//   diff migrations.sql schemas.sql
import { resolve } from 'node:path';
import { dumpSchema } from '../tests/helpers/schema-dump.ts';

const [dir] = process.argv.slice(2);
if (!process.env.DATABASE_URL || !dir) {
  console.error(
    'usage: DATABASE_URL=postgresql://... node supabase/scripts/dump-schema.ts <migrations-or-schemas-dir>',
  );
  process.exit(2);
}
process.stdout.write(`${await dumpSchema(process.env.DATABASE_URL, resolve(dir))}\n`);
