import { create } from 'zustand';
import type { Aal, SessionUser } from './session-user.ts';

export type { Aal };

export interface SessionState {
  user: SessionUser | null;
  aal: Aal | null;
  /** true during the first session lookup */
  loading: boolean;
  /**
   * true from the moment supabase-js reports an auth change until the store shows its outcome
   * (debounce and profile lookup); a guard never redirects on a state that is about to change.
   */
  pending: boolean;
  unreadCount: number;
  setSession(session: { user: SessionUser | null; aal: Aal | null; loading: boolean }): void;
  setPending(pending: boolean): void;
  setUnreadCount(count: number): void;
  /** sign-out: no user, count 0 */
  clear(): void;
}

function createSessionStore() {
  return create<SessionState>()((set) => ({
    user: null,
    aal: null,
    loading: true,
    pending: false,
    unreadCount: 0,
    setSession: ({ user, aal, loading }) =>
      set(
        user
          ? { user, aal, loading, pending: false }
          : { user: null, aal: null, loading, pending: false, unreadCount: 0 },
      ),
    setPending: (pending) => set({ pending }),
    setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.trunc(count)) }),
    clear: () => set({ user: null, aal: null, loading: false, pending: false, unreadCount: 0 }),
  }));
}

// One store per page even if a remote ends up with its own copy of this package.
const STORE_KEY = Symbol.for('brf.session-store.v1');
const holder = globalThis as unknown as Record<symbol, ReturnType<typeof createSessionStore> | undefined>;

/** The session the auth binding writes and every part of the page reads: `useSessionStore(selectUser)`. */
export const useSessionStore = (holder[STORE_KEY] ??= createSessionStore());
