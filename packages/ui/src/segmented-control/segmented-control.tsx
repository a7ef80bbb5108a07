import type { ReactNode } from 'react';
import styles from './segmented-control.module.css';
import { cx } from '../cx.ts';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
}

export interface SegmentedControlProps<V extends string> {
  /** Accessible name of the group, e.g. 'View'. */
  label: string;
  options: ReadonlyArray<SegmentedOption<V>>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/** A small set of mutually exclusive choices as toggle buttons (aria-pressed). */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<V>) {
  return (
    <div role="group" aria-label={label} className={cx(styles.group, className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={cx(styles.segment, option.value === value && styles.active)}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.icon}
          <span>{option.label}</span>
        </button>
      ))}
    </div>
  );
}
