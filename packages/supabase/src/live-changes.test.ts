import { describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { subscribeToChanges } from './live-changes.ts';

/** A client whose one channel reports the statuses the test gives it. */
function fakeClient() {
  const listeners: Array<(status: string) => void> = [];
  const channel = {
    on: () => channel,
    subscribe: (listener: (status: string) => void) => {
      listeners.push(listener);
      return channel;
    },
  };
  const client = { channel: () => channel, removeChannel: vi.fn(async () => 'ok') } as unknown as SupabaseClient;
  return { client, status: (status: string) => listeners.at(-1)!(status) };
}

describe('live changes of a table', () => {
  it('say when the channel first listens, and treat every later join as a possible gap', () => {
    const { client, status } = fakeClient();
    const onChange = vi.fn();
    const onJoined = vi.fn();
    const stop = subscribeToChanges(client, { topic: 't', table: 'notifications', onChange, onJoined });

    status('SUBSCRIBED');
    expect(onJoined).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();

    status('CHANNEL_ERROR');
    status('SUBSCRIBED');
    expect(onChange).toHaveBeenCalledOnce();
    expect(onJoined).toHaveBeenCalledOnce();
    stop();
  });
});
