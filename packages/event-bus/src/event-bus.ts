import { events, replayedEvents, type EventName, type EventPayload } from '@brf/contracts';

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

/** The payload as this build's contract reads it (unknown newer fields dropped), or null. */
function parse<E extends EventName>(event: E, payload: unknown, sender: string): EventPayload<E> | null {
  const contract = events[event];
  if (!contract) {
    console.error(`[event-bus] unknown event "${event}" from ${sender}: dropped`);
    return null;
  }
  const result = contract.schema.safeParse(payload);
  if (!result.success) {
    const version = (payload as { v?: unknown } | null)?.v;
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
    console.error(
      `[event-bus] invalid payload for "${event}" from ${sender} ` +
        `(sent as v${version ?? '?'}, this build reads v${contract.version}): ${issues}. Dropped.`,
    );
    return null;
  }
  return result.data as EventPayload<E>;
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
      if (!parse(event, payload, sender)) return;
      // the payload travels as sent (with this sender's contract version), so a newer receiver
      // can still see fields this sender's contract knows
      const stamped = { ...payload, v: events[event].version };
      const { listeners, last } = channel();
      if (replayedEvents.has(event)) last.set(event, { payload: stamped, sender });
      for (const listener of [...(listeners.get(event) ?? [])]) listener(stamped, sender);
    },
    on(event, handler) {
      const { listeners, last } = channel();
      const listener: Listener = (payload, from) => {
        const parsed = parse(event, payload, from);
        if (parsed) handler(parsed, from);
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
      const previous = channel().last.get(event);
      return previous ? (parse(event, previous.payload, previous.sender) ?? undefined) : undefined;
    },
  };
}

/** Test helper: forget every listener and replayed value. */
export function resetEventBusForTests(): void {
  const { listeners, last } = channel();
  listeners.clear();
  last.clear();
}
