/**
 * The request's record (decision 0025): the addenda for every reader, and for the board the
 * request as it stood at the first quote and the number its next change will have. One read,
 * shared with mf-quotes' decision pack (`@brf/supabase/data`).
 */
export { useRequestRecord, type RequestRecord } from '@brf/supabase/data';
