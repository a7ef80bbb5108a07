import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { signInThroughLogin } from './accounts-pages.ts';
import { generate } from 'otplib';
import { createConfirmedUser, enrolVerifiedFactor, type CreatedUser } from './accounts-backend.ts';
import { activeCategories, createBrf, createProvider } from './projects-world.ts';

export const ROLES = ['anonymous', 'brf', 'service_provider', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/** An admin with a verified TOTP factor (its secret, to pass /mfa). */
export async function createAdminUser(): Promise<CreatedUser & { secret: string }> {
  const admin = await createConfirmedUser({
    prefix: 'admin',
    metadata: { first_name: 'Dagny', last_name: 'Admin', registration_step: 'organization_completed' },
    appMetadata: { role: 'admin' },
  });
  return { ...admin, secret: await enrolVerifiedFactor(admin.email, admin.password, 'Phone') };
}

/** A new user of the role, with its profile (a provider offers the first category). */
export async function createUserOf(role: SignedInRole): Promise<CreatedUser & { secret?: string }> {
  if (role === 'brf') return createBrf();
  if (role === 'service_provider') return createProvider([(await activeCategories())[0]!.id]);
  return createAdminUser();
}

/** Fills and sends the login form in whatever language the page shows. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.locator('[data-page="login"] form');
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** A new browser context signed in as the user, in the context's language (Swedish: the form alone). */
export async function signedInPage(
  browser: Browser,
  user: { email: string; password: string },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  if (options.locale === 'sv-SE') {
    await submitLogin(page, user.email, user.password);
    await expect(page).toHaveURL('/projects');
  } else {
    await signInThroughLogin(page, user.email, user.password);
  }
  return page;
}

/** Signs in as the user (a new one of the role when none is given); an admin passes /mfa to aal2. */
export async function signInAs(page: Page, role: Role, given?: CreatedUser & { secret?: string }): Promise<void> {
  if (role === 'anonymous') return;
  const user = given ?? (await createUserOf(role));
  await submitLogin(page, user.email, user.password);
  if (role === 'admin') {
    await expect(page).toHaveURL('/mfa');
    const code = page.locator('[data-page="mfa"] input[autocomplete="one-time-code"]');
    await code.fill(await generate({ secret: user.secret! }));
    await page.locator('[data-page="mfa"] form button[type="submit"]').click();
    await expect(page).toHaveURL('/admin/dashboard');
  } else {
    await expect(page).toHaveURL('/projects');
  }
}
