import { describe, expect, it, vi } from 'vitest';

describe('starting the auth session', () => {
  it('a client that cannot load (auth initialisation failure) leaves no user, settled, and logs it', async () => {
    vi.resetModules();
    const { initSupabase } = await import('./runtime-config.ts');
    const { startAuthSession, useSessionStore } = await import('./session.ts');
    initSupabase({ url: 'http://localhost:54321', anonKey: 'anon' });
    // a session from an earlier visit: the client is loaded to resume it
    localStorage.setItem('sb-localhost-auth-token', JSON.stringify({ access_token: 'x' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.setState({ user: null, aal: null, loading: true });
    startAuthSession(() => Promise.reject(new Error('chunk failed to load')));
    await vi.waitFor(() => expect(useSessionStore.getState()).toMatchObject({ user: null, aal: null, loading: false }));
    expect(logged).toHaveBeenCalledWith('[session] auth initialisation failed', expect.any(Error));
    localStorage.clear();
  });
});
