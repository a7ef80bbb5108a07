import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { DataError } from '@brf/supabase/data';
import '@brf/domain/i18n';

interface Posted {
  onSuccess?: () => void;
}
const post = { mutate: vi.fn(), isPending: false, error: null as unknown };
vi.mock('./api/post-message.ts', () => ({ usePostMessage: () => post }));
const { MessageForm } = await import('./message-form.tsx');

const REQUIRED = 'Message is required';
const send = () => screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;

async function renderForm(props: { parentId?: string; onPosted?: () => void; onCancel?: () => void } = {}) {
  const user = userEvent.setup();
  render(
    <Suspense fallback={null}>
      <MessageForm projectId="p1" label="Message" submitLabel="Send Message" {...props} />
    </Suspense>,
  );
  return { user, box: (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement };
}

describe('the message form', () => {
  // the spec's strings are asserted in English
  beforeAll(() => setLanguage('en', { remember: false }));
  beforeEach(() => {
    post.mutate.mockReset();
    post.isPending = false;
    post.error = null;
  });
  afterEach(() => cleanup());

  it("a send without text says 'Message is required', sends nothing, and Send is off until there is text", async () => {
    const { user, box } = await renderForm();
    expect(send().disabled).toBe(false);
    await user.click(send());
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(send().disabled).toBe(true);
    expect(document.activeElement).toBe(send());
    expect(post.mutate).not.toHaveBeenCalled();
    await user.type(box, 'Hej');
    await waitFor(() => expect(screen.queryByText(REQUIRED)).toBeNull());
    expect(send().disabled).toBe(false);
  });

  it('leaving the empty field says nothing; leaving it with only spaces says the text is required', async () => {
    const { user, box } = await renderForm();
    await user.click(box);
    await user.tab();
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(send().disabled).toBe(false);
    await user.type(box, '   ');
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeTruthy();
    expect(send().disabled).toBe(true);
  });

  it('sends the text with its parent, then empties the form without a message', async () => {
    const onPosted = vi.fn();
    const { user, box } = await renderForm({ parentId: 'm1', onPosted });
    await user.type(box, 'Går det att se fasaden?');
    await user.click(send());
    await waitFor(() => expect(post.mutate).toHaveBeenCalledTimes(1));
    const sent = { projectId: 'p1', text: 'Går det att se fasaden?', parentId: 'm1' };
    expect(post.mutate.mock.calls[0]![0]).toEqual(sent);
    expect(box.value).toBe('Går det att se fasaden?');
    (post.mutate.mock.calls[0]![1] as Posted).onSuccess?.();
    await waitFor(() => expect(box.value).toBe(''));
    expect(onPosted).toHaveBeenCalledOnce();
    expect(screen.queryByText(REQUIRED)).toBeNull();
    expect(send().disabled).toBe(false);
  });

  it("keeps the text and says so when the database's rate limit refused it", async () => {
    post.error = new DataError('too many', { code: 'PT429' });
    await renderForm();
    expect(
      await screen.findByText(
        'You are sending messages too quickly: at most 20 messages a minute. Please wait a moment and try again.',
      ),
    ).toBeTruthy();
  });

  it('sends nothing more while a message is on its way', async () => {
    post.isPending = true;
    const { user, box } = await renderForm();
    await user.type(box, 'Hej');
    await user.click(screen.getByRole('button', { name: /Sending/ }));
    expect(post.mutate).not.toHaveBeenCalled();
  });

  it('a reply form offers Cancel', async () => {
    const onCancel = vi.fn();
    const { user } = await renderForm({ parentId: 'm1', onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
