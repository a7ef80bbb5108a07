// npm run gen:types: applies the project's migrations to a scratch database (or reads
// DATABASE_URL) and writes packages/supabase/src/database.types.ts as `supabase gen types
// typescript` would.  Options: --project-root <dir>, --out <file>, --schema <name>.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findProjectRoot } from './config.ts';
import { openPglite, openPostgres } from './db/index.ts';
import { prepareDatabase } from './bootstrap/index.ts';
import { pgliteTemplate } from './bootstrap/template.ts';
import { mentionedExtensions } from './bootstrap/extensions.ts';
import { introspect } from './typegen/introspect.ts';
import { renderTypes } from './typegen/render.ts';
import type { Database } from './types.ts';
import { readdirSync, readFileSync, existsSync } from 'node:fs';

export async function generateTypes(db: Database, schema = 'public'): Promise<string> {
  return renderTypes(await introspect(db, schema));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'project-root': { type: 'string' }, out: { type: 'string' }, schema: { type: 'string' } },
  });
  const projectRoot = values['project-root'] ? resolve(values['project-root']) : findProjectRoot(process.cwd());
  const out = resolve(values.out ?? join(projectRoot, 'packages', 'supabase', 'src', 'database.types.ts'));
  const log = (level: string, msg: string) => {
    if (level === 'warn' || level === 'error') console.error(`[gen:types] ${msg}`);
  };
  let db: Database;
  if (process.env.DATABASE_URL) {
    db = await openPostgres(process.env.DATABASE_URL);
  } else {
    const dir = join(projectRoot, 'supabase', 'migrations');
    const texts = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.sql'))
          .map((f) => readFileSync(join(dir, f), 'utf8'))
      : [];
    db = await openPglite(null, mentionedExtensions(texts), { loadDataDir: await pgliteTemplate() });
    await prepareDatabase(db, projectRoot, log);
  }
  try {
    const text = await generateTypes(db, values.schema ?? 'public');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    console.log(`Wrote ${out}`);
  } finally {
    await db.close();
  }
}

if (import.meta.main) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
