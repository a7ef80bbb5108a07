import { useId, type Ref } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import type { RequestQuoteTerm } from '@brf/domain/projects';
import { formatDeadline } from '@brf/domain/format';
import {
  DURATION_WEEKS_MAX,
  DURATION_WEEKS_MIN,
  PAYMENT_PLAN_MAX_LENGTH,
  PRICE_BASES,
  QUOTE_TERM_LABELS,
  RESERVATIONS_MAX_LENGTH,
  STANDARD_TERMS,
  WARRANTY_YEARS_MAX,
  WARRANTY_YEARS_MIN,
  firstValidUntilDay,
} from '@brf/domain/quotes';
import { Field, type FieldProps } from '@brf/ui';
import { quoteFormCatalogue } from './i18n.ts';
import styles from './quote-form.module.css';

export type QuoteTermName = keyof typeof QUOTE_TERM_LABELS;

export interface QuoteTermsFieldsProps {
  form: { field: (name: QuoteTermName) => Partial<FieldProps> };
  /** the terms the project requires of every quote; the others are optional */
  requiredTerms: readonly RequestQuoteTerm[];
  /** the project's submission deadline: a quote is valid at least until its date */
  submissionDeadline: string;
  disabled?: boolean;
}

/**
 * Issue 30: the terms a board compares quotes on. The price basis is asked of every quote and
 * starts unchosen; each other term is required when the project requires it.
 */
export function QuoteTermsFields({ form, requiredTerms, submissionDeadline, disabled }: QuoteTermsFieldsProps) {
  const { t, language } = useTranslation(quoteFormCatalogue);
  const message = useDomainMessage();
  const required = (term: RequestQuoteTerm) => requiredTerms.includes(term);
  const label = (term: QuoteTermName) => message(QUOTE_TERM_LABELS[term]);
  const termField = (term: RequestQuoteTerm) => ({ required: required(term), disabled, ...form.field(term) });
  return (
    <fieldset className={styles.terms} disabled={disabled}>
      <legend className={styles.termsLegend}>{t('terms.legend')}</legend>
      <p className={styles.termsIntro}>
        {t('terms.intro')}
        {requiredTerms.length > 0 ? ` ${t('terms.requiredNote')}` : ''}
      </p>
      <PriceBasisChoice form={form} label={label('price_basis')} />
      <div className={styles.termsGrid}>
        <Field
          type="date"
          label={label('valid_until')}
          hint={t('terms.validUntilHint', { deadline: formatDeadline(submissionDeadline, language) })}
          min={firstValidUntilDay(submissionDeadline)}
          {...termField('valid_until')}
        />
        <Field type="date" label={label('planned_start')} {...termField('planned_start')} />
        <Field
          label={label('duration_weeks')}
          hint={t('terms.wholeWeeks', { min: DURATION_WEEKS_MIN, max: DURATION_WEEKS_MAX })}
          inputMode="numeric"
          autoComplete="off"
          {...termField('duration_weeks')}
        />
        <Field
          label={label('warranty_years')}
          hint={t('terms.wholeYears', { min: WARRANTY_YEARS_MIN, max: WARRANTY_YEARS_MAX })}
          inputMode="numeric"
          autoComplete="off"
          {...termField('warranty_years')}
        />
        <Field
          label={t('terms.hourlyRateLabel', { label: label('hourly_rate') })}
          hint={t('terms.hourlyRateHint')}
          inputMode="decimal"
          autoComplete="off"
          {...termField('hourly_rate')}
        />
        <Field as="select" label={label('standard_terms')} {...termField('standard_terms')}>
          <option value="">{t('terms.standardTerms.choose')}</option>
          {STANDARD_TERMS.map((terms) => (
            <option key={terms} value={terms}>
              {t(`terms.standardTerms.${terms}`)}
            </option>
          ))}
        </Field>
      </div>
      <Field
        as="textarea"
        rows={3}
        label={label('payment_plan')}
        hint={t('terms.paymentPlanHint', { max: PAYMENT_PLAN_MAX_LENGTH })}
        maxLength={PAYMENT_PLAN_MAX_LENGTH}
        {...termField('payment_plan')}
      />
      <Field
        as="textarea"
        rows={3}
        label={label('reservations')}
        hint={t('terms.reservationsHint', { max: RESERVATIONS_MAX_LENGTH })}
        maxLength={RESERVATIONS_MAX_LENGTH}
        {...termField('reservations')}
      />
    </fieldset>
  );
}

/** Excluding or including VAT: a radio group, required, with its message tied to the group. */
function PriceBasisChoice({ form, label }: { form: QuoteTermsFieldsProps['form']; label: string }) {
  const { t } = useTranslation(quoteFormCatalogue);
  const id = useId();
  const { error, name, onChange, onBlur, ref } = form.field('price_basis');
  // a radiogroup rather than a fieldset: only the group role carries aria-required and aria-invalid
  return (
    <div
      className={styles.choices}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <span id={`${id}-label`} className={styles.choiceLegend}>
        {label}
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      </span>
      <div className={styles.choiceRow}>
        {PRICE_BASES.map((basis) => (
          <label key={basis} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              value={basis}
              name={name}
              onChange={onChange}
              onBlur={onBlur}
              ref={ref as Ref<HTMLInputElement>}
            />
            <span>{t(`terms.priceBasis.${basis}`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
