export { createEventBus, resetEventBusForTests, type EventBus } from './event-bus.ts';
// the contract itself lives in @brf/contracts; re-exported for existing imports
export {
  events,
  replayedEvents,
  sessionUserSchema,
  toastTypes,
  type EventName,
  type EventPayload,
  type SessionUser,
  type ToastType,
} from '@brf/contracts';
