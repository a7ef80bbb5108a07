// A bare PGlite on the benchmark's data directory, in its own process: the yardstick for warm
// start (spawn to first answer) and for memory at rest.
// argv: <dataDir> <project id>. Prints `ready` after the first answer; on the line `queries` on
// stdin it runs the three requests' SQL once as anon and prints `done`; stdin closed: it closes.
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { QUERY_NAMES, SETTINGS_SQL, SQL, checkSqlRow, sqlParams } from './queries.ts';
import { ANON_CLAIMS, ANON_HEADERS } from './claims.ts';

const [dataDir, projectId] = process.argv.slice(2);
const pg = await PGlite.create({ dataDir });
await pg.query('select id from public.projects limit 1');
process.stdout.write('ready\n');

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() !== 'queries') return;
  void (async () => {
    for (const name of QUERY_NAMES) {
      await pg.transaction(async (tx) => {
        await tx.query(SETTINGS_SQL, ['public, extensions', 'anon', ANON_CLAIMS, 'GET', '/projects', ANON_HEADERS]);
        checkSqlRow(
          name,
          (await tx.query<Record<string, unknown>>(SQL[name], sqlParams(name, 0, [projectId]))).rows[0],
        );
      });
    }
    process.stdout.write('done\n');
  })();
});
lines.on('close', () => {
  void pg.close().then(() => process.exit(0));
});
