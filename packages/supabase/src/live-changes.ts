import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

export interface LiveChangesOptions {
  /** channel topic, unique per subscriber on the page (supabase-js reuses a channel by topic) */
  topic: string;
  table: 'notifications' | 'project_messages';
  /** a postgres_changes filter such as `user_id=eq.<id>` */
  filter?: string;
  /** a row changed, or something may have been missed: refetch */
  onChange: () => void;
  /**
   * The channel's first join: from now on every change arrives, so a first read made now misses
   * none (one made before the join misses what changes until then). Later joins call `onChange`.
   */
  onJoined?: () => void;
  /** ms before a channel that closed or timed out is made again */
  retryMs?: number;
}

/**
 * Live changes of one table for the page's client: INSERT/UPDATE/DELETE call `onChange`, and so
 * does every way of having missed one: a rejoin after a dropped connection (supabase-js rejoins
 * by itself; each SUBSCRIBED after the first means a gap), a channel that closed or timed out
 * (made again here), and a background tab becoming visible (browsers throttle its timers and
 * sockets). Returns the unsubscribe.
 */
export function subscribeToChanges(client: SupabaseClient, options: LiveChangesOptions): () => void {
  let channel: RealtimeChannel | null = null;
  let stopped = false;
  let joinedBefore = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    if (stopped) return;
    const made = client
      .channel(options.topic)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: options.table, ...(options.filter ? { filter: options.filter } : {}) },
        () => options.onChange(),
      );
    channel = made;
    made.subscribe((status) => {
      if (stopped || channel !== made) return;
      if (status === 'SUBSCRIBED') {
        if (joinedBefore) options.onChange();
        else options.onJoined?.();
        joinedBefore = true;
      } else if (status === 'CLOSED' || status === 'TIMED_OUT') {
        channel = null;
        void client.removeChannel(made);
        retry = setTimeout(open, options.retryMs ?? 1000);
      }
      // CHANNEL_ERROR: supabase-js rejoins by itself once the socket is back.
    });
  };

  const onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') options.onChange();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  open();

  return () => {
    stopped = true;
    clearTimeout(retry);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    if (channel) void client.removeChannel(channel);
    channel = null;
  };
}
