import { Fragment, type ReactNode } from 'react';
import { cx } from '@brf/ui';
import styles from '../decision-pack.module.css';

/** One numbered part of the pack under its own h2 (kept on one sheet where it fits). */
export function PackPart({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `decision-${id}`;
  return (
    <section className={cx(styles.part, className)} aria-labelledby={titleId} data-part={id}>
      <h2 id={titleId} className={styles.partTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface Fact {
  label: string;
  value: ReactNode;
  /** the value's own style (the checksum in a monospace font) */
  className?: string;
}

/** Label-value pairs, as the minutes read them. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
