// spec/accounts.md 9: how long each toast type stays.
export const TOAST_DURATION_MS = {
  success: 10_000,
  error: 5_000,
  info: 3_000,
  warning: 4_000,
} as const;

export type ToastType = keyof typeof TOAST_DURATION_MS;
