import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';
import styles from './section.module.css';

type Heading =
  | {
      /** the h2 that names the section */
      title: ReactNode;
      /** the h2's id, unique on the page */
      titleId: string;
    }
  | { title?: never; titleId?: never };

export type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & Heading;

/**
 * A part of a page under its own h2, named by it (e.g. a slot of /projects/:id). Without a title
 * it is the stand-in while its content loads, the skeleton in place of the heading.
 */
export function Section({ title, titleId, className, children, ...rest }: SectionProps) {
  return (
    <section {...rest} className={cx(styles.section, className)} aria-labelledby={titleId}>
      {titleId ? (
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
