export * from './session.ts';
export { getSupabase, type BrfSupabaseClient } from './client.ts';
export type { Database } from './database.types.ts';
export type { Json, Tables, TablesInsert, TablesUpdate, Enums } from './tables.ts';
export { subscribeToChanges, type LiveChangesOptions } from './live-changes.ts';
