import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { NOTIFICATION_TYPES_BY_ORGANIZATION } from '@brf/domain/notifications';
import { viewerOf, type SessionUser, type Viewer } from '@brf/supabase/session';
import { DEFAULT_PREFERENCES, type Preferences } from './preferences.ts';

let viewer: Viewer;
let preferences: Preferences | undefined;
const save = { mutate: vi.fn(), isError: false, isSuccess: false };
vi.mock('@brf/supabase/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useViewer: () => viewer,
}));
vi.mock('./api/notification-preferences.ts', () => ({ usePreferences: () => ({ data: preferences }) }));
vi.mock('./api/save-preference.ts', () => ({ useSavePreference: () => save }));
const { default: NotificationSettingsPage } = await import('./notification-settings-page.tsx');

const as = (organizationType: 'brf' | 'service_provider' | null) =>
  viewerOf({ user: { id: 'u1', organizationType } as SessionUser, aal: 'aal1', loading: false });

async function renderPage() {
  const user = userEvent.setup();
  render(
    <Suspense fallback={null}>
      <NotificationSettingsPage />
    </Suspense>,
  );
  await screen.findByRole('heading', { level: 1 });
  return user;
}

const choice = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const selected = (name: string) => choice(name).selectedOptions[0]?.textContent;

describe('Notification Settings', () => {
  beforeAll(async () => await setLanguage('en', { remember: false }));
  beforeEach(() => {
    viewer = as('brf');
    preferences = DEFAULT_PREFERENCES;
    save.mutate.mockReset();
    save.isError = false;
    save.isSuccess = false;
  });
  afterEach(() => cleanup());

  it('shows a skeleton until the preferences are read', async () => {
    preferences = undefined;
    await renderPage();
    expect(screen.getByText('Loading notification settings...')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers a board only the types a board receives, each with the four choices', async () => {
    await renderPage();
    const types = screen
      .getAllByRole('combobox')
      .map((select) => select.closest('[data-preference]')?.getAttribute('data-preference'))
      .filter((name) => name !== 'digest_hour');
    expect([...types].sort()).toEqual([...NOTIFICATION_TYPES_BY_ORGANIZATION.brf].sort());
    expect(screen.queryByRole('combobox', { name: 'My quote was viewed' })).toBeNull();
    const options = within(choice('A question on my project')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['In the app', 'By e-mail', 'Both', 'Off']);
  });

  it('offers a provider only what a provider receives', async () => {
    viewer = as('service_provider');
    await renderPage();
    expect(choice('My quote was viewed')).toBeTruthy();
    expect(choice('A project I follow was cancelled')).toBeTruthy();
    for (const name of ['A new quote on my project', 'A question on my project', 'My project is ready to award']) {
      expect(screen.queryByRole('combobox', { name })).toBeNull();
    }
  });

  it('offers a board an award to confirm, and its chair someone asking to join, e-mailed by default', async () => {
    await renderPage();
    expect(selected('A board member proposes an award for me to confirm')).toBe('Both');
    expect(selected('My board made an award')).toBe('Both');
    expect(selected('A proposed award fell because its proposer declared a conflict of interest')).toBe('Both');
    const organisation = screen.getByRole('group', { name: 'Your organisation' });
    // someone asking to join, and a change of the board (decision 0031)
    expect(within(organisation).getAllByRole('combobox')).toHaveLength(2);
    expect(selected('My board changed: a member came, left or got a new role, or how it awards changed')).toBe('Both');
    expect(selected('Someone asks to join my organisation')).toBe('Both');
  });

  it('offers a provider someone asking to join, never an award to confirm', async () => {
    viewer = as('service_provider');
    const user = await renderPage();
    expect(screen.queryByRole('combobox', { name: 'A board member proposes an award for me to confirm' })).toBeNull();
    await user.selectOptions(choice('Someone asks to join my organisation'), 'In the app');
    expect(save.mutate).toHaveBeenCalledWith({ membership_requested: true, email_membership_requested: false });
  });

  it('without a row: e-mail as well for the types e-mailed by default, the app only for the rest', async () => {
    await renderPage();
    expect(selected('A new quote on my project')).toBe('Both');
    expect(selected('Messages and replies on projects I follow')).toBe('In the app');
    expect(selected('A project I follow was cancelled')).toBe('In the app');
    expect((screen.getByRole('switch', { name: 'Send me e-mail' }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: 'Gather my e-mail into one daily summary' }) as HTMLInputElement).checked,
    ).toBe(false);
    const hour = choice('Send the summary at');
    expect(hour.disabled).toBe(true);
    expect(hour.selectedOptions[0]?.textContent).toBe('07:00');
    expect(hour.options).toHaveLength(24);
    expect(hour.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(hour.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Times are Swedish time.',
    );
  });

  it('saves both columns of a type as one change', async () => {
    const user = await renderPage();
    await user.selectOptions(choice('Messages and replies on projects I follow'), 'By e-mail');
    expect(save.mutate).toHaveBeenCalledWith({ new_message: false, email_new_message: true });
    await user.selectOptions(choice('A new quote on my project'), 'Off');
    expect(save.mutate).toHaveBeenLastCalledWith({ new_quote: false, email_new_quote: false });
  });

  it('saves the e-mail switches and the hour of the summary', async () => {
    preferences = { ...DEFAULT_PREFERENCES, email_digest: true };
    const user = await renderPage();
    await user.click(screen.getByRole('switch', { name: 'Send me e-mail' }));
    expect(save.mutate).toHaveBeenLastCalledWith({ email_notifications: false });
    await user.click(screen.getByRole('switch', { name: 'Gather my e-mail into one daily summary' }));
    expect(save.mutate).toHaveBeenLastCalledWith({ email_digest: false });
    expect(choice('Send the summary at').disabled).toBe(false);
    await user.selectOptions(choice('Send the summary at'), '18:00');
    expect(save.mutate).toHaveBeenLastCalledWith({ digest_hour: 18 });
  });

  it('with e-mail off keeps the choices and says no e-mail is sent', async () => {
    preferences = { ...DEFAULT_PREFERENCES, email_notifications: false };
    await renderPage();
    const hint = screen.getByText(/no e-mail is sent/);
    expect(selected('A new quote on my project')).toBe('Both');
    expect(choice('A new quote on my project').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('says whether the change was saved', async () => {
    save.isSuccess = true;
    await renderPage();
    expect(screen.getByRole('status').textContent).toContain('Notification settings saved');
    cleanup();
    save.isError = true;
    await renderPage();
    expect(screen.getByRole('alert').textContent).toContain('Failed to save notification settings.');
  });

  it('speaks Swedish', async () => {
    await setLanguage('sv', { remember: false });
    try {
      await renderPage();
      const question = screen.getByRole('combobox', { name: 'En fråga om mitt projekt' });
      const options = within(question).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['I appen', 'Via e-post', 'Båda', 'Av']);
      expect(screen.getByRole('switch', { name: 'Skicka e-post till mig' })).toBeTruthy();
      expect(choice('En ledamot föreslår en tilldelning som jag ska bekräfta')).toBeTruthy();
      const organisation = screen.getByRole('group', { name: 'Din organisation' });
      expect(within(organisation).getByRole('combobox', { name: 'Någon vill gå med i min organisation' })).toBeTruthy();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });
});
