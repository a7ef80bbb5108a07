import { describe, expect, it } from 'vitest';
import { buildMessageThread, threadIndentPx } from './message-thread.ts';

describe('buildMessageThread', () => {
  it('nests replies under their parent in time order', () => {
    const thread = buildMessageThread([
      { id: 'r2', parent_message_id: 'm1', created_at: '2026-05-01T10:05:00Z' },
      { id: 'm2', parent_message_id: null, created_at: '2026-05-01T10:02:00Z' },
      { id: 'm1', parent_message_id: null, created_at: '2026-05-01T10:00:00Z' },
      { id: 'r1', parent_message_id: 'm1', created_at: '2026-05-01T10:01:00Z' },
      { id: 'rr1', parent_message_id: 'r1', created_at: '2026-05-01T10:03:00Z' },
      { id: 'orphan', parent_message_id: 'gone', created_at: '2026-05-01T10:04:00Z' },
    ]);
    expect(thread.map((entry) => `${entry.message.id}:${entry.depth}`)).toEqual([
      'm1:0',
      'r1:1',
      'rr1:2',
      'r2:1',
      'm2:0',
      'orphan:0',
    ]);
  });
  it('indents 16 px per level', () => {
    expect(threadIndentPx(2)).toBe(32);
  });
});
