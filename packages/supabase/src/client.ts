import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { monitoredFetch } from '@brf/monitoring';
import { supabaseHolder } from './runtime-config.ts';
import type { Database } from './database.types.ts';

export type BrfSupabaseClient = SupabaseClient<Database>;

/** The one supabase-js client of the page, created on first use from `initSupabase`'s config. */
export function getSupabase(): BrfSupabaseClient {
  const holder = supabaseHolder();
  if (holder.client) return holder.client as BrfSupabaseClient;
  if (!holder.config) throw new Error('getSupabase: call initSupabase(config) first (the shell does this at boot)');
  const client = createClient<Database>(holder.config.url, holder.config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    // spec: every request's response or failure time is a metric
    global: { fetch: monitoredFetch },
  });
  holder.client = client;
  for (const listener of holder.listeners) listener(client);
  holder.listeners.clear();
  return client;
}
