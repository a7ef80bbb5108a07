import styles from './step-indicator.module.css';
import { cx } from '../cx.ts';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface StepIndicatorProps {
  /** Step labels in order, e.g. ['Personal Information', 'BRF Organization']. */
  steps: readonly string[];
  /** 1-based number of the current step. */
  current: number;
  label?: string;
  className?: string;
}

export function StepIndicator({ steps, current, label, className }: StepIndicatorProps) {
  const { t } = useTranslation(uiCatalogue);
  return (
    <nav aria-label={label ?? t('stepIndicator.label')} className={className}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={cx(styles.step, state === 'current' && styles.current, state === 'done' && styles.done)}
            >
              <span aria-hidden="true" className={styles.number}>
                {number}
              </span>
              <span className={styles.label}>
                <VisuallyHidden>
                  {t(state === 'done' ? 'stepIndicator.stepDone' : 'stepIndicator.step', { number })}
                </VisuallyHidden>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
