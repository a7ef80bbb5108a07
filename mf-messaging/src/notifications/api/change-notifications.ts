import { getSupabase, queryClient, unwrap, useMutation, queryKeys } from '@brf/supabase/data';
import { announceNotificationsChanged } from '../../messaging-bus.ts';
import type { NotificationRow } from './notification-row.ts';
import { notificationsQuery } from './notifications-list.ts';

export type NotificationChange = { kind: 'read'; id: string } | { kind: 'allRead' } | { kind: 'delete'; id: string };

async function applyChange(userId: string, change: NotificationChange): Promise<void> {
  const table = getSupabase().from('notifications');
  if (change.kind === 'read') unwrap(await table.update({ read: true }).eq('id', change.id).eq('user_id', userId));
  else if (change.kind === 'allRead')
    unwrap(await table.update({ read: true }).eq('user_id', userId).eq('read', false));
  // spec: deleting is filtered by id only; row security keeps it to the user's own rows
  else unwrap(await table.delete().eq('id', change.id));
}

/** spec/accounts.md 4: a read item moves to the top of the read list; deleting removes it from either. */
export function changedList(rows: NotificationRow[], change: NotificationChange): NotificationRow[] {
  if (change.kind === 'delete') return rows.filter((row) => row.id !== change.id);
  if (change.kind === 'allRead') return rows.map((row) => ({ ...row, read: true }));
  const row = rows.find((candidate) => candidate.id === change.id);
  if (!row) return rows;
  return [{ ...row, read: true }, ...rows.filter((candidate) => candidate.id !== change.id)];
}

/**
 * Mark read, mark all read, delete: the list changes at once, then the list refetches and the bell's
 * badge is told. A change that fails is logged and taken back (spec: a failed read is console only).
 */
export function useChangeNotification(userId: string | null) {
  return useMutation({
    mutationFn: async (change: NotificationChange) => {
      if (!userId) return;
      await applyChange(userId, change);
    },
    onMutate: (change) => {
      const key = notificationsQuery(userId).queryKey;
      const before = queryClient().getQueryData<NotificationRow[]>(key);
      queryClient().setQueryData<NotificationRow[]>(key, (rows) => (rows ? changedList(rows, change) : rows));
      return { before };
    },
    onError: (error, _change, context) => {
      console.error('[mf-messaging] notification change failed', error);
      if (context?.before) queryClient().setQueryData(notificationsQuery(userId).queryKey, context.before);
    },
    onSettled: async () => {
      if (!userId) return;
      await queryClient().invalidateQueries({ queryKey: queryKeys.notifications(userId) });
      announceNotificationsChanged(userId);
    },
  });
}
