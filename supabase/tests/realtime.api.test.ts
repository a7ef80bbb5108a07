// Live updates: notifications and project messages are published, and each subscriber gets only
// the rows its row security lets it read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startApi, type Api } from './helpers/api.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  for (const c of Object.values(api?.clients ?? {})) await c.removeAllChannels();
  await api?.stop();
});

type Row = Record<string, unknown>;

function listen(client: SupabaseClient, name: string, table: string, filter?: string) {
  const rows: Row[] = [];
  const waiters: (() => void)[] = [];
  const channel: RealtimeChannel = client
    .channel(name)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table, ...(filter ? { filter } : {}) }, (p) => {
      rows.push(p.new as Row);
      for (const w of waiters.splice(0)) w();
    });
  const ready = new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    }),
  );
  const first = (n: number) =>
    new Promise<Row[]>((resolve) => {
      const check = () => (rows.length >= n ? resolve(rows.slice(0, n)) : waiters.push(check));
      check();
    });
  return { ready, first };
}

describe('realtime (supabase-js)', () => {
  it('a notification reaches its owner only', async () => {
    const w = api.world;
    await api.clients.brfOwner.realtime.setAuth();
    await api.clients.otherBrf.realtime.setAuth();
    const owner = listen(api.clients.brfOwner, 'owner-bell', 'notifications');
    const other = listen(api.clients.otherBrf, 'other-bell', 'notifications');
    await Promise.all([owner.ready, other.ready]);

    // first a notification for the owner, then one for the other BRF: in commit order, a leak
    // would reach the other BRF before its own row
    const q1 = await api.clients.otherProvider
      .from('quotes')
      .insert({ project_id: w.openProject2, service_provider_id: w.provider2, quote_amount: 900 });
    expect(q1.error).toBeNull();
    const q2 = await api.clients.otherProvider
      .from('quotes')
      .insert({ project_id: w.otherBrfProject, service_provider_id: w.provider2, quote_amount: 800 });
    expect(q2.error).toBeNull();

    const [mine] = await owner.first(1);
    expect(mine).toMatchObject({
      user_id: w.users.brfOwner.id,
      type: 'new_quote',
      message: 'You have received a new quote for "Fasadrenovering" from Rör AB: 1 125 kr incl. VAT (900 kr excl.).',
    });
    const [theirs] = await other.first(1);
    expect(theirs).toMatchObject({
      user_id: w.users.otherBrf.id,
      type: 'new_quote',
      message: 'You have received a new quote for "Takbyte Ekbacken" from Rör AB: 1 000 kr incl. VAT (800 kr excl.).',
    });
  });

  it('a new project message reaches the other readers of the project', async () => {
    const w = api.world;
    await api.clients.quotedProvider.realtime.setAuth();
    const board = listen(api.clients.quotedProvider, 'board', 'project_messages', `project_id=eq.${w.openProject}`);
    await board.ready;
    const sent = await api.clients.otherBrf
      .from('project_messages')
      .insert({ project_id: w.openProject, message_text: 'Live?' });
    expect(sent.error).toBeNull();
    const [row] = await board.first(1);
    expect(row).toMatchObject({
      project_id: w.openProject,
      message_text: 'Live?',
      sender_id: w.users.otherBrf.id,
      organization_name: 'BRF Ekbacken',
      is_brf: true,
    });
  });
});
