export * from './user-growth.ts';
