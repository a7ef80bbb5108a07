import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './button.module.css';
import { cx } from '../cx.ts';
import { SpinnerGlyph } from '../spinner/spinner.tsx';
import { dialogTrigger } from '../dialog-trigger/dialog-trigger.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** While busy the button is disabled and shows busyLabel (e.g. 'Sending...'). */
  busy?: boolean;
  busyLabel?: ReactNode;
  icon?: ReactNode;
  fullWidth?: boolean;
  /** The name of the dialog this button opens (e.g. 'delete-project'): the button says so. */
  opensDialog?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  busy = false,
  busyLabel,
  icon,
  fullWidth = false,
  opensDialog,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      {...(opensDialog ? dialogTrigger(opensDialog) : null)}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        styles.button,
        styles[variant],
        size === 'small' && styles.small,
        fullWidth && styles.fullWidth,
        className,
      )}
    >
      {busy ? <SpinnerGlyph /> : icon}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
