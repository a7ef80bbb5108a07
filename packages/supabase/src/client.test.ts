import { describe, expect, it, vi } from 'vitest';
import { getSupabase, hasStoredSession, initSupabase, onSupabaseClient } from './index.ts';

describe('the one supabase client', () => {
  it('is created once, from the runtime config, and announced to listeners', () => {
    expect(() => getSupabase()).toThrow('call initSupabase(config) first');
    const warn = vi.spyOn(console, 'warn');
    initSupabase({ url: 'http://localhost:54321', anonKey: 'anon-key' });
    const seen: unknown[] = [];
    onSupabaseClient((client) => seen.push(client));
    const first = getSupabase();
    expect(getSupabase()).toBe(first);
    expect(seen).toEqual([first]);
    onSupabaseClient((client) => seen.push(client));
    expect(seen).toEqual([first, first]);
    expect(warn.mock.calls.flat().join(' ')).not.toContain('Multiple GoTrueClient');
    expect(() => initSupabase({ url: 'http://elsewhere:1', anonKey: 'x' })).toThrow('already exists');
  });

  it('knows whether a persisted session exists under supabase-js default key', () => {
    const storage = new Map<string, string>();
    const getItem = (key: string) => storage.get(key) ?? null;
    expect(hasStoredSession({ getItem })).toBe(false);
    storage.set('sb-localhost-auth-token', '{}');
    expect(hasStoredSession({ getItem })).toBe(true);
  });
});
