-- Quotes: one per provider company and project, only in the provider's categories, before the
-- deadline and within max bids; the board marks them viewed and stars a private shortlist.
--
-- Comparable quotes ('nollställning', decision 0019). Besides the spec's amount and description a
-- quote states its price basis (VAT included or excluded), how long it stays valid, when the work
-- would start and how many weeks it takes, the warranty, the payment plan, the hourly rate for
-- changes and extra work (ÄTA), its reservations, and which standard contract it accepts (AB 04,
-- ABT 06 or neither). The board chooses when creating the project which of these a quote must
-- give; the database refuses a quote without them. Amounts are compared including VAT (25 %),
-- which a BRF pays and cannot deduct. Who reads a sealed quote: 09_sealed_bids.sql.

-- ---------------------------------------------------------------------------------------------
-- Quotes
create function private.project_is_full(p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select count(q.id) >= p.max_bids
    from public.projects p left join public.quotes q on q.project_id = p.id
    where p.id = p_project_id and p.max_bids is not null
    group by p.max_bids
  ), false)
$$;

-- quotes without the column: the owner marks them viewed, nothing else
create function private.guard_quote() returns trigger
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

create trigger quotes_guard before insert or update on public.quotes
  for each row execute function private.guard_quote();

-- Only on projects in the provider's categories.
create function private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.service_provider_profiles s
      join public.project_service_categories c on c.service_category_id = any (s.service_categories)
    where s.id = p_service_provider_id and c.project_id = p_project_id
  )
$$;

create function private.guard_quote_category() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_api_user() and not private.provider_serves_project(new.service_provider_id, new.project_id) then
    raise exception 'You can only quote on projects in your service categories.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger quotes_guard_category before insert on public.quotes
  for each row execute function private.guard_quote_category();

-- Viewed is one-way; the moment a quote was first viewed is the database's.
create function private.guard_quote_viewed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.is_viewed then
    if not new.is_viewed and private.is_api_user() then
      raise exception 'A viewed quote cannot be marked as unviewed.' using errcode = '23514';
    end if;
    new.is_viewed := true;
    new.viewed_at := old.viewed_at;
  elsif not new.is_viewed then
    new.viewed_at := null;
  elsif private.is_api_user() then
    -- the moment it was first viewed is the database's
    new.viewed_at := now();
  end if;
  return new;
end;
$$;

create trigger quotes_guard_viewed before update on public.quotes
  for each row execute function private.guard_quote_viewed();

-- A quote is read by its company, by the project's board once the bids are open and its
-- declaration clears the company, and by admins at aal2 once the bids are open.
create policy "Providers, cleared board members and admins read quotes" on public.quotes
  for select to authenticated using (
    ((select private.is_admin()) and not private.bids_sealed(project_id))
    or ((service_provider_id = (select private.current_provider_id())
        or (private.may(project_id, 'read_quotes') and private.sees_bidder(project_id, service_provider_id)))
      and private.project_visible(project_id)));

create policy "Providers quote on open projects before the deadline" on public.quotes
  for insert to authenticated with check (
    service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));

-- the provider edits amount and description while the project takes quotes; the owner marks
-- viewed and starred (which columns each may touch: private.guard_quote)
create policy "Providers edit open quotes, owners mark them" on public.quotes
  for update to authenticated
  using ((service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
    or private.is_project_owner(project_id))
  with check ((service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id))
    or private.is_project_owner(project_id));

create policy "Providers withdraw their quote before the deadline" on public.quotes
  for delete to authenticated
  using (service_provider_id = (select private.current_provider_id()) and private.project_accepts_quotes(project_id));

-- ---------------------------------------------------------------------------------------------
-- The quote's terms

