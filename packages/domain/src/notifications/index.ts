export * from './notification-types.ts';
export * from './unread-badge.ts';
export * from './notification-sentence.ts';
export * from './notification-catalogue.ts';
