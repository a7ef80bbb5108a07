-- The bidder's own record (decision 0027). A provider that sends or changes a quote gets a
-- receipt (`quote_receipt`, in the app and by e-mail by default) listing every term the company
-- bound itself to: amount and price basis, the amounts excluding and including VAT, validity,
-- start, duration, warranty, payment plan, hourly rate, reservations, standard contract,
-- description and files. The receipt's e-mail waits a short while after the last change, so the
-- files uploaded after the quote (they need its id) are in it and a quick correction sends one
-- receipt, not two. The award's notifications become letters: the facts each one needs
-- (the BRF, the bidder's rank by price including VAT, the board's reason, the winner and price
-- where the board publishes it, the board's contact for the winner) are added as they are
-- written. An invitation names who invited, and its link's page may describe an open invitation
-- before the person has an account (the name of the organisation, the role and the address).

-- ---------------------------------------------------------------------------------------------
-- The receipt as a notification type. Other migrations add types too: this one adds its own to
-- whatever the list holds.

do $$
declare
  v_types text[];
begin
  select array_agg(distinct t.m[1]) into v_types
  from pg_catalog.pg_constraint c
    cross join lateral regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g') as t(m)
  where c.conname = 'notifications_type_check' and c.conrelid = 'public.notifications'::regclass;
  alter table public.notifications drop constraint notifications_type_check;
  execute format('alter table public.notifications add constraint notifications_type_check check (type = any (%L))',
    array(select distinct x from unnest(v_types || array['quote_receipt']) x order by x));
end;
$$;

alter table public.notification_preferences
  add column quote_receipt boolean not null default true,
  add column email_quote_receipt boolean not null default true;

-- Whether a type goes by e-mail when the user has no preferences row: its e-mail column's
-- default, so a type added later states it once, where its column is made.
create or replace function private.email_default(p_type text) returns boolean
language sql stable set search_path = '' as $$
  select coalesce((
    select pg_catalog.pg_get_expr(d.adbin, d.adrelid) = 'true'
    from pg_catalog.pg_attribute a
      join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = 'public.notification_preferences'::regclass and a.attname = 'email_' || p_type
      and not a.attisdropped
  ), false)
$$;

-- ---------------------------------------------------------------------------------------------
-- Receipts

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
-- Outcome letters: the facts of a bidder's `project_awarded`, from its own quote, at award time.
-- Rank: 1 + the bids cheaper including VAT (what a BRF pays), among every bid of the award.

create function private.outcome_letter_facts(p_quote_id uuid) returns jsonb
language sql stable security definer set search_path = '' as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'brf', b.organization_name,
    'amount', q.quote_amount,
    'price_basis', q.price_basis,
    'amount_excl_vat', q.amount_incl_vat - q.vat_amount,
    'amount_incl_vat', q.amount_incl_vat,
    'rank', (select 1 + count(*) from public.quotes o where o.project_id = q.project_id
      and o.status in ('accepted', 'rejected') and o.amount_incl_vat < q.amount_incl_vat),
    'bids', (select count(*) from public.quotes o where o.project_id = q.project_id
      and o.status in ('accepted', 'rejected')),
    'reason', (select ap.reason from public.award_proposals ap where ap.project_id = q.project_id
      and ap.outcome = 'confirmed' order by ap.closed_at desc limit 1),
    -- the winner and price: to the others only where the board publishes the winner
    'winner', case when not won and p.show_winner_publicly then ws.organization_name end,
    'winner_amount_excl_vat', case when not won and p.show_winner_publicly then w.amount_incl_vat - w.vat_amount end,
    'winner_amount_incl_vat', case when not won and p.show_winner_publicly then w.amount_incl_vat end,
    'winner_published', case when not won then p.show_winner_publicly end,
    -- the board's contact person: to the winner, who now works with them
    'contact_name', case when won then nullif(btrim(coalesce(b.contact_person_first_name, '') || ' '
      || coalesce(b.contact_person_last_name, '')), '') end,
    'contact_phone', case when won then nullif(btrim(b.phone), '') end,
    'contact_email', case when won then nullif(btrim(b.email), '') end))
  from public.quotes q
    join public.projects p on p.id = q.project_id
    join public.brf_profiles b on b.id = p.brf_id
    join public.project_awards a on a.project_id = p.id
    join public.quotes w on w.id = a.winning_quote_id
    join public.service_provider_profiles ws on ws.id = w.service_provider_id
    cross join lateral (select q.id = a.winning_quote_id as won) as outcome
  where q.id = p_quote_id
$$;

create function private.add_outcome_letter() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.quote_id is not null then
    new.params := new.params || coalesce(private.outcome_letter_facts(new.quote_id), '{}'::jsonb);
  end if;
  return new;
end;
$$;

-- before notifications_deliver (triggers of one kind fire by name), so the e-mail carries the facts too
create trigger notifications_award_letter before insert on public.notifications
  for each row when (new.type = 'project_awarded') execute function private.add_outcome_letter();

-- ---------------------------------------------------------------------------------------------
-- Invitations: the mail names who invited; the link's page describes an open invitation to a
-- visitor without an account, so it can name the organisation and the role and fill in the address.

