import type { CreateRequestForm } from '@brf/domain/projects';
import { CREATE_PROJECT_FILE_TYPES, assertUploadableAttachment } from '@brf/domain/files';
import { getSupabase, queryClient, unwrap, useMutation, type Tables, queryKeys } from '@brf/supabase/data';
import { announceProjectChanged } from '../../shared/projects-bus.ts';
import { uploadProjectFile } from '../../shared/api/upload-project-file.ts';
import { setProjectBudget } from '../../shared/api/set-project-budget.ts';

export interface CreateProjectInput {
  values: CreateRequestForm;
  files: File[];
  userId: string;
  onFileProgress: (index: number, fraction: number) => void;
}

export interface CreateProjectOutcome {
  project: Tables<'projects'>;
  /** files whose upload or metadata failed (the project itself exists) */
  failedFiles: Array<{ file: File; reason: string }>;
  /** the budget was asked for and not stored (the project itself exists, without one) */
  budgetFailed: boolean;
}

/**
 * One atomic create_project call (project, categories, viewing dates, the request's terms), then
 * the board's budget (optional, its own call: bidders never read it) and the files, each upload
 * with its own progress. Invalidates every project list.
 */
export async function createProject({
  values,
  files,
  userId,
  onFileProgress,
}: CreateProjectInput): Promise<CreateProjectOutcome> {
  const project = unwrap(
    await getSupabase().rpc('create_project', {
      p_title: values.title,
      p_description: values.description,
      p_submission_deadline: values.submission_deadline.toISOString(),
      p_category_ids: values.service_categories,
      p_max_bids: values.max_bids ?? undefined,
      p_show_winner_publicly: values.show_winner_publicly,
      p_viewing_dates: values.viewing_dates.map((row) => ({
        viewing_date: row.viewing_date.toISOString(),
        duration_minutes: row.duration_minutes,
      })),
      p_address: values.address ?? undefined,
      p_sealed_bids: values.sealed_bids,
      p_required_quote_terms: values.required_quote_terms,
    }),
  );
  let budgetFailed = false;
  if (values.budget) {
    try {
      await setProjectBudget({ projectId: project.id, budget: values.budget });
    } catch (error) {
      console.error('[mf-projects] budget not stored', error);
      budgetFailed = true;
    }
  }
  const failedFiles: CreateProjectOutcome['failedFiles'] = [];
  // one after another: each bar fills in turn and the server is not flooded
  for (const [index, file] of files.entries()) {
    try {
      assertUploadableAttachment(file, CREATE_PROJECT_FILE_TYPES);
      await uploadProjectFile({
        projectId: project.id,
        file,
        userId,
        onProgress: (fraction) => onFileProgress(index, fraction),
      });
    } catch (error) {
      failedFiles.push({ file, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return { project, failedFiles, budgetFailed };
}

export function useCreateProject() {
  return useMutation({
    mutationFn: createProject,
    onSuccess: ({ project }) => {
      announceProjectChanged(project.id);
      return queryClient().invalidateQueries({ queryKey: queryKeys.projectLists() });
    },
  });
}
