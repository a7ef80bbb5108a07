-- The detail view carries the request's terms (issue 30): whether bids are sealed, which quote
-- terms are required, and why a cancelled procurement was called off.
-- (The view as *_project_details_role.sql defines it, with the three columns added at the end.)

create or replace view public.project_details with (security_invoker = true) as
select
  p.id, p.brf_id, p.title, p.description,
  public.effective_project_status(p.status, p.submission_deadline) as status,
  p.submission_deadline, p.max_bids,
  p.show_winner_publicly, p.created_at, p.updated_at,
  a.winning_service_provider_id, a.winning_budget, a.winning_quote_id, a.awarded_at,
  bp.organization_name as brf_organization_name, bp.user_id as brf_user_id,
  p.deleted_at,
  bp.city as brf_city,
  private.project_role(p.id) as my_role,
  p.sealed_bids, p.required_quote_terms, p.cancel_reason
from public.projects p
  left join public.project_awards a on a.project_id = p.id
  left join public.brf_public_profiles bp on bp.id = p.brf_id;
