-- The request is frozen at the first quote (decision 0025). Bidders answer the request as it
-- stood when they quoted, so the board's minutes must be able to say what that was and what
-- changed afterwards. When the first quote arrives the database keeps the request as it stood
-- (title, description, categories, files, required terms, sealed bids, deadline, max bids); every
-- later change of the title, the description, the categories or the files becomes a numbered
-- addendum with its time and author, written by the database (never by clients) and told to
-- every bidder and follower in the app and by e-mail. A file of a frozen request is never
-- deleted: it is withdrawn by an addendum and stays in the record. The required quote terms and
-- sealed bids stay fixed once a quote exists (*_sealed_bids.sql).

-- ---------------------------------------------------------------------------------------------
-- The request as it stood at the first quote

create table public.project_request_snapshots (
  project_id uuid primary key references public.projects (id) on delete cascade,
  title text not null,
  description text not null,
  -- the categories' stored (Swedish) names, sorted
  categories jsonb not null default '[]'::jsonb check (jsonb_typeof(categories) = 'array'),
  -- [{id, file_name, file_type, file_size, storage_path, uploaded_at}]
  files jsonb not null default '[]'::jsonb check (jsonb_typeof(files) = 'array'),
  required_quote_terms text[] not null default '{}',
  sealed_bids boolean not null,
  submission_deadline timestamptz not null,
  max_bids integer,
  taken_at timestamptz not null default now()
);
alter table public.project_request_snapshots enable row level security;

-- The board files the record; everyone else reads the request as it is now and its addenda.
create policy "The board and admins read the request as it stood" on public.project_request_snapshots
  for select to authenticated using (
    (private.project_role(project_id) is not null and private.project_visible(project_id))
    or (select private.is_admin()));

-- A numbered change to a frozen request. `changes` names what changed; the columns hold the
-- change: the new title or description, the categories after it, the files it added or withdrew.
create table public.project_addenda (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  number integer not null check (number >= 1),
  changes text[] not null check (cardinality(changes) >= 1
    and changes <@ array['title', 'description', 'categories', 'files_added', 'files_withdrawn']),
  title text,
  description text,
  categories jsonb check (jsonb_typeof(categories) = 'array'),
  -- [{id, file_name, file_type, file_size, storage_path, uploaded_at}]
  files_added jsonb not null default '[]'::jsonb check (jsonb_typeof(files_added) = 'array'),
  files_withdrawn jsonb not null default '[]'::jsonb check (jsonb_typeof(files_withdrawn) = 'array'),
  made_by uuid references auth.users (id) on delete set null,
  made_by_name text,
  created_at timestamptz not null default now(),
  constraint project_addenda_number unique (project_id, number)
);
create index project_addenda_made_by_idx on public.project_addenda (made_by);
alter table public.project_addenda enable row level security;

create policy "Everyone who reads the project reads its addenda" on public.project_addenda
  for select to authenticated using (private.can_read_project_details(project_id));

-- A withdrawn file stays (its row, its object) with the addendum that withdrew it.
alter table public.project_attachments
  add column withdrawn_at timestamptz,
  add column withdrawn_by uuid references auth.users (id) on delete set null,
  add column withdrawn_in integer,
  add constraint project_attachments_withdrawn check ((withdrawn_at is null) = (withdrawn_in is null));
create index project_attachments_withdrawn_by_idx on public.project_attachments (withdrawn_by);

-- The record never changes. Only the database's addendum writer merges a change into the addendum
-- its transaction is writing; a project's deletion takes its record with it, and a deleted
-- account leaves its addenda without the name (foreign keys: nested triggers).
create function private.guard_request_record() returns trigger
language plpgsql set search_path = '' as $$
begin
  if pg_trigger_depth() > 1 and tg_op = 'DELETE' then
    return old;
  end if;
  if tg_table_name = 'project_addenda' and tg_op = 'UPDATE' then
    if current_setting('brf.recording_addendum', true) = 'on' then
      return new;
    end if;
    if pg_trigger_depth() > 1 and (to_jsonb(new) ->> 'made_by') is null and (to_jsonb(old) ->> 'made_by') is not null
       and (to_jsonb(new) - 'made_by' - 'made_by_name') = (to_jsonb(old) - 'made_by' - 'made_by_name') then
      return jsonb_populate_record(new, jsonb_build_object('made_by_name', null));
    end if;
  end if;
  raise exception 'The request''s record never changes: a change to the request is a new addendum.'
    using errcode = '42501';
