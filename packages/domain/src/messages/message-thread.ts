import { MESSAGE_THREAD_INDENT_PX } from '../projects/project-limits.ts';
import { toDate, type DateLike } from '../format/dates.ts';

export interface ThreadMessage {
  id: string;
  parent_message_id?: string | null;
  created_at: DateLike;
}

export interface ThreadEntry<M> {
  message: M;
  depth: number;
}

export const UNKNOWN_ORGANIZATION = 'Unknown Organization';
export const NO_MESSAGES_TEXT = 'No messages yet. Be the first to start the conversation!';

/** Flattens messages into reading order: each reply under its parent, oldest first at every level. */
export function buildMessageThread<M extends ThreadMessage>(messages: readonly M[]): ThreadEntry<M>[] {
  const byTime = [...messages].sort((a, b) => toDate(a.created_at).getTime() - toDate(b.created_at).getTime());
  const ids = new Set(byTime.map((message) => message.id));
  const children = new Map<string | null, M[]>();
  for (const message of byTime) {
    // A reply whose parent is gone is shown as a top-level message rather than lost.
    const parent = message.parent_message_id && ids.has(message.parent_message_id) ? message.parent_message_id : null;
    children.set(parent, [...(children.get(parent) ?? []), message]);
  }
  const entries: ThreadEntry<M>[] = [];
  const visit = (parent: string | null, depth: number) => {
    for (const message of children.get(parent) ?? []) {
      entries.push({ message, depth });
      visit(message.id, depth + 1);
    }
  };
  visit(null, 0);
  return entries;
}

export const threadIndentPx = (depth: number) => depth * MESSAGE_THREAD_INDENT_PX;
