import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@brf/contracts';

const trackUnreadCount = vi.fn();
vi.mock('../session/unread-count.ts', () => ({ trackUnreadCount }));
vi.mock('../nav/signed-in-actions.tsx', () => ({ default: () => null }));

describe('the signed-in parts at boot', () => {
  it('start the unread count only once the first page has rendered, at an idle moment', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const { useSessionStore } = await import('@brf/supabase/session');
    const { loadSignedInPartsWhenNeeded } = await import('./signed-in-parts.ts');
    const { firstPageSettled } = await import('./first-page.ts');
    useSessionStore
      .getState()
      .setSession({ user: { id: 'u-1', organizationType: 'brf' } as SessionUser, aal: 'aal1', loading: false });

    loadSignedInPartsWhenNeeded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trackUnreadCount).not.toHaveBeenCalled();

    firstPageSettled();
    await vi.waitFor(() => expect(trackUnreadCount).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
  });
});
