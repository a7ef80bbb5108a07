import { createClient } from '@supabase/supabase-js';
import { expect, test } from '@playwright/test';
import { shellReady } from '../support/session.ts';

// The Supabase CLI's published local demo service-role key (local-supabase uses the same).
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
  'eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.' +
  'EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

test('a real sign-in reaches the shared store and survives a reload, with one GoTrueClient', async ({ page }) => {
  const email = `shell-${Date.now()}@example.se`;
  const password = 'Correct-Horse-42!!';
  const admin = createClient('http://localhost:54321', SERVICE_ROLE_KEY, { auth: { persistSession: false } });
  const { error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: {
      first_name: 'Eva',
      last_name: 'Lind',
      organization_type: 'brf',
      registration_step: 'organization_completed',
    },
  });
  expect(error).toBeNull();

  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  await page.goto('/');
  await shellReady(page);
  await page.evaluate(
    async ({ email, password }) => {
      const client = await (window as any).__brf.supabase();
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw new Error(error.message);
    },
    { email, password },
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  const account = nav.getByRole('button', { name: 'Account menu for Eva Lind' });
  await expect(account).toHaveText('E');
  await expect(nav.getByRole('link', { name: 'BRF Marketplace' })).toHaveAttribute('href', '/projects');

  await page.reload();
  await expect(account).toBeVisible();
  await page.goto('/projects');
  await expect(page.locator('[data-remote="mf-projects"]').first()).toBeVisible();

  await account.click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(warnings.filter((text) => text.includes('Multiple GoTrueClient'))).toEqual([]);
});
