import { createEventBus } from '@brf/event-bus';
import type { EventPayload, ToastType } from '@brf/contracts';

/** The bus handle of this remote: everything it emits is signed 'mf-messaging'. */
export const messagingBus = createEventBus('mf-messaging');

export function showToast(type: ToastType, message: string): void {
  messagingBus.emit('toast', { type, message });
}

/** spec: every change to a notification tells the parent, so the bell's badge refreshes. */
export const announceNotificationsChanged = (userId: string) => messagingBus.emit('notifications.changed', { userId });
export const announceMessagePosted = (payload: EventPayload<'message.posted'>) =>
  messagingBus.emit('message.posted', payload);
