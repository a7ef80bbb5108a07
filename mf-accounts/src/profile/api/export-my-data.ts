import { getSupabase, unwrap } from '@brf/supabase/data';

/**
 * Everything the marketplace holds about the signed-in user (export_my_data, issue 31): the
 * account, organisations, projects, quotes, messages, reviews, notifications, files and more.
 * Every key is always there; the rest of the shape is the database's to decide.
 */
export interface MyDataExport {
  exported_at: string;
  account: { id: string; email: string; [column: string]: unknown };
  organisations: unknown[];
  projects: unknown[];
  quotes: unknown[];
  messages: unknown[];
  reviews: unknown[];
  notifications: unknown[];
  notification_preferences: unknown;
  files: unknown[];
  [part: string]: unknown;
}

/** Reads the user's data in one call; a refusal or an outage throws a DataError. */
export async function exportMyData(): Promise<MyDataExport> {
  return unwrap(await getSupabase().rpc('export_my_data')) as unknown as MyDataExport;
}
