-- The detail view tells the reader its role on the project's board (issue 29), so the browser
-- shows what the database would allow: the same private.project_role every policy asks.
-- (The view as *_projects.sql defines it, with my_role added at the end.)

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
  private.project_role(p.id) as my_role
from public.projects p
  left join public.project_awards a on a.project_id = p.id
  left join public.brf_public_profiles bp on bp.id = p.brf_id;
