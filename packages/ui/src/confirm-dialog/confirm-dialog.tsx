import type { ReactNode } from 'react';
import { Modal } from '../modal/modal.tsx';
import { Button } from '../button/button.tsx';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. 'Are you sure ...?' */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: buttons disabled, the dialog stays open. */
  busy?: boolean;
  tone?: 'danger' | 'primary';
}

/** A yes/no question in a modal; the destructive button is last and cancel gets the focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      dismissible={!busy}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