end;
$$;

create trigger project_request_snapshots_fixed before update or delete on public.project_request_snapshots
  for each row execute function private.guard_request_record();
create trigger project_addenda_fixed before update or delete on public.project_addenda
  for each row execute function private.guard_request_record();

-- ---------------------------------------------------------------------------------------------
-- Freezing

create function private.request_frozen(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.project_request_snapshots s where s.project_id = p_project_id)
$$;

create function private.request_categories(p_project_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(c.name order by c.name), '[]'::jsonb)
  from public.project_service_categories pc join public.service_categories c on c.id = pc.service_category_id
  where pc.project_id = p_project_id
$$;

create function private.request_file(p_file public.project_attachments) returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('id', p_file.id, 'file_name', p_file.file_name, 'file_type', p_file.file_type,
    'file_size', p_file.file_size, 'storage_path', p_file.storage_path, 'uploaded_at', p_file.created_at)
$$;

create function private.freeze_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if private.request_frozen(new.project_id) then
    return null;
  end if;
  insert into public.project_request_snapshots (project_id, title, description, categories, files,
    required_quote_terms, sealed_bids, submission_deadline, max_bids, taken_at)
  select p.id, p.title, p.description, private.request_categories(p.id),
    coalesce((select jsonb_agg(private.request_file(a) order by a.created_at, a.id)
      from public.project_attachments a where a.project_id = p.id and a.withdrawn_at is null), '[]'::jsonb),
    p.required_quote_terms, p.sealed_bids, p.submission_deadline, p.max_bids, new.created_at
  from public.projects p where p.id = new.project_id
  on conflict (project_id) do nothing;
  return null;
end;
$$;

create trigger quotes_freeze_request after insert on public.quotes
  for each row execute function private.freeze_request();

-- Projects quoted on before this migration: their record begins now, with the request as it is.
insert into public.project_request_snapshots (project_id, title, description, categories, files,
  required_quote_terms, sealed_bids, submission_deadline, max_bids, taken_at)
select p.id, p.title, p.description, private.request_categories(p.id),
  coalesce((select jsonb_agg(private.request_file(a) order by a.created_at, a.id)
    from public.project_attachments a where a.project_id = p.id), '[]'::jsonb),
  p.required_quote_terms, p.sealed_bids, p.submission_deadline, p.max_bids, now()
from public.projects p where exists (select 1 from public.quotes q where q.project_id = p.id);

-- ---------------------------------------------------------------------------------------------
-- Addenda: one per transaction and author, so a change that takes several rows (replacing the
-- categories) is one addendum. It is told at commit, with everything the transaction put in it.

