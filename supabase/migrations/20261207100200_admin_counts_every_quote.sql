-- The admin's 'Total Quotes' tile counts every quote, sealed ones too: a count names no bidder.
-- Row security rightly hides a sealed quote from admins until the deadline (sealed means sealed
-- for admins too, decision 0019), so a head count of public.quotes made as the admin leaves
-- those quotes out. The count is therefore made in the database, past the seal, behind the
-- admin guard: only the number leaves the database, never a row. Quotes on a deleted (archived)
-- project are left out, as the tiles and the day's snapshot leave out deleted projects.
--
-- Why SECURITY DEFINER: no policy may let an admin read a sealed quote, and no reader (caller)
-- can count rows it cannot read, so the count runs as the owner; it answers only an admin at
-- aal2 (private.require_admin: 'Not authenticated', 'Admin privileges required', 'Admin MFA
-- (AAL2) required', 42501) and returns one number. The caller reaches it through the invoker
-- wrapper in public, as with admin_mail_delivery.

create function private.admin_quote_count() returns integer
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return (
    select count(*)::integer
    from public.quotes q
      join public.projects p on p.id = q.project_id
    where p.deleted_at is null
  );
end;
$$;

create function public.admin_quote_count() returns integer
language sql stable security invoker set search_path = '' as $$
  select private.admin_quote_count()
$$;

-- ---------------------------------------------------------------------------------------------
-- Who may call and read what
revoke all on function private.admin_quote_count(), public.admin_quote_count() from public, anon;
grant execute on function private.admin_quote_count(), public.admin_quote_count() to authenticated;
