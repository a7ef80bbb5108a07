import styles from './step-indicator.module.css';
import { cx } from '../cx.ts';
import { VisuallyHidden } from '../visually-hidden.tsx';

export interface StepIndicatorProps {
  /** Step labels in order, e.g. ['Personal Information', 'BRF Organization']. */
  steps: readonly string[];
  /** 1-based number of the current step. */
  current: number;
  label?: string;
  className?: string;
}

export function StepIndicator({ steps, current, label = 'Registration progress', className }: StepIndicatorProps) {
  return (
    <nav aria-label={label} className={className}>
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
              <span aria-hidden="true" className={styles.number}>{number}</span>
              <span className={styles.label}>
                <VisuallyHidden>{`Step ${number}${state === 'done' ? ' (completed)' : ''}: `}</VisuallyHidden>
                {step}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
