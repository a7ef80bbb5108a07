import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import styles from './star-rating.module.css';
import { cx } from '../cx.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface StarRatingProps {
  /** Mean rating 1 to 5, or null for none. */
  value: number | null | undefined;
  /** Text when there is no rating, e.g. 'No ratings.' */
  emptyText?: string;
  /** Show the number (one decimal) after the stars. */
  showValue?: boolean;
  size?: number;
  className?: string;
}

const oneDecimal = {
  en: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  sv: new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** Read-only stars, rounded to the nearest whole star, with the exact value ('4.0' / '4,0') as its name. */
export function StarRating({ value, emptyText, showValue = true, size = 16, className }: StarRatingProps) {
  const { t, language } = useTranslation(uiCatalogue);
  if (value === null || value === undefined)
    return <span className={cx(styles.emptyText, className)}>{emptyText ?? t('starRating.empty')}</span>;
  const rounded = Math.round(value);
  const shown = oneDecimal[language].format(value);
  const label = t('starRating.value', { value: shown });
  return (
    <span role="img" aria-label={label} className={cx(styles.stars, className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          size={size}
          className={star <= rounded ? undefined : styles.empty}
          fill={star <= rounded ? 'currentColor' : 'none'}
        />
      ))}
      {showValue ? (
        <span aria-hidden="true" className={styles.value}>
          {shown}
        </span>
      ) : null}
    </span>
  );
}

export interface StarRatingInputProps {
  label: string;
  value: number | null | undefined;
  onChange: (rating: number) => void;
  error?: string | null;
  disabled?: boolean;
  name?: string;
}

/** Five radio buttons drawn as stars: arrow keys move, the legend names the group. */
export function StarRatingInput({ label, value, onChange, error, disabled, name }: StarRatingInputProps) {
  const generated = useId();
  const { t } = useTranslation(uiCatalogue);
  const groupName = name ?? `rating-${generated}`;
  const errorId = `${groupName}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset
      className={styles.fieldset}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <span className={styles.options} onMouseLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className={cx(styles.option, star <= shown && styles.filled)}
            onMouseEnter={() => setHovered(star)}
          >
            <input
              type="radio"
              className={styles.radio}
              name={groupName}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-label={t('starRating.option', { count: star })}
            />
            <Star aria-hidden="true" size={24} fill={star <= shown ? 'currentColor' : 'none'} />
          </label>
        ))}
      </span>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
