import {
  getSupabase,
  prefetchUser,
  queryClient,
  queryOptions,
  unwrap,
  useQuery,
  type Tables,
  queryKeys,
} from '@brf/supabase/data';

/** The project view row (winner fields are null unless the caller may see them) with its categories. */
export type ProjectDetail = Tables<'project_details'> & {
  id: string;
  title: string;
  status: string;
  submission_deadline: string;
  categories: Array<{ id: string; name: string }>;
};

/** null when the project does not exist or the caller may not see it ('Project not found.'). */
export async function fetchProject(projectId: string): Promise<ProjectDetail | null> {
  const supabase = getSupabase();
  // both at once: the categories of a project the caller cannot see come back empty anyway
  const [found, linked] = await Promise.all([
    supabase.from('project_details').select('*').eq('id', projectId).maybeSingle(),
    supabase.from('project_service_categories').select('service_categories(id, name)').eq('project_id', projectId),
  ]);
  const row = unwrap(found);
  if (!row?.id || !row.title || !row.status || !row.submission_deadline) return null;
  const links = unwrap(linked);
  const categories = links.flatMap((link) => (link.service_categories ? [link.service_categories] : []));
  return {
    ...row,
    id: row.id,
    title: row.title,
    status: row.status,
    submission_deadline: row.submission_deadline,
    categories,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function projectQuery(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projectDetail(projectId),
    // an id that cannot exist is not asked for: it is simply not found
    queryFn: () => (UUID.test(projectId) ? fetchProject(projectId) : Promise.resolve(null)),
  });
}

export const useProject = (projectId: string) => useQuery(projectQuery(projectId));

/** The route's prefetch: the project the header shows, under the page's own key. */
export async function prefetchProject(projectId: string): Promise<void> {
  // only with a live session: a 'not found' cached for an expired one would outlive the sign-in
  if (await prefetchUser()) await queryClient().prefetchQuery(projectQuery(projectId));
}
