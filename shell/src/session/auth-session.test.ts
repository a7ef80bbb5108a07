import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, resetEventBusForTests } from '@brf/event-bus';
import { useSessionStore } from '@brf/supabase/session';
import { announceSessionOnBus } from './auth-session.ts';

afterEach(() => resetEventBusForTests());

// the auth binding itself (debounce, profile lookup, pending) is tested in @brf/supabase
describe('session on the bus', () => {
  it('announces every change, replayed to late remotes', () => {
    announceSessionOnBus();
    useSessionStore.getState().setSession({ user: null, aal: null, loading: false });
    const late = vi.fn();
    createEventBus('mf-admin').on('session', late);
    expect(late).toHaveBeenCalledWith({ user: null, aal: null, loading: false }, 'shell');
  });
});
