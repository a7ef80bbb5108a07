import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '@brf/i18n';
import { PRICE_BASES } from '@brf/domain/quotes';
import { Field, type SchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import styles from './budget-fields.module.css';

/** The budget's controls as a form holds them (`@brf/domain/projects`' budget field parses them). */
export interface BudgetValues {
  budget: { amount: string; price_basis: string };
}

export interface BudgetFieldsProps<Input extends BudgetValues & FieldValues, Output> {
  form: SchemaForm<Input, Output>;
  disabled?: boolean;
  /** a line after the hint, e.g. that an empty amount removes the budget */
  note?: string;
}

/**
 * The board's own budget (decision 0026): an amount and whether it includes VAT, with nothing
 * preselected (as on a quote), and who sees it; optional.
 */
export function BudgetFields<Input extends BudgetValues & FieldValues, Output>({
  form,
  disabled,
  note,
}: BudgetFieldsProps<Input, Output>) {
  const { t } = useTranslation(projectsCatalogue);
  const hintId = useId();
  const amount = form.field('budget.amount' as FieldPath<Input>);
  const basis = form.field('budget.price_basis' as FieldPath<Input>);
  return (
    <fieldset className={styles.part} disabled={disabled} aria-describedby={hintId} data-part="budget">
      <legend className={styles.legend}>{t('budget.legend')}</legend>
      <p id={hintId} className={styles.hint}>
        {t('budget.hint')}
        {note ? ` ${note}` : ''}
      </p>
      <div className={styles.pair}>
        <Field label={t('budget.amount')} inputMode="decimal" autoComplete="off" {...amount} />
        <Field as="select" label={t('budget.basis')} {...basis}>
          <option value="">{t('budget.basisChoose')}</option>
          {PRICE_BASES.map((value) => (
            <option key={value} value={value}>
              {t(`budget.basis.${value}`)}
            </option>
          ))}
        </Field>
      </div>
    </fieldset>
  );
}
