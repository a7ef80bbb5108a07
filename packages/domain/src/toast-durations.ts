import type { ToastType } from '@brf/contracts';

export type { ToastType };

// spec/accounts.md 9: how long each toast type stays.
export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  success: 10_000,
  error: 5_000,
  info: 3_000,
  warning: 4_000,
};
