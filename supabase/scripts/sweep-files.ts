// npm run sweep:files -w supabase: one sweep of the stored files nothing refers to, from any
// machine with the project's URL and service-role key (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY).
// The same sweep as the sweep-files Edge Function, which pg_cron runs hourly on a hosted project.
import { createClient } from '@supabase/supabase-js';
import { sweepUnreferencedFiles } from '../functions/sweep-files/sweep.ts';

const url = process.env.SUPABASE_URL;
const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !key) {
  console.error("sweep-files: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project's service-role key)");
  process.exit(2);
}
const swept = await sweepUnreferencedFiles(
  createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } }),
);
const listed = swept.map((f) => `\n  ${f.bucket_id}/${f.name}`).join('');
console.log(`sweep-files: removed ${swept.length} unreferenced file(s)${listed}`);
