export * from './sek.ts';
export * from './dates.ts';