-- Returns the addendum's number: null when the request is not frozen, or when nobody signed in
-- made the change (seeds, imports and the service role write history as given, and tell nobody).
create function private.record_addendum(p_project_id uuid, p_change text, p_value jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := (select auth.uid());
  v_addendum public.project_addenda;
begin
  if v_user is null then
    return null;
  end if;
  -- one writer at a time per project, so the numbers follow each other
  perform 1 from public.project_request_snapshots s where s.project_id = p_project_id for update;
  if not found then
    return null;
  end if;
  select * into v_addendum from public.project_addenda a
  where a.project_id = p_project_id and a.created_at = now() and a.made_by is not distinct from v_user;
  if not found then
    insert into public.project_addenda (project_id, number, changes, made_by, made_by_name)
    select p_project_id, coalesce(max(a.number), 0) + 1, array[p_change], v_user, private.person_name(v_user)
    from public.project_addenda a where a.project_id = p_project_id
    returning * into v_addendum;
  end if;
  perform set_config('brf.recording_addendum', 'on', true);
  update public.project_addenda a set
    changes = case when p_change = any (a.changes) then a.changes else a.changes || p_change end,
    title = case when p_change = 'title' then p_value #>> '{}' else a.title end,
    description = case when p_change = 'description' then p_value #>> '{}' else a.description end,
    categories = case when p_change = 'categories' then p_value else a.categories end,
    files_added = case when p_change = 'files_added' then a.files_added || jsonb_build_array(p_value)
      else a.files_added end,
    files_withdrawn = case when p_change = 'files_withdrawn' then a.files_withdrawn || jsonb_build_array(p_value)
      else a.files_withdrawn end
  where a.id = v_addendum.id;
  perform set_config('brf.recording_addendum', 'off', true);
  return v_addendum.number;
end;
$$;

create function private.on_request_text_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.deleted_at is not null then
    return null;
  end if;
  if new.title is distinct from old.title then
    perform private.record_addendum(new.id, 'title', to_jsonb(new.title));
  end if;
  if new.description is distinct from old.description then
    perform private.record_addendum(new.id, 'description', to_jsonb(new.description));
  end if;
  return null;
end;
$$;

create trigger projects_request_addenda after update of title, description on public.projects
  for each row execute function private.on_request_text_changed();

create function private.on_request_categories_changed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_project_id uuid := case tg_op when 'DELETE' then old.project_id else new.project_id end;
begin
  -- a project being deleted takes its categories with it: no addendum
  if exists (select 1 from public.projects p where p.id = v_project_id and p.deleted_at is null) then
    perform private.record_addendum(v_project_id, 'categories', private.request_categories(v_project_id));
  end if;
  return null;
end;
$$;

create trigger project_service_categories_request_addenda after insert or delete on public.project_service_categories
  for each row execute function private.on_request_categories_changed();

create function private.on_request_file_added() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.record_addendum(new.project_id, 'files_added', private.request_file(new));
  return null;
end;
$$;

create trigger project_attachments_request_addenda after insert on public.project_attachments
  for each row execute function private.on_request_file_added();

-- A file of a frozen request stays in the record (invoker: the API user is who it is).
create function private.guard_request_file() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and private.request_frozen(old.project_id)
     and exists (select 1 from public.projects p where p.id = old.project_id) then
    raise exception 'A quote has arrived, so this file is part of the request''s record: withdraw it instead. It stays in the record.'
      using errcode = '23514';
  end if;
  return old;
end;
$$;

create trigger project_attachments_request_record before delete on public.project_attachments
  for each row execute function private.guard_request_file();

-- Nor can its stored object be removed or replaced (through the API, with its row in place).
create function private.is_request_record_file(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.project_attachments a join public.project_request_snapshots s on s.project_id = a.project_id
    where a.storage_path = p_name)
$$;

create policy "A file of a frozen request stays" on storage.objects
  as restrictive for delete to authenticated
  using (bucket_id <> 'project-files' or not private.is_request_record_file(name));

create policy "A file of a frozen request is not replaced" on storage.objects
  as restrictive for update to authenticated
  using (bucket_id <> 'project-files' or not private.is_request_record_file(name));

-- Withdrawing a file: the board member who may manage the project, once, after the first quote.
create function private.withdraw_project_file(p_attachment_id uuid) returns public.project_attachments
language plpgsql security definer set search_path = '' as $$
declare
  v_file public.project_attachments;
  v_number integer;
begin
  select * into v_file from public.project_attachments a where a.id = p_attachment_id for update;
  if not found or not private.can_read_project_details(v_file.project_id) then
    raise exception 'File not found.' using errcode = 'P0002';
  end if;
  if not private.is_project_owner(v_file.project_id) then
    raise exception 'Only project owners can delete files.' using errcode = '42501';
  end if;
  if v_file.withdrawn_at is not null then
    raise exception 'This file has already been withdrawn.' using errcode = '23514';
  end if;
  v_number := private.record_addendum(v_file.project_id, 'files_withdrawn',
    private.request_file(v_file) || jsonb_build_object('withdrawn_at', now()));
  if v_number is null then
    raise exception 'No quote has arrived yet, so this file can simply be deleted.' using errcode = '23514';
  end if;
  update public.project_attachments a
  set withdrawn_at = now(), withdrawn_by = (select auth.uid()), withdrawn_in = v_number
  where a.id = p_attachment_id
  returning * into v_file;
  return v_file;
end;
$$;

create function public.withdraw_project_file(p_attachment_id uuid) returns public.project_attachments
language sql security invoker set search_path = '' as $$
  select * from private.withdraw_project_file(p_attachment_id)
$$;

-- ---------------------------------------------------------------------------------------------
-- Told: every bidder and follower, in the app and by e-mail by default

do $$
declare
  v_types text[];
begin
  -- the types every earlier migration allowed, and this one's
  select array_agg(distinct m[1] order by m[1]) into v_types
  from pg_constraint c cross join lateral regexp_matches(pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g') m
  where c.conrelid = 'public.notifications'::regclass and c.conname = 'notifications_type_check';
  alter table public.notifications drop constraint notifications_type_check;
  -- written as a list of literals, the form the next migration that adds a type reads back
  execute format('alter table public.notifications add constraint notifications_type_check check (type in (%s))',
    (select string_agg(quote_literal(t), ', ' order by t) from unnest(v_types || array['request_addendum']) t));
end;
$$;

alter table public.notification_preferences
  add column request_addendum boolean not null default true,
  add column email_request_addendum boolean not null default true;

-- A type's e-mail default is its email_ column's default: one place says it, for every type.
create or replace function private.email_default(p_type text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select pg_get_expr(d.adbin, d.adrelid) = 'true'
    from pg_catalog.pg_attribute a join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = 'public.notification_preferences'::regclass and a.attname = 'email_' || p_type
      and not a.attisdropped), false)
$$;

create function private.announce_addendum() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_addendum public.project_addenda;
  v_title text;
begin
  select * into v_addendum from public.project_addenda a where a.id = new.id;
  select p.title into v_title from public.projects p where p.id = v_addendum.project_id and p.deleted_at is null;
  if not found then
    return null;
  end if;
  insert into public.notifications (user_id, project_id, type, message, params)
  select audience.user_id, v_addendum.project_id, 'request_addendum',
    format('Addendum %s to "%s": the board changed the request. Read what changed before you send or keep your quote.',
      v_addendum.number, v_title),
    jsonb_build_object('title', v_title, 'number', v_addendum.number, 'changes', to_jsonb(v_addendum.changes))
  from private.project_audience(v_addendum.project_id) audience
  where audience.user_id is distinct from v_addendum.made_by;
  return null;
end;
$$;

-- at commit: an addendum the transaction is still adding to is told once, whole
create constraint trigger project_addenda_announce after insert on public.project_addenda
  deferrable initially deferred
  for each row execute function private.announce_addendum();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.guard_request_record(), private.request_frozen(p_project_id uuid),
  private.request_categories(p_project_id uuid), private.request_file(p_file public.project_attachments),
  private.freeze_request(), private.record_addendum(p_project_id uuid, p_change text, p_value jsonb),
  private.on_request_text_changed(), private.on_request_categories_changed(), private.on_request_file_added(),
  private.guard_request_file(), private.is_request_record_file(p_name text),
  private.withdraw_project_file(p_attachment_id uuid), private.announce_addendum() from public;
revoke all on function public.withdraw_project_file(p_attachment_id uuid) from public, anon;
grant execute on function private.request_frozen(p_project_id uuid), private.guard_request_file(),
  private.is_request_record_file(p_name text), private.withdraw_project_file(p_attachment_id uuid),
  public.withdraw_project_file(p_attachment_id uuid) to authenticated;
grant execute on function private.guard_request_record(), private.request_frozen(p_project_id uuid),
  private.request_categories(p_project_id uuid), private.request_file(p_file public.project_attachments),
  private.freeze_request(), private.record_addendum(p_project_id uuid, p_change text, p_value jsonb),
  private.on_request_text_changed(), private.on_request_categories_changed(), private.on_request_file_added(),
  private.guard_request_file(), private.is_request_record_file(p_name text), private.announce_addendum()
  to service_role;
grant select on table public.project_request_snapshots, public.project_addenda to authenticated;
