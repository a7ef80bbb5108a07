import { queryOptions, skipToken } from '@tanstack/react-query';
import { onBothBases, priceBasisOf, type AmountOnBothBases } from '@brf/domain/format';
import type { PriceBasis } from '@brf/domain/quotes';
import { getSupabase } from '../../client.ts';
import { useQuery } from '../hooks.ts';
import { unwrap } from '../data-error.ts';
import { queryKeys } from '../query-keys.ts';

/** The budget the board set, with its basis (decision 0026). */
export interface SetBudget {
  /** as the board stated it, on `priceBasis` */
  amount: number;
  priceBasis: PriceBasis;
  onBothBases: AmountOnBothBases;
  setByName: string | null;
  setAt: string;
}

/** What the board and admins read: the budget (null when none is set) and whether the reader may set it now. */
export interface ProjectBudget {
  budget: SetBudget | null;
  mayChange: boolean;
}

/**
 * `rpc('project_budget')` for those who may read it (the board, every role, and admins at aal2;
 * the database gives anyone else nothing, so the page does not ask): mf-projects' tile and editor,
 * mf-quotes' comparison and decision pack read this one query.
 */
export function projectBudgetQuery(projectId: string, allowed: boolean) {
  return queryOptions({
    queryKey: queryKeys.projectBudget(projectId),
    queryFn: allowed
      ? async (): Promise<ProjectBudget | null> => {
          const [row] = unwrap(await getSupabase().rpc('project_budget', { p_project_id: projectId }));
          if (!row) return null;
          const budget =
            row.amount === null || row.amount === undefined
              ? null
              : {
                  amount: Number(row.amount),
                  priceBasis: priceBasisOf(row.price_basis),
                  onBothBases: onBothBases(row.amount, row.price_basis),
                  setByName: row.set_by_name ?? null,
                  setAt: row.set_at,
                };
          return { budget, mayChange: Boolean(row.may_change) };
        }
      : skipToken,
  });
}

export const useProjectBudget = (projectId: string, allowed: boolean) =>
  useQuery(projectBudgetQuery(projectId, allowed));
