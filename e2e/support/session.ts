import type { Page } from '@playwright/test';
import { exampleSessionUser } from '../../packages/contracts/src/fixtures.ts';

export interface FakeUser {
  id?: string;
  email?: string;
  emailConfirmed?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  organizationType?: 'brf' | 'service_provider' | null;
  role?: string | null;
  phone?: string | null;
  registrationStep?: 'person_completed' | 'organization_completed' | null;
  profileId?: string | null;
}

/** Waits for the shell to boot (test hooks exist only with testHooks in /config.json). */
export async function shellReady(page: Page) {
  await page.waitForFunction(() => Boolean((window as any).__brf));
}

/** Sets the session through the shared store, as the shell would after sign-in. */
export async function setSession(page: Page, user: FakeUser | null, aal: 'aal1' | 'aal2' = 'aal1') {
  await shellReady(page);
  await page.evaluate(
    ({ user, base, aal }) => {
      const full = user && { ...base, ...user };
      (window as any).__brf.setSession(full, full ? aal : null);
    },
    { user, base: { ...exampleSessionUser, id: 'test-user', profileId: 'profile-1' }, aal },
  );
}

export async function setUnreadCount(page: Page, count: number) {
  await shellReady(page);
  await page.evaluate((count) => (window as any).__brf.setUnreadCount(count), count);
}

export async function raiseToast(page: Page, sender: string, type: string, message: string) {
  await shellReady(page);
  await page.evaluate(
    ({ sender, type, message }) => (window as any).__brf.bus(sender).emit('toast', { type, message }),
    { sender, type, message },
  );
}

/** Client-side navigation inside the running shell (a full load would drop a hand-set session). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
