export * from './notification-types.ts';
export * from './unread-badge.ts';
