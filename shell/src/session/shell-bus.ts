import { createEventBus } from '@brf/event-bus';

export const shellBus = createEventBus('shell');