-- What the project asks of its quotes (read for the quote's writer, who may not read the row).
create function private.quote_request(p_project_id uuid, out required_terms text[], out deadline timestamptz)
language sql stable security definer set search_path = '' as $$
  select p.required_quote_terms, p.submission_deadline from public.projects p where p.id = p_project_id
$$;

-- The terms a quote must give, the validity the terms promise, and who may write them (invoker:
-- the API user is who it is).
create function private.guard_quote_terms() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_request record := private.quote_request(new.project_id);
  v_missing text;
begin
  if tg_op = 'UPDATE' then
    if (new.price_basis, new.valid_until, new.planned_start, new.duration_weeks, new.warranty_years, new.payment_plan,
        new.hourly_rate, new.reservations, new.standard_terms)
      is not distinct from (old.price_basis, old.valid_until, old.planned_start, old.duration_weeks,
        old.warranty_years, old.payment_plan, old.hourly_rate, old.reservations, old.standard_terms) then
      return new;
    end if;
    if private.is_api_user() and new.service_provider_id is distinct from private.current_provider_id() then
      raise exception 'Project owners may only mark quotes as viewed.' using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  select t into v_missing from unnest(v_request.required_terms) t
    where (to_jsonb(new) -> t) is null or to_jsonb(new) -> t = 'null'::jsonb
    order by array_position(array['valid_until', 'planned_start', 'duration_weeks', 'warranty_years',
      'payment_plan', 'hourly_rate', 'reservations', 'standard_terms'], t)
    limit 1;
  if v_missing is not null then
    raise exception '%', case v_missing
      when 'valid_until' then 'Valid until is required.'
      when 'planned_start' then 'Planned start is required.'
      when 'duration_weeks' then 'Duration in weeks is required.'
      when 'warranty_years' then 'Warranty in years is required.'
      when 'payment_plan' then 'Payment plan is required.'
      when 'hourly_rate' then 'Hourly rate for changes and extra work is required.'
      when 'reservations' then 'Reservations are required.'
      else 'Standard contract is required.' end using errcode = '23514';
  end if;
  -- the terms make a quote binding until the deadline, so it is valid at least that long
  if new.valid_until is not null and new.valid_until < (v_request.deadline at time zone 'Europe/Stockholm')::date then
    raise exception 'A quote must be valid at least until the submission deadline.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger quotes_terms before insert or update on public.quotes
  for each row execute function private.guard_quote_terms();

-- ---------------------------------------------------------------------------------------------
-- The board's shortlist: a member who may star (chair, members, deputies) stars the quotes of a
-- visible project whose bidder it sees.
create function private.owns_quote_project(p_quote_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.quotes q
    where q.id = p_quote_id and private.may(q.project_id, 'star') and private.project_visible(q.project_id)
      and private.sees_bidder(q.project_id, q.service_provider_id)
  )
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

create policy "The project owner and admins read stars" on public.quote_stars
  for select to authenticated using (private.owns_quote_project(quote_id) or (select private.is_admin()));

create policy "The project owner stars quotes" on public.quote_stars
  for insert to authenticated with check (private.owns_quote_project(quote_id));

create policy "The project owner removes stars" on public.quote_stars
  for delete to authenticated using (private.owns_quote_project(quote_id));

-- ---------------------------------------------------------------------------------------------
-- The board's list: how many sealed quotes each of its projects holds (its list counts only the
-- quotes the reader may read, so a sealed project read 'Quotes: 0' under '3 new quotes'; a count
-- names no bidder: the seal's own receipts say as much).
create function private.sealed_quote_counts(p_project_ids uuid[])
returns table (project_id uuid, received integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if cardinality(p_project_ids) > 100 then
    raise exception 'p_project_ids may name at most 100 projects.' using errcode = '22023';
  end if;
  return query
    select p.id, (select count(*)::integer from public.quotes q
      where q.project_id = p.id and q.status <> 'withdrawn')
    from public.projects p
    where p.id = any (p_project_ids) and p.deleted_at is null
      and private.bids_sealed(p.id) and private.project_role(p.id) is not null;
end;
$$;

create function public.sealed_quote_counts(p_project_ids uuid[])
returns table (project_id uuid, received integer)
language sql stable security invoker set search_path = '' as $$
  select * from private.sealed_quote_counts(p_project_ids)
$$;

-- ---------------------------------------------------------------------------------------------
-- Freezing the request at the first quote (decision 0025): bidders answer the request as it stood
-- when they quoted (title, description, categories, files, required terms, sealed bids, deadline,
-- max bids), so the database keeps it (16_files_and_storage.sql).

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

-- ---------------------------------------------------------------------------------------------
-- The bidder's own record (decision 0027): a provider that sends or changes a quote gets a
-- receipt (`quote_receipt`, in the app and by e-mail by default) listing every term the company
-- bound itself to. The receipt's e-mail waits a short while after the last change, so the files
-- uploaded after the quote (they need its id) are in it and a quick correction sends one receipt,
-- not two.

-- How long a receipt's e-mail waits after the quote's last change.
create function private.receipt_settles_at() returns timestamptz
language sql stable set search_path = '' as $$
  select now() + interval '20 seconds'
$$;

-- What a receipt lists: the quote as it stands, with its project, its company and its files.
-- Dates without a time stay 'YYYY-MM-DD'; amounts are exact (öre).
create function private.quote_receipt_facts(p_quote_id uuid, p_variant text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'variant', p_variant,
    'quote_id', q.id,
    'title', p.title,
    'brf', b.organization_name,
    'provider', s.organization_name,
    'deadline', p.submission_deadline,
    'at', case when p_variant = 'sent' then q.created_at else now() end,
    'amount', q.quote_amount,
    'price_basis', q.price_basis,
    'amount_excl_vat', q.amount_incl_vat - q.vat_amount,
    'vat_amount', q.vat_amount,
    'amount_incl_vat', q.amount_incl_vat,
    'valid_until', q.valid_until,
    'planned_start', q.planned_start,
    'duration_weeks', q.duration_weeks,
    'warranty_years', q.warranty_years,
    'payment_plan', q.payment_plan,
    'hourly_rate', q.hourly_rate,
    'reservations', q.reservations,
    'standard_terms', q.standard_terms,
    'description', q.description,
    'files', coalesce((select jsonb_agg(jsonb_build_object('name', f.file_name, 'size', f.file_size,
        'uploaded_at', f.created_at) order by f.created_at, f.file_name)
      from public.quote_attachments f where f.quote_id = q.id), '[]'::jsonb)))
  from public.quotes q
    join public.projects p on p.id = q.project_id
    join public.brf_profiles b on b.id = p.brf_id
    join public.service_provider_profiles s on s.id = q.service_provider_id
  where q.id = p_quote_id
$$;

-- The receipt's stored English sentence (the page and the e-mail write their own from the facts).
create function private.quote_receipt_message(p_facts jsonb) returns text
language sql immutable set search_path = '' as $$
  select format(case when p_facts ->> 'variant' = 'sent' then 'Receipt: your quote for "%s" was received.'
      else 'Receipt: your changed quote for "%s" was received.' end, p_facts ->> 'title')
$$;

-- Tells the company's people that its quote arrived (p_variant 'sent') or changed ('changed'). A
-- receipt whose e-mail has not gone yet takes the quote as it now stands and waits a little
-- longer; everyone else gets a new one.
create function private.send_quote_receipt(p_quote_id uuid, p_variant text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_quote public.quotes;
  v_facts jsonb;
begin
  select * into v_quote from public.quotes q where q.id = p_quote_id;
  if not found then
    return;
  end if;
  v_facts := private.quote_receipt_facts(p_quote_id, p_variant);
  insert into public.notifications (user_id, project_id, quote_id, type, message, params)
  select people.user_id, v_quote.project_id, v_quote.id, 'quote_receipt', private.quote_receipt_message(v_facts),
    v_facts
  from private.provider_people(v_quote.service_provider_id) as people(user_id)
  where not exists (select 1 from private.mail_outbox o where o.user_id = people.user_id
    and o.kind = 'notification' and o.type = 'quote_receipt' and o.status in ('pending', 'held') and o.attempts = 0
    and o.params ->> 'quote_id' = p_quote_id::text);

  with waiting as (
    update private.mail_outbox o
    set params = private.quote_receipt_facts(p_quote_id, o.params ->> 'variant'),
      next_attempt_at = private.receipt_settles_at()
    where o.kind = 'notification' and o.type = 'quote_receipt' and o.status in ('pending', 'held') and o.attempts = 0
      and o.params ->> 'quote_id' = p_quote_id::text
    returning o.notification_id, o.params
  )
  update public.notifications n
  set params = w.params, message = private.quote_receipt_message(w.params)
  from waiting w where n.id = w.notification_id;
end;
$$;

-- Only what one of the company's own people writes is theirs to be told of: no receipt for the
-- seed, an import or an admin tool.
create function private.writes_for_provider(p_provider_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.provider_people(p_provider_id) as people(user_id)
    where people.user_id = (select auth.uid()))
$$;

create function private.on_quote_receipt() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.writes_for_provider(new.service_provider_id) then
    return null;
  end if;
  if tg_op = 'INSERT' then
    perform private.send_quote_receipt(new.id, 'sent');
  elsif (new.quote_amount, new.description, new.price_basis, new.valid_until, new.planned_start, new.duration_weeks,
      new.warranty_years, new.payment_plan, new.hourly_rate, new.reservations, new.standard_terms)
    is distinct from (old.quote_amount, old.description, old.price_basis, old.valid_until, old.planned_start,
      old.duration_weeks, old.warranty_years, old.payment_plan, old.hourly_rate, old.reservations, old.standard_terms)
  then
    perform private.send_quote_receipt(new.id, 'changed');
  end if;
  return null;
end;
$$;

create trigger quotes_receipt after insert or update of quote_amount, description, price_basis, valid_until,
  planned_start, duration_weeks, warranty_years, payment_plan, hourly_rate, reservations, standard_terms
  on public.quotes for each row execute function private.on_quote_receipt();

-- A file added to or removed from the quote changes what the company sent.
create function private.on_quote_file_receipt() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_quote_id uuid := coalesce(new.quote_id, old.quote_id);
  v_provider uuid;
begin
  select q.service_provider_id into v_provider from public.quotes q where q.id = v_quote_id;
  -- a quote withdrawn takes its files with it: nothing left to receipt
  if v_provider is null or not private.writes_for_provider(v_provider) then
    return null;
  end if;
  perform private.send_quote_receipt(v_quote_id, 'changed');
  return null;
end;
$$;

create trigger quote_attachments_receipt after insert or delete on public.quote_attachments
  for each row execute function private.on_quote_file_receipt();

-- A withdrawn quote's receipt that has not gone yet is not sent: it would confirm a quote that is gone.
create function private.on_quote_withdrawn_receipt() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update private.mail_outbox o set status = 'skipped'
  where o.kind = 'notification' and o.type = 'quote_receipt' and o.status in ('pending', 'held')
    and o.params ->> 'quote_id' = old.id::text;
  return null;
end;
$$;

create trigger quotes_receipt_withdrawn after delete on public.quotes
  for each row execute function private.on_quote_withdrawn_receipt();

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.project_is_full(p_project_id uuid),
  private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid),
  private.quote_request(p_project_id uuid), private.guard_quote_terms(),
  private.owns_quote_project(p_quote_id uuid) from public;
grant execute on function private.project_is_full(p_project_id uuid),
  private.provider_serves_project(p_service_provider_id uuid, p_project_id uuid),
  private.quote_request(p_project_id uuid), private.guard_quote_terms(),
  private.owns_quote_project(p_quote_id uuid) to authenticated, service_role;
revoke all on function private.guard_quote(), private.guard_quote_category(), private.guard_quote_viewed()
  from public;
grant execute on function private.guard_quote(), private.guard_quote_category(), private.guard_quote_viewed()
  to service_role;
grant select, delete on table public.quote_stars to authenticated;
grant insert (quote_id) on table public.quote_stars to authenticated;
grant select, insert, delete on table public.quotes to authenticated;
grant update (quote_amount, description, is_viewed, viewed_at, price_basis, valid_until, planned_start,
  duration_weeks, warranty_years, payment_plan, hourly_rate, reservations, standard_terms)
  on table public.quotes to authenticated;
revoke all on function private.sealed_quote_counts(p_project_ids uuid[]) from public;
grant execute on function private.sealed_quote_counts(p_project_ids uuid[]) to authenticated, service_role;
revoke all on function public.sealed_quote_counts(p_project_ids uuid[]) from public, anon;
grant execute on function public.sealed_quote_counts(p_project_ids uuid[]) to authenticated;
revoke all on function private.request_frozen(p_project_id uuid), private.request_categories(p_project_id uuid),
  private.request_file(p_file public.project_attachments), private.freeze_request() from public;
grant execute on function private.request_frozen(p_project_id uuid) to authenticated;
grant execute on function private.request_frozen(p_project_id uuid), private.request_categories(p_project_id uuid),
  private.request_file(p_file public.project_attachments), private.freeze_request() to service_role;
revoke all on function private.receipt_settles_at(), private.quote_receipt_facts(p_quote_id uuid, p_variant text),
  private.quote_receipt_message(p_facts jsonb), private.send_quote_receipt(p_quote_id uuid, p_variant text),
  private.writes_for_provider(p_provider_id uuid), private.on_quote_receipt(), private.on_quote_file_receipt(),
  private.on_quote_withdrawn_receipt() from public;
grant execute on function private.receipt_settles_at(), private.quote_receipt_facts(p_quote_id uuid, p_variant text),
  private.quote_receipt_message(p_facts jsonb), private.send_quote_receipt(p_quote_id uuid, p_variant text),
  private.writes_for_provider(p_provider_id uuid), private.on_quote_receipt(), private.on_quote_file_receipt(),
  private.on_quote_withdrawn_receipt() to service_role;
