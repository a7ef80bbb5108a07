-- The storage schema that policies use (storage tenant migrations up to 0063).
do $bootstrap$
begin
  if not exists (select 1 from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'storage' and t.typname = 'buckettype') then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS');
  end if;
end
$bootstrap$;

create table if not exists storage.migrations (
  id integer primary key,
  name varchar(100) not null unique,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  versioning_status text default 'DISABLED'
);
create unique index if not exists bname on storage.buckets using btree (name);
alter table storage.buckets enable row level security;

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean default false,
  is_versioned boolean default false
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres;

create or replace function storage.foldername(name text) returns text[] language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text language plpgsql immutable as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

create or replace function storage.operation() returns text language plpgsql stable as $$
begin
  return current_setting('storage.operation', true);
end
$$;

create or replace function storage.allow_only_operation(expected_operation text) returns boolean language plpgsql stable as $$
begin
  return current_setting('storage.operation', true) = expected_operation;
end
$$;

create or replace function storage.allow_any_operation(expected_operations text[]) returns boolean language plpgsql stable as $$
begin
  return current_setting('storage.operation', true) = any (expected_operations);
end
$$;

create or replace function storage.search(
  prefix text, bucketname text, limits int default 100, levels int default 1, offsets int default 0,
  search text default '', sortcolumn text default 'name', sortorder text default 'asc'
) returns table (name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz, metadata jsonb)
language plpgsql stable as $$
declare
  v_order text;
  v_column text;
begin
  v_order := case when lower(sortorder) = 'desc' then 'desc' else 'asc' end;
  v_column := case when sortcolumn in ('name', 'updated_at', 'created_at', 'last_accessed_at') then sortcolumn else 'name' end;
  return query execute
    'with entries as (
       select distinct on (o.path_tokens[$1]) o.path_tokens[$1] as name,
              case when array_length(o.path_tokens, 1) = $1 then o.id end as id,
              case when array_length(o.path_tokens, 1) = $1 then o.updated_at end as updated_at,
              case when array_length(o.path_tokens, 1) = $1 then o.created_at end as created_at,
              case when array_length(o.path_tokens, 1) = $1 then o.last_accessed_at end as last_accessed_at,
              case when array_length(o.path_tokens, 1) = $1 then o.metadata end as metadata
       from storage.objects o
       where o.bucket_id = $4 and o.name ilike $2 || $3 || ''%'' and array_length(o.path_tokens, 1) >= $1
       order by o.path_tokens[$1], array_length(o.path_tokens, 1) desc
     )
     select * from entries order by ' || quote_ident(v_column) || ' ' || v_order || ' nulls first limit $5 offset $6'
    using levels, prefix, search, bucketname, limits, offsets;
end
$$;

-- Hosted refuses direct deletes; the storage API sets storage.allow_delete_query to 'true'.
create or replace function storage.protect_delete() returns trigger language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using errcode = '42501',
            hint = 'This prevents accidental data loss from orphaned objects.';
  end if;
  return null;
end
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects for each statement execute function storage.protect_delete();