-- Who invited, as the invitee knows them: the name, else the address.
create function private.inviter_name(p_user_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce(private.person_name(u.id), u.email::text) from auth.users u where u.id = p_user_id
$$;

create or replace function private.invite_member(p_email text, p_role text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_email text := lower(trim(coalesce(p_email, '')));
  v_token text := encode(extensions.gen_random_bytes(24), 'hex');
  v_invitation public.organization_invitations;
  v_language text := coalesce((select u.raw_user_meta_data ->> 'language' from auth.users u
    where u.id = (select auth.uid())), 'sv');
begin
  select * into v from private.my_membership();
  if v.organization_id is null or not v.may_invite then
    raise exception 'Only the chair can invite members.' using errcode = '42501';
  end if;
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
    raise exception 'Please enter a valid email address' using errcode = '22023';
  end if;
  if (v.organization_type = 'brf' and coalesce(p_role, '') not in ('member', 'deputy', 'observer'))
     or (v.organization_type = 'service_provider' and coalesce(p_role, '') not in ('admin', 'member')) then
    raise exception 'Choose a role for the new member.' using errcode = '22023';
  end if;
  if exists (
    select 1 from auth.users u
    where lower(u.email) = v_email
      and (exists (select 1 from public.brf_members m where m.user_id = u.id)
        or exists (select 1 from public.provider_members m where m.user_id = u.id))
  ) then
    raise exception 'This person already belongs to an organization.' using errcode = '23505';
  end if;
  -- a new invitation to the same address replaces the open one
  update public.organization_invitations i set withdrawn_at = now()
  where coalesce(i.brf_id, i.provider_id) = v.organization_id and i.email = v_email
    and i.accepted_at is null and i.withdrawn_at is null;
  insert into public.organization_invitations (brf_id, provider_id, email, role, invited_by, token_hash)
  values (
    case when v.organization_type = 'brf' then v.organization_id end,
    case when v.organization_type = 'service_provider' then v.organization_id end,
    v_email, p_role, (select auth.uid()), encode(extensions.digest(v_token, 'sha256'), 'hex'))
  returning * into v_invitation;
  insert into private.mail_outbox (email, kind, params)
  values (v_email, 'invitation', jsonb_strip_nulls(jsonb_build_object(
    'organization', private.organization_name(v.organization_type, v.organization_id),
    'organization_type', v.organization_type, 'role', p_role, 'token', v_token,
    'expires_at', v_invitation.expires_at, 'language', v_language,
    'inviter', private.inviter_name(v_invitation.invited_by))));
  perform pg_notify('mail_outbox', '');
  return v_invitation.id;
end;
$$;

drop function public.invitation_preview(p_token text);
drop function private.invitation_preview(p_token text);

-- What the link's page shows: the organisation, the role, the address it was sent to, who
-- invited, and whether it can still be used. Without a session, only an invitation that can
-- still be used is described: the token is the link's secret, and the address is the reader's own.
create function private.invitation_preview(p_token text)
returns table (organization_name text, organization_type text, role text, email text, expires_at timestamptz,
  state text, invited_by_name text)
language sql stable security definer set search_path = '' as $$
  select x.organization_name, x.organization_type, x.role, x.email, x.expires_at, x.state, x.invited_by_name
  from (
    select private.organization_name(case when i.brf_id is not null then 'brf' else 'service_provider' end,
        coalesce(i.brf_id, i.provider_id)) as organization_name,
      case when i.brf_id is not null then 'brf' else 'service_provider' end as organization_type, i.role, i.email,
      i.expires_at,
      case
        when i.accepted_at is not null then 'accepted'
        when i.withdrawn_at is not null then 'withdrawn'
        when i.expires_at < now() then 'expired'
        else 'open'
      end as state,
      private.inviter_name(i.invited_by) as invited_by_name
    from public.organization_invitations i
    where i.token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex')
  ) x
  where (select auth.uid()) is not null or x.state = 'open'
$$;

create function public.invitation_preview(p_token text)
returns table (organization_name text, organization_type text, role text, email text, expires_at timestamptz,
  state text, invited_by_name text)
language sql stable security invoker set search_path = '' as $$ select * from private.invitation_preview(p_token) $$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.receipt_settles_at(), private.quote_receipt_facts(p_quote_id uuid, p_variant text),
  private.quote_receipt_message(p_facts jsonb), private.send_quote_receipt(p_quote_id uuid, p_variant text),
  private.writes_for_provider(p_provider_id uuid), private.on_quote_receipt(), private.on_quote_file_receipt(),
  private.on_quote_withdrawn_receipt(), private.outcome_letter_facts(p_quote_id uuid), private.add_outcome_letter(),
  private.inviter_name(p_user_id uuid), private.invitation_preview(p_token text) from public;
grant execute on function private.receipt_settles_at(), private.quote_receipt_facts(p_quote_id uuid, p_variant text),
  private.quote_receipt_message(p_facts jsonb), private.send_quote_receipt(p_quote_id uuid, p_variant text),
  private.writes_for_provider(p_provider_id uuid), private.on_quote_receipt(), private.on_quote_file_receipt(),
  private.on_quote_withdrawn_receipt(), private.outcome_letter_facts(p_quote_id uuid), private.add_outcome_letter(),
  private.inviter_name(p_user_id uuid) to service_role;
-- the link's page, signed in or not: anon reaches this one function of the private schema
grant usage on schema private to anon;
grant execute on function private.invitation_preview(p_token text) to anon, authenticated, service_role;
revoke all on function public.invitation_preview(p_token text) from public;
grant execute on function public.invitation_preview(p_token text) to anon, authenticated;
