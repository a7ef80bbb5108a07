export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

type ClientListener = (client: unknown) => void;

interface Holder {
  config: SupabaseConfig | null;
  client: unknown;
  listeners: Set<ClientListener>;
}

const HOLDER_KEY = Symbol.for('brf.supabase.v1');

/** Config, the one client and its listeners live once per page (never a second GoTrueClient). */
export function supabaseHolder(): Holder {
  const g = globalThis as unknown as Record<symbol, Holder | undefined>;
  g[HOLDER_KEY] ??= { config: null, client: null, listeners: new Set() };
  return g[HOLDER_KEY]!;
}

/** Called once at boot with the runtime config; the client itself is created on first use. */
export function initSupabase(config: SupabaseConfig): void {
  const holder = supabaseHolder();
  if (
    holder.client &&
    holder.config &&
    (holder.config.url !== config.url || holder.config.anonKey !== config.anonKey)
  ) {
    throw new Error('initSupabase: the client already exists with another configuration');
  }
  holder.config = { ...config };
}

export function supabaseConfig(): SupabaseConfig | null {
  return supabaseHolder().config;
}

/** Runs `listener` with the client when it exists (now, or when it is first created). */
export function onSupabaseClient(listener: ClientListener): () => void {
  const holder = supabaseHolder();
  if (holder.client) listener(holder.client);
  else holder.listeners.add(listener);
  return () => holder.listeners.delete(listener);
}

/** supabase-js's default storage key for the session. */
function sessionStorageKey(): string | null {
  const config = supabaseConfig();
  return config ? `sb-${new URL(config.url).hostname.split('.')[0]}-auth-token` : null;
}

/** Whether a persisted session is worth loading the client for. */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): boolean {
  const key = sessionStorageKey();
  return Boolean(key && storage?.getItem(key));
}

/**
 * Forgets the session this browser keeps. For a sign-out the server refused: supabase-js then
 * keeps the session (it reads it from storage on every call), so a reload would sign the person
 * in again; without it, this device is signed out whatever the server says.
 */
export function forgetStoredSession(storage: Pick<Storage, 'removeItem'> = globalThis.localStorage): void {
  const key = sessionStorageKey();
  if (!key || !storage) return;
  for (const suffix of ['', '-code-verifier', '-user']) storage.removeItem(key + suffix);
}

/** The Supabase CLI's local defaults (its published demo anon key): standalone remote development. */
export const localSupabaseDefaults: SupabaseConfig = {
  url: 'http://localhost:54321',
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
    'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.' +
    'CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
};
