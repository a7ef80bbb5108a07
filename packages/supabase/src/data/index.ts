// `@brf/supabase/data`: the data layer. Only pages that read or write data import it, so the
// query library and supabase-js are not part of an anonymous first visit.
export { queryClient, resetQueryClientForTests } from './query-client.ts';
export { useQuery, useMutation } from './hooks.ts';
export { DataError, toDataError, unwrap } from './data-error.ts';
export { queryOptions, skipToken, type QueryKey } from '@tanstack/react-query';
export { getSupabase, type BrfSupabaseClient } from '../client.ts';
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums } from '../tables.ts';
