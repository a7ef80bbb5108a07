import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import styles from './modal.module.css';
import { cx } from '../cx.ts';
import { uiRootClassName } from '../ui-root.tsx';
import { focusableWithin } from '../focusable.ts';
import { useTranslation } from '@brf/i18n';
import { uiCatalogue } from '../i18n.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Element to focus on open; defaults to the first focusable element in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** While busy Escape and the backdrop do not close the dialog. */
  dismissible?: boolean;
  size?: 'normal' | 'wide';
  describedBy?: string;
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  // Portalled under its own token root, since the host's root class stays behind.
  return createPortal(
    <div className={uiRootClassName}>
      <ModalDialog {...props} />
    </div>,
    document.body,
  );
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeLabel,
  dismissible = true,
  size = 'normal',
  describedBy,
}: ModalProps) {
  const titleId = useId();
  const { t } = useTranslation(uiCatalogue);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    // The page behind must not scroll under the dialog (matters most on phones).
    const body = document.body;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previousOverflow;
    };
  }, []);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target =
        initialFocusRef?.current ?? focusableWithin(dialog).find((element) => !element.dataset.modalClose) ?? dialog;
      target.focus();
    }
    return () => {
      if (previouslyFocused && typeof previouslyFocused.focus === 'function' && previouslyFocused.isConnected) {
        previouslyFocused.focus();
      }
    };
  }, [initialFocusRef]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusableWithin(dialogRef.current);
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(styles.dialog, size === 'wide' && styles.wide)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? t('modal.close')}
            data-modal-close="true"
            onClick={() => onCloseRef.current()}
            disabled={!dismissible}
          >
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
