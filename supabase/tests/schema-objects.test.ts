// scripts/schema-objects.ts tells the author of a migration which schema file to edit alongside.
import { describe, expect, it } from 'vitest';
import { indexSchemas, placements } from '../scripts/schema-objects.ts';

const MIGRATION = `
alter table public.projects add column budget numeric(12, 2);
create or replace function private.may(p_project_id uuid, p_action text) returns boolean
language sql stable as $$ select true $$;
drop policy "Users delete their notifications" on public.notifications;
create policy "Users archive their notifications" on public.notifications for delete using (true);
create function private.open_bid_count(p_project_id uuid) returns integer
language sql stable as $$ select count(*)::integer from public.bid_openings $$;
create function public.open_bid_count(p_project_id uuid) returns integer
language sql stable as $$ select private.open_bid_count(p_project_id) $$;
revoke all on function private.open_bid_count(p_project_id uuid) from public;
grant select on table public.quote_stars to authenticated;
update public.projects set budget = 0;
`;

describe('schema-objects', () => {
  it("names the schema file of each object a migration touches, and a new object's likely one", async () => {
    const rows = await placements(await indexSchemas(), MIGRATION);
    const where = Object.fromEntries(rows.map((row) => [`${row.action} ${row.object}`, row.file]));
    expect(where).toEqual({
      'change table:public.projects': '01_tables.sql',
      'define function:private.may(uuid,text)': '02_helpers.sql',
      'drop policy:public.notifications:Users delete their notifications': '14_notifications.sql',
      'define policy:public.notifications:Users archive their notifications': '14_notifications.sql',
      'define function:private.open_bid_count(uuid)': '09_sealed_bids.sql',
      'define function:public.open_bid_count(uuid)': '09_sealed_bids.sql',
      'grant function:private.open_bid_count(uuid)': '09_sealed_bids.sql',
      'grant table:public.quote_stars': '08_quotes.sql',
      'data data:public.projects': null,
    });
  });
});
