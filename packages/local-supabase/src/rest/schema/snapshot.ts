// The catalog as last read, saved in the data directory with the DDL generation it was read at.
// A warm start whose generation still matches builds the schema cache from it instead of reading
// the catalog (and parsing view definitions) again.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalog } from './introspection.ts';

const FILE = 'local-supabase-schema-cache.json';
const FORMAT = 1;

interface Saved {
  format: number;
  generation: string;
  schemas: string[];
  catalog: Catalog;
}

export function readSnapshot(dataDir: string, generation: string, schemas: string[]): Catalog | null {
  try {
    const saved = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8')) as Saved;
    const same =
      saved.format === FORMAT && saved.generation === generation && saved.schemas.join(',') === schemas.join(',');
    return same ? saved.catalog : null;
  } catch {
    return null;
  }
}

export function writeSnapshot(dataDir: string, generation: string, schemas: string[], catalog: Catalog): void {
  const file = join(dataDir, FILE);
  const tmp = `${file}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ format: FORMAT, generation, schemas, catalog } satisfies Saved));
  renameSync(tmp, file);
}
