import styles from './avatar.module.css';
import { cx } from '../cx.ts';

export interface AvatarProps {
  /** The letter to show; compute it with avatarLetter from @brf/domain. */
  letter: string;
  /** Accessible name, e.g. the full name; without it the avatar is decorative. */
  label?: string;
  size?: 'medium' | 'large';
  className?: string;
}

export function Avatar({ letter, label, size = 'medium', className }: AvatarProps) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(styles.avatar, size === 'large' && styles.large, className)}
    >
      {letter}
    </span>
  );
}
