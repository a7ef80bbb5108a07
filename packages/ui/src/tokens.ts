/** Token values needed in script (media queries, timers); CSS uses the custom properties. */
export const breakpoints = {
  mobileMaxPx: 767,
  mobile: '(max-width: 767px)',
  desktop: '(min-width: 768px)',
} as const;

export const cssVar = {
  primary: 'var(--brf-color-primary)',
  danger: 'var(--brf-color-danger)',
  success: 'var(--brf-color-success)',
  text: 'var(--brf-color-text)',
  textMuted: 'var(--brf-color-text-muted)',
} as const;
