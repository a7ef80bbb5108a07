export * from './sek.ts';
export * from './vat-basis.ts';
export * from './dates.ts';
export * from './calendar-date.ts';
export * from './stockholm-day.ts';
