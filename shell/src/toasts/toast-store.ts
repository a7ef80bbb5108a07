import { create } from 'zustand';
import type { EventBus } from '@brf/event-bus';
import { TOAST_DURATION_MS, type ToastType } from '@brf/domain/navigation';

/** spec: success 10 s, error 5 s, info 3 s, warning 4 s (the one table, in @brf/domain) */
export const toastDurationsMs: Record<ToastType, number> = TOAST_DURATION_MS;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, 'id'>): string;
  dismiss(id: string): void;
}

let nextId = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: ({ type, message }) => {
    const id = `toast-${++nextId}`;
    set({ toasts: [...get().toasts, { id, type, message }] });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), toastDurationsMs[type]),
    );
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

/** Any remote raises a toast with bus.emit('toast', { type, message }); listening starts at boot. */
export function showToastsFromBus(bus: EventBus): () => void {
  return bus.on('toast', (toast) => useToastStore.getState().show(toast));
}
