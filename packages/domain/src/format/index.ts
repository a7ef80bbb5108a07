export * from './sek.ts';
export * from './dates.ts';
export * from './warm-up-intl.ts';
