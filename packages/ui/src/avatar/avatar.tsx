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
  const classes = cx(styles.avatar, size === 'large' && styles.large, className);
  // named: an image with that name; unnamed: decorative, hidden from assistive technology
  return label ? (
    <span role="img" aria-label={label} className={classes}>
      {letter}
    </span>
  ) : (
    <span aria-hidden className={classes}>
      {letter}
    </span>
  );
}
