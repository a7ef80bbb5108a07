import { eventSchemas, replayedEvents, type EventName, type EventPayload } from './events.ts';

type Listener = (payload: unknown, sender: string) => void;

interface Channel {
  listeners: Map<string, Set<Listener>>;
  last: Map<string, { payload: unknown; sender: string }>;
}

// Anchored on globalThis: even a remote that ended up with its own copy of this package
// (version mismatch) talks on the same channel, and each side still validates.
const CHANNEL_KEY = Symbol.for('brf.event-bus.v1');

function channel(): Channel {
  const holder = globalThis as unknown as Record<symbol, Channel | undefined>;
  holder[CHANNEL_KEY] ??= { listeners: new Map(), last: new Map() };
  return holder[CHANNEL_KEY]!;
}

function check<E extends EventName>(event: E, payload: unknown, sender: string): payload is EventPayload<E> {
  const schema = eventSchemas[event];
  if (!schema) {
    console.error(`[event-bus] unknown event "${event}" from ${sender}: dropped`);
    return false;
  }
  const result = schema.safeParse(payload);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
    console.error(`[event-bus] invalid payload for "${event}" from ${sender}: ${issues}. Dropped.`);
    return false;
  }
  return true;
}

export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Returns the unsubscribe function. Replayed events call the handler at once with the last value. */
  on<E extends EventName>(event: E, handler: (payload: EventPayload<E>, sender: string) => void): () => void;
  last<E extends EventName>(event: E): EventPayload<E> | undefined;
}

/** A bus handle that signs what it emits with the sender's name (e.g. 'mf-projects'). */
export function createEventBus(sender: string): EventBus {
  return {
    emit(event, payload) {
      if (!check(event, payload, sender)) return;
      const { listeners, last } = channel();
      if (replayedEvents.has(event)) last.set(event, { payload, sender });
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload, sender);
    },
    on(event, handler) {
      const { listeners, last } = channel();
      const listener: Listener = (payload, from) => {
        if (check(event, payload, from)) handler(payload, from);
      };
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      set.add(listener);
      const previous = replayedEvents.has(event) ? last.get(event) : undefined;
      if (previous) listener(previous.payload, previous.sender);
      return () => {
        set.delete(listener);
      };
    },
    last(event) {
      return channel().last.get(event)?.payload as EventPayload<typeof event> | undefined;
    },
  };
}

/** Test helper: forget every listener and replayed value. */
export function resetEventBusForTests(): void {
  const { listeners, last } = channel();
  listeners.clear();
  last.clear();
}
