import { createEventBus } from '@brf/event-bus';

/** The bus handle of this remote: everything it emits is signed 'mf-accounts'. */
export const accountsBus = createEventBus('mf-accounts');

export function showToast(type: 'success' | 'error' | 'info' | 'warning', message: string): void {
  accountsBus.emit('toast', { type, message });
}
