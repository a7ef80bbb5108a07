import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../cx.ts';
import { focusableWithin } from '../focusable.ts';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The panel's id; the toggle points at it with aria-controls. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the toggle button shows. */
  trigger: ReactNode;
  /** The toggle's accessible name when its content is not text (an icon, an avatar). */
  triggerLabel?: string;
  triggerClassName?: string;
  className?: string;
  panelClassName?: string;
  /** `dropdown` hangs under the toggle; `sheet` spans the viewport under a bar (phones). */
  layout?: 'dropdown' | 'sheet';
  /** Given for a panel that is a labelled region (e.g. notifications) rather than a list of links. */
  panelLabel?: string;
  children: ReactNode;
}

/**
 * A disclosure popover: a toggle button and a panel of links, buttons or other content.
 * Keyboard: Enter/Space toggle, ArrowDown from the toggle enters the panel, ArrowUp/ArrowDown/
 * Home/End move between the panel's items, Escape closes and returns focus to the toggle.
 * A pointer press outside closes it. Links keep their link role (a navigation menu, not an
 * application menu), so screen readers announce them as links.
 */
export function Popover({
  id,
  open,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  className,
  panelClassName,
  layout = 'dropdown',
  panelLabel,
  children,
}: PopoverProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) onOpenChangeRef.current(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChangeRef.current(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function moveFocus(event: KeyboardEvent<HTMLElement>) {
    const panel = panelRef.current;
    if (!panel) return;
    const items = focusableWithin(panel);
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current < 0 || current === last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[target]!.focus();
  }

  return (
    <div ref={rootRef} className={cx(styles.popover, className)}>
      <button
        ref={toggleRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={id}
        aria-label={triggerLabel}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (open && event.key === 'ArrowDown') moveFocus(event);
        }}
      >
        {trigger}
      </button>
      {open && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-label only comes with role="region" (panelLabel)
        <div
          ref={panelRef}
          id={id}
          className={cx(styles.panel, layout === 'sheet' ? styles.sheet : styles.dropdown, panelClassName)}
          role={panelLabel ? 'region' : undefined}
          aria-label={panelLabel}
          onKeyDown={moveFocus}
        >
          {children}
        </div>
      )}
    </div>
  );
}
