import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { quoteAmountInputValue } from '@brf/domain/quotes';
import { projectBudgetSchema, type ProjectBudgetForm } from '@brf/domain/projects';
import type { SetBudget } from '@brf/supabase/data';
import { useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { BudgetFields, type BudgetValues } from '../../shared/budget-fields.tsx';
import { useSetProjectBudget } from '../../shared/api/set-project-budget.ts';
import { OwnerFormModal } from '../owner-form-modal.tsx';

/** The board sets, changes or (with an empty amount) removes the budget until the first quote (decision 0026). */
export function BudgetModal({
  projectId,
  budget,
  onClose,
}: {
  projectId: string;
  budget: SetBudget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const form = useSchemaForm<BudgetValues, ProjectBudgetForm>(projectBudgetSchema as never, {
    mode: 'all',
    translate: message,
    shouldFocusError: false,
    defaultValues: {
      budget: budget
        ? { amount: quoteAmountInputValue(budget.amount), price_basis: budget.priceBasis }
        : { amount: '', price_basis: '' },
    },
  });
  const save = useSetProjectBudget();
  return (
    <OwnerFormModal
      title={t('detail.editBudgetTitle')}
      formId="budget-form"
      form={form}
      saving={save.isPending}
      onSave={(values) => save.mutate({ projectId, budget: values.budget }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <BudgetFields form={form} note={budget ? t('budget.emptyRemoves') : undefined} />
    </OwnerFormModal>
  );
}
