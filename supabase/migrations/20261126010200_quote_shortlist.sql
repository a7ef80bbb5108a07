-- The board's star on a quote is its private shortlist. Row security cannot hide one column of a
-- row the provider may read, so the star lives in a table of its own that only the project's
-- owner (and admins at aal2) can read: a provider reading its quote learns nothing of it.

create table public.quote_stars (
  quote_id uuid primary key references public.quotes (id) on delete cascade,
  starred_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now()
);
create index quote_stars_starred_by_idx on public.quote_stars (starred_by);

insert into public.quote_stars (quote_id, created_at)
select id, updated_at from public.quotes where is_starred;

-- The owner of the quote's project (a soft-deleted project has no owner any more).
create function private.owns_quote_project(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.quotes q where q.id = p_quote_id and private.is_project_owner(q.project_id))
$$;

create function private.stamp_quote_star() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() then
    new.starred_by := (select auth.uid());
    new.created_at := now();
  end if;
  return new;
end;
$$;

create trigger quote_stars_stamp before insert on public.quote_stars
  for each row execute function private.stamp_quote_star();

alter table public.quote_stars enable row level security;
grant select, delete on public.quote_stars to authenticated;
grant insert (quote_id) on public.quote_stars to authenticated;
revoke all on function private.owns_quote_project(uuid) from public, anon;
grant execute on function private.owns_quote_project(uuid) to authenticated, service_role;

create policy "The project owner and admins read stars" on public.quote_stars
  for select to authenticated using (private.owns_quote_project(quote_id) or (select private.is_admin()));
create policy "The project owner stars quotes" on public.quote_stars
  for insert to authenticated with check (private.owns_quote_project(quote_id));
create policy "The project owner removes stars" on public.quote_stars
  for delete to authenticated using (private.owns_quote_project(quote_id));

-- quotes without the column: the owner marks them viewed, nothing else
create or replace function private.guard_quote() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if private.is_api_user() then
      if new.status <> 'submitted' then
        raise exception 'A new quote must have status submitted.' using errcode = '23514';
      end if;
      new.is_viewed := false;
      new.viewed_at := null;
      new.created_at := now();
      if private.project_is_full(new.project_id) then
        raise exception 'This project has reached its maximum number of bids.' using errcode = '23514';
      end if;
    end if;
    new.updated_at := new.created_at;
    return new;
  end if;

  new.created_at := old.created_at;
  if private.is_api_user() then
    if private.is_project_owner(old.project_id) then
      if new.quote_amount is distinct from old.quote_amount or new.description is distinct from old.description then
        raise exception 'Project owners may only mark quotes as viewed.' using errcode = '42501';
      end if;
    elsif new.is_viewed is distinct from old.is_viewed or new.viewed_at is distinct from old.viewed_at then
      raise exception 'Only the project owner can mark a quote as viewed.' using errcode = '42501';
    end if;
  end if;
  if new.is_viewed and not old.is_viewed and new.viewed_at is null then
    new.viewed_at := now();
  end if;
  if new.quote_amount is distinct from old.quote_amount or new.description is distinct from old.description then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

alter table public.quotes drop column is_starred;
