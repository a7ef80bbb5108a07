export { createEventBus, resetEventBusForTests, type EventBus } from './event-bus.ts';
export {
  eventSchemas,
  replayedEvents,
  sessionUserSchema,
  toastTypes,
  type EventName,
  type EventPayload,
  type SessionUser,
  type ToastType,
} from './events.ts';
