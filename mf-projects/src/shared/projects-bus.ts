import { createEventBus } from '@brf/event-bus';
import type { ToastType } from '@brf/contracts';

/** The bus handle of this remote: everything it emits is signed 'mf-projects'. */
export const projectsBus = createEventBus('mf-projects');

/** Toasts carry the spec's English text; the shell shows it in the page's language. */
export function showToast(type: ToastType, message: string): void {
  projectsBus.emit('toast', { type, message });
}

export function announceProjectChanged(projectId: string): void {
  projectsBus.emit('project.changed', { projectId });
}
