import { useEffect, useId, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@brf/i18n';
import { REQUEST_QUOTE_TERMS, sealedBidsByDefault, type CreateRequestForm } from '@brf/domain/projects';
import { CheckboxField } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import type { CreateProjectValues } from './create-project-values.ts';
import styles from './request-terms-fields.module.css';

/**
 * The request's terms: sealed bids, ticked by default from the board's number of max bids on
 * (`sealsFrom`, the database's answer; null for a board of one, whose bids are open unless it
 * asks) and following that field until the user decides, and the terms every quote must state.
 */
export function RequestTermsFields({
  form,
  sealsFrom,
  disabled,
}: {
  form: UseFormReturn<CreateProjectValues, unknown, CreateRequestForm>;
  sealsFrom: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const hintId = useId();
  const { register, watch, setValue } = form;
  const userChose = useRef(false);
  const maxBids = watch('max_bids');
  const chosen = new Set(watch('required_quote_terms'));

  useEffect(() => {
    if (!userChose.current) setValue('sealed_bids', sealedBidsByDefault(maxBids, sealsFrom));
  }, [maxBids, sealsFrom, setValue]);

  const toggle = (term: string) => {
    const next = chosen.has(term) ? [...chosen].filter((other) => other !== term) : [...chosen, term];
    setValue('required_quote_terms', next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };

  return (
    <fieldset className={styles.part} disabled={disabled}>
      <legend className={styles.legend}>{t('request.legend')}</legend>
      <CheckboxField
        label={t('request.sealedBids')}
        hint={sealsFrom === null ? t('request.sealedBidsHintAlone') : t('request.sealedBidsHint', { count: sealsFrom })}
        {...register('sealed_bids', { onChange: () => (userChose.current = true) })}
      />
      <fieldset className={styles.terms} aria-describedby={hintId}>
        <legend className={styles.termsLegend}>{t('request.termsLegend')}</legend>
        <p id={hintId} className={styles.hint}>
          {t('request.termsHint')}
        </p>
        <ul className={styles.termList}>
          {REQUEST_QUOTE_TERMS.map((term) => (
            <li key={term}>
              <label className={styles.term}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  name="required_quote_terms"
                  value={term}
                  checked={chosen.has(term)}
                  onChange={() => toggle(term)}
                />
                <span>{t(`request.term.${term}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </fieldset>
  );
}
