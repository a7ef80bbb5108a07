import { createEventBus } from '@brf/event-bus';
import type { EventPayload, ToastType } from '@brf/contracts';

/** The bus handle of this remote: everything it emits is signed 'mf-quotes'. */
export const quotesBus = createEventBus('mf-quotes');

/** Toasts carry the spec's English text; the shell shows it in the page's language. */
export function showToast(type: ToastType, message: string): void {
  quotesBus.emit('toast', { type, message });
}

export const announceQuoteSubmitted = (payload: EventPayload<'quote.submitted'>) =>
  quotesBus.emit('quote.submitted', payload);
export const announceQuoteChanged = (payload: EventPayload<'quote.changed'>) =>
  quotesBus.emit('quote.changed', payload);
export const announceProjectAwarded = (payload: EventPayload<'project.awarded'>) =>
  quotesBus.emit('project.awarded', payload);
