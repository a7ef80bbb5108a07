import { useId, useState, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import styles from './collapsible-section.module.css';
import { cx } from '../cx.ts';

export interface CollapsibleSectionProps {
  title: ReactNode;
  children: ReactNode;
  /** Shown after the title in parentheses, e.g. 'Read notifications (3)'. */
  count?: number;
  defaultOpen?: boolean;
  /** Controlled mode: pass open and onOpenChange together. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Buttons beside the toggle (e.g. 'Edit'), outside the toggle button itself. */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function CollapsibleSection({
  title,
  children,
  count,
  defaultOpen = false,
  open,
  onOpenChange,
  actions,
  headingLevel = 2,
  className,
}: CollapsibleSectionProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const buttonId = useId();
  const regionId = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle() {
    const next = !isOpen;
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  return (
    <section className={cx(styles.section, isOpen && styles.open, className)}>
      <div className={styles.header}>
        <Heading className={styles.heading}>
          <button
            id={buttonId}
            type="button"
            className={styles.toggle}
            aria-expanded={isOpen}
            aria-controls={regionId}
            onClick={toggle}
          >
            <ChevronRight aria-hidden="true" size={18} className={styles.chevron} />
            <span>
              {title}
              {count !== undefined ? <span className={styles.count}>({count})</span> : null}
            </span>
          </button>
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <div id={regionId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={styles.content}>
        {isOpen ? children : null}
      </div>
    </section>
  );
}
