import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '@brf/i18n';
import type { MessageRow } from './api/project-messages.ts';

vi.mock('./api/post-message.ts', () => ({
  usePostMessage: () => ({ mutate: vi.fn(), isPending: false, error: null }),
}));
const { MessageItem } = await import('./message-item.tsx');

const MESSAGE: MessageRow = {
  id: 'm1',
  project_id: 'p1',
  parent_message_id: null,
  sender_id: 'u-per',
  sender_email: null,
  organization_name: 'Fasad & Tak AB',
  is_brf: false,
  is_public: true,
  by_board: false,
  message_text: 'Vi kan börja i maj.',
  created_at: '2026-03-02T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
};

const show = (message: MessageRow) =>
  render(
    <Suspense fallback={null}>
      <ul>
        <MessageItem message={message} depth={0} projectId="p1" replying={false} onReply={() => undefined} />
      </ul>
    </Suspense>,
  );

describe('who a message is from', () => {
  beforeAll(() => setLanguage('en', { remember: false }));
  afterEach(async () => {
    cleanup();
    await setLanguage('en', { remember: false });
  });

  it("names the sender's organisation", async () => {
    show(MESSAGE);
    expect(await screen.findByRole('article', { name: 'Fasad & Tak AB' })).toBeTruthy();
  });

  it("says 'Deleted user' once the sender deleted the account, in English and Swedish", async () => {
    // the erasure keeps the message and removes the person: no sender, no organisation name
    const kept = { ...MESSAGE, sender_id: null, organization_name: null };
    show(kept);
    const article = await screen.findByRole('article', { name: 'Deleted user' });
    expect(article.textContent).toContain('Vi kan börja i maj.');
    expect(screen.getByRole('button', { name: 'Reply to Deleted user' })).toBeTruthy();
    cleanup();
    await setLanguage('sv', { remember: false });
    show(kept);
    expect(await screen.findByRole('article', { name: 'Raderad användare' })).toBeTruthy();
  });

  it("still says 'Unknown Organization' for a sender without an organisation name", async () => {
    show({ ...MESSAGE, organization_name: null });
    expect(await screen.findByRole('article', { name: 'Unknown Organization' })).toBeTruthy();
  });
});
