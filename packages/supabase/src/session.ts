// The light entry (`@brf/supabase/session`): store, selectors, the auth binding and config,
// without supabase-js, so an anonymous first visit does not download the client.
export { useSessionStore, type Aal, type SessionState } from './session-store.ts';
export {
  toSessionUser,
  aalOfAccessToken,
  type SessionUser,
  type OrganizationType,
  type RegistrationStep,
  type AuthUserLike,
} from './session-user.ts';
export * from './selectors.ts';
export { useViewer, viewerOf, type Viewer } from './viewer.ts';
export {
  bindAuthToStore,
  lookupProfileId,
  sessionTestOverrides,
  settledSession,
  startAuthSession,
  SESSION_DEBOUNCE_MS,
} from './auth-binding.ts';
export {
  initSupabase,
  onSupabaseClient,
  hasStoredSession,
  forgetStoredSession,
  supabaseConfig,
  localSupabaseDefaults,
  type SupabaseConfig,
} from './runtime-config.ts';
