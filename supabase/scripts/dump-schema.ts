// Prints the normalised schema a folder of migrations makes on PostgreSQL (DATABASE_URL), the way the
// schema-equality test compares it:
//   DATABASE_URL=postgresql://... node supabase/scripts/dump-schema.ts supabase/migrations > schema.sql
import { resolve } from 'node:path';
import { dumpSchema } from '../tests/helpers/schema-dump.ts';

const [dir] = process.argv.slice(2);
if (!process.env.DATABASE_URL || !dir) {
  console.error('usage: DATABASE_URL=postgresql://... node supabase/scripts/dump-schema.ts <migrations-dir>');
  process.exit(2);
}
process.stdout.write(`${await dumpSchema(process.env.DATABASE_URL, resolve(dir))}\n`);
