import { create } from 'zustand';
import type { SessionUser } from './session-user.ts';

export type Aal = 'aal1' | 'aal2';

export interface SessionState {
  user: SessionUser | null;
  aal: Aal | null;
  /** true during the first session lookup */
  loading: boolean;
  unreadCount: number;
  setSession(session: { user: SessionUser | null; aal: Aal | null; loading: boolean }): void;
  setUnreadCount(count: number): void;
  /** sign-out: no user, count 0 */
  clear(): void;
}

function createSessionStore() {
  return create<SessionState>()((set) => ({
    user: null,
    aal: null,
    loading: true,
    unreadCount: 0,
    setSession: ({ user, aal, loading }) =>
      set(user ? { user, aal, loading } : { user: null, aal: null, loading, unreadCount: 0 }),
    setUnreadCount: (count) => set({ unreadCount: Math.max(0, Math.trunc(count)) }),
    clear: () => set({ user: null, aal: null, loading: false, unreadCount: 0 }),
  }));
}

// One store per page even if a remote ends up with its own copy of this package.
const STORE_KEY = Symbol.for('brf.session-store.v1');
const holder = globalThis as unknown as Record<symbol, ReturnType<typeof createSessionStore> | undefined>;

/** The session the shell writes and every remote reads: `useSessionStore(selectUser)`. */
export const useSessionStore = (holder[STORE_KEY] ??= createSessionStore());
