// Row types come from the generated schema, never written by hand:
// `Tables<'brf_profiles'>` (also views), `TablesInsert<'projects'>`, `TablesUpdate<'quotes'>`.
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums } from './database.types.ts';
