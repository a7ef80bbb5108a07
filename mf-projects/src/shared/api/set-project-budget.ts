import { BUDGET_TOASTS, type Budget } from '@brf/domain/projects';
import { getSupabase, messageForPeople, queryClient, queryKeys, unwrap, useMutation } from '@brf/supabase/data';
import { showToast } from '../projects-bus.ts';

export interface BudgetChange {
  projectId: string;
  /** null removes the budget */
  budget: Budget | null;
}

/** `rpc('set_project_budget')`: the board's chair and members, until the first quote (decision 0026). */
export async function setProjectBudget({ projectId, budget }: BudgetChange): Promise<void> {
  unwrap(
    await getSupabase().rpc(
      'set_project_budget',
      budget
        ? { p_project_id: projectId, p_amount: budget.amount, p_price_basis: budget.price_basis }
        : { p_project_id: projectId },
    ),
  );
}

/**
 * Sets or removes the budget and says so; a refusal says why in the database's words ('The budget
 * cannot change once a quote has arrived.'). Either way the budget is read again.
 */
export function useSetProjectBudget() {
  return useMutation({
    mutationFn: setProjectBudget,
    onSuccess: (_, { budget }) => showToast('success', budget ? BUDGET_TOASTS.saved : BUDGET_TOASTS.removed),
    onError: (error) => {
      console.error('[mf-projects] budget not saved', error);
      showToast('error', messageForPeople(error, BUDGET_TOASTS.saveFailed));
    },
    onSettled: (_, __, { projectId }) =>
      queryClient().invalidateQueries({ queryKey: queryKeys.projectBudget(projectId) }),
  });
}
