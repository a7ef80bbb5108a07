// `@brf/supabase/data`: the data layer. Only pages that read or write data import it, so the
// query library and supabase-js are not part of an anonymous first visit.
export { queryClient, resetQueryClientForTests } from './query-client.ts';
export { useQuery, useMutation, useInfiniteQuery } from './hooks.ts';
export {
  uploadWithProgress,
  uploadWithRecord,
  type UploadProgress,
  type UploadWithProgressOptions,
  type UploadWithRecordOptions,
} from './upload-with-progress.ts';
export { uploadAttachment, type AttachmentTable, type UploadAttachmentOptions } from './upload-attachment.ts';
export { removeWithRecord, type RemoveWithRecordOptions } from './remove-with-record.ts';
export { DataError, isRateLimited, messageForPeople, toDataError, unwrap, type Succeeded } from './data-error.ts';
export { queryKeys } from './query-keys.ts';
export { QUOTE_SELECT, selectQuotes, type QuoteRow, type QuoteAttachment } from './shared-reads/quote-row.ts';
export { ownQuoteQuery, useOwnQuote } from './shared-reads/own-quote.ts';
export { serviceCategoriesQuery, useServiceCategories } from './shared-reads/service-categories.ts';
export {
  fetchRequestRecord,
  requestRecordQuery,
  useRequestRecord,
  type RequestRecord,
} from './shared-reads/request-record.ts';
export {
  projectBudgetQuery,
  useProjectBudget,
  type ProjectBudget,
  type SetBudget,
} from './shared-reads/project-budget.ts';
export { prefetchUser } from './prefetch-user.ts';
export {
  queryOptions,
  infiniteQueryOptions,
  keepPreviousData,
  skipToken,
  type QueryKey,
  type InfiniteData,
} from '@tanstack/react-query';
export { getSupabase, type BrfSupabaseClient } from '../client.ts';
export type { Database, Json, Tables, TablesInsert, TablesUpdate, Enums } from '../tables.ts';
export { subscribeToChanges, type LiveChangesOptions } from '../live-changes.ts';
