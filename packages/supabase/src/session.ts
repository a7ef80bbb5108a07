// The light entry (`@brf/supabase/session`): store, selectors and config, without supabase-js,
// so an anonymous first visit does not download the client.
export { useSessionStore, type Aal, type SessionState } from './session-store.ts';
export { toSessionUser, aalOfAccessToken, type SessionUser, type OrganizationType, type AuthUserLike } from './session-user.ts';
export * from './selectors.ts';
export { initSupabase, onSupabaseClient, hasStoredSession, supabaseConfig, localSupabaseDefaults, type SupabaseConfig } from './runtime-config.ts';
