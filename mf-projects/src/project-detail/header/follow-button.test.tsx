import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';

const following = true;
let quoteStatus: string | null = 'submitted';
const mutate = vi.fn();
vi.mock('../api/subscription.ts', () => ({
  useSubscription: () => ({ data: following }),
  useSetSubscription: () => ({ mutate, isPending: false }),
}));
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  useOwnQuote: () => ({ data: quoteStatus ? { status: quoteStatus } : null }),
}));
const { FollowButton } = await import('./follow-button.tsx');

const show = () =>
  render(
    <Suspense fallback={null}>
      <FollowButton projectId="p1" userId="u1" providerId="sp1" closed={false} />
    </Suspense>,
  );
const why =
  "You can't unfollow while your company's quote is active: you follow the project so that you hear of every " +
  'change to it.';

describe('Unfollow for a provider', () => {
  it('is disabled while its quote is active, and says why beside it, tied to the button', async () => {
    quoteStatus = 'submitted';
    show();
    const button = await screen.findByRole('button', { name: 'Unfollow' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const hint = screen.getByText(why);
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('is offered once the quote is no longer active (not awarded to it)', async () => {
    quoteStatus = 'rejected';
    show();
    const button = await screen.findByRole('button', { name: 'Unfollow' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(why)).toBeNull();
  });
});
