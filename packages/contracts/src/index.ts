export * from './session-user.ts';
export * from './events.ts';
export * from './exposed-modules.ts';
export * from './page-layouts.ts';
export * from './check.ts';
