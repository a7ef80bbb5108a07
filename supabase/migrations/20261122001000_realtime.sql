-- Live updates for the notification bell and the project message board. Delivery still
-- checks each subscriber's row security.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;

alter publication supabase_realtime add table public.notifications, public.project_messages;
