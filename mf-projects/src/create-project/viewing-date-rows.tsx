import { useFieldArray, type Control, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import {
  VIEWING_DATE_LABELS,
  VIEWING_DURATION_DEFAULT,
  VIEWING_DURATION_MAX,
  VIEWING_DURATION_STEP,
} from '@brf/domain/projects';
import { toDateTimeInputValue } from '@brf/domain/format';
import { Button, Field } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import type { CreateProjectValues } from './create-project-values.ts';
import type { CreateRequestForm } from '@brf/domain/projects';
import styles from './create-project-page.module.css';

/**
 * Optional viewing dates at creation: a row left as it was added is skipped; any other row must
 * pass the viewing-date form's rules (its messages show here) before the project can be created.
 */
export function ViewingDateRows({
  control,
  register,
  disabled,
  fieldMessage,
}: {
  control: Control<CreateProjectValues, unknown, CreateRequestForm>;
  register: UseFormRegister<CreateProjectValues>;
  disabled?: boolean;
  fieldMessage: (name: FieldPath<CreateProjectValues>) => string | undefined;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const { fields, append, remove } = useFieldArray({ control, name: 'viewing_dates' });
  const now = toDateTimeInputValue(new Date());
  return (
    <fieldset className={styles.viewingDates} disabled={disabled}>
      <legend className={styles.legend}>{t('create.viewingDates')}</legend>
      <p className={styles.hint}>{t('create.viewingDatesHint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className={styles.viewingRow} data-testid="viewing-date-row">
          <Field
            label={message(VIEWING_DATE_LABELS.viewing_date)}
            type="datetime-local"
            min={now}
            error={fieldMessage(`viewing_dates.${index}.viewing_date`)}
            {...register(`viewing_dates.${index}.viewing_date`)}
          />
          <Field
            label={t('create.durationMinutes')}
            type="number"
            min={VIEWING_DURATION_STEP}
            max={VIEWING_DURATION_MAX}
            step={VIEWING_DURATION_STEP}
            error={fieldMessage(`viewing_dates.${index}.duration_minutes`)}
            {...register(`viewing_dates.${index}.duration_minutes`)}
          />
          <Button
            variant="ghost"
            icon={<Trash2 aria-hidden="true" size={16} />}
            aria-label={t('create.removeViewingDate', { number: index + 1 })}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <Button
        variant="secondary"
        icon={<Plus aria-hidden="true" size={16} />}
        onClick={() => append({ viewing_date: '', duration_minutes: String(VIEWING_DURATION_DEFAULT) })}
      >
        {t('create.addViewingDate')}
      </Button>
    </fieldset>
  );
}
