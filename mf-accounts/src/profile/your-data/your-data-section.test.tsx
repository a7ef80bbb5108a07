import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createEventBus } from '@brf/event-bus';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';
import { useSessionStore, type SessionUser } from '@brf/supabase/session';
import type { AccountDeletionPreview } from '../api/account-deletion-preview.ts';

const rpc = vi.fn();
const signOut = vi.fn(async (_options?: unknown) => ({ error: null }));
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc, auth: { signOut } }),
}));
const { YourDataSection } = await import('./your-data-section.tsx');

const EMAIL = 'Nils.Berg@brf.se';
const FREE: AccountDeletionPreview = {
  blocked: null,
  organization_name: 'BRF Eken',
  organisation_kept: false,
  kept: { projects: 0, quotes: 0, messages: 2 },
  mfa_required: false,
};
const EXPORT = {
  exported_at: '2026-11-27T10:00:00Z',
  account: { id: 'u-nils', email: EMAIL },
  messages: [{ id: 'm1', message_text: 'Hej från Nils' }],
};

/** The database's refusal as supabase-js hands it over (a PostgREST error object). */
const refusal = (hint: string, message: string) => ({ data: null, error: { message, code: '23514', hint } });

function answer(preview: AccountDeletionPreview, deletion: unknown = { data: null, error: null }) {
  rpc.mockImplementation(async (name: string) => {
    if (name === 'account_deletion_preview') return { data: preview, error: null };
    if (name === 'export_my_data') return { data: EXPORT, error: null };
    if (name === 'delete_my_account') return deletion;
    throw new Error(`unexpected rpc ${name}`);
  });
}

function show(organizationId: string | null = 'b1') {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <Suspense fallback={null}>
        <Routes>
          <Route
            path="/profile"
            element={<YourDataSection userId="u-nils" email={EMAIL} organizationId={organizationId} />}
          />
          <Route path="/" element={<p>The start page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
}

const section = () => screen.findByRole('region', { name: 'Your data' });

beforeEach(() => {
  rpc.mockReset();
  signOut.mockClear();
  resetQueryClientForTests();
  useSessionStore.setState({
    loading: false,
    pending: false,
    aal: 'aal1',
    user: { id: 'u-nils', email: EMAIL, organizationType: 'brf', profileId: 'b1' } as SessionUser,
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false });
});

describe('downloading my data', () => {
  it('saves the export as a pretty-printed JSON file named by the day', async () => {
    const user = userEvent.setup();
    answer(FREE);
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    show();
    const region = await section();
    expect(within(region).getByText(/One JSON file with your account, your organisation/)).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Download my data' }));

    const name = `brf-marketplace-data-${new Date().toLocaleDateString('sv-SE')}.json`;
    expect(name).toMatch(/^brf-marketplace-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(await within(region).findByText(`Your data is saved as ${name}.`)).toBeTruthy();
    expect(saved).toEqual([name]);
    expect(files[0]!.type).toBe('application/json');
    expect(await files[0]!.text()).toBe(JSON.stringify(EXPORT, null, 2));
    expect(rpc).toHaveBeenCalledWith('export_my_data');
  });

  it('says so when the export fails, and the button works again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(FREE);
    rpc.mockImplementation(async (name: string) =>
      name === 'export_my_data'
        ? { data: null, error: { message: 'upstream timeout', code: '57014' } }
        : { data: FREE, error: null },
    );
    show();
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Download my data' }));
    expect(await within(region).findByRole('alert')).toHaveProperty(
      'textContent',
      'Your data could not be downloaded. Please try again.',
    );
    expect(within(region).getByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false);
  });
});

describe('what deleting the account would do', () => {
  it('tells a chair with other members to hand over first, and keeps the button disabled', async () => {
    answer({ ...FREE, blocked: 'hand_over_chair', kept: { projects: 3, quotes: 0, messages: 1 } });
    show();
    const region = await section();
    expect(
      await within(region).findByText(
        'You chair BRF Eken, which has other members. Hand over the chair to another member before you delete ' +
          'your account.',
      ),
    ).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Go to the members' }).getAttribute('href')).toBe('#members');
    expect(within(region).getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', true);
    expect(within(region).getByText('Kept without your name: 3 projects, 0 quotes and 1 message.')).toBeTruthy();
  });

  it("tells a company's only admin to make another member an admin", async () => {
    answer({ ...FREE, blocked: 'hand_over_admin', organization_name: 'Fasad & Tak AB' });
    show('s1');
    const region = await section();
    expect(
      await within(region).findByText(/^You are the only administrator of Fasad & Tak AB, which has other members\./),
    ).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', true);
  });

  it("tells the organisation's last person that its projects and quotes stay without a person", async () => {
    answer({
      ...FREE,
      organisation_kept: true,
      organization_name: 'Fasad & Tak AB',
      kept: { projects: 0, quotes: 2, messages: 0 },
    });
    show('s1');
    const region = await section();
    expect(
      await within(region).findByText(
        'You are the last person of Fasad & Tak AB. Its profile, projects and quotes stay on the marketplace ' +
          'without a person.',
      ),
    ).toBeTruthy();
    expect(within(region).getByText('Kept without your name: 0 projects, 2 quotes and 0 messages.')).toBeTruthy();
    expect(within(region).getByText(/project data for 7 years and communication for 3 years/)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', false);
  });

  it('asks a user with a second factor to confirm it first', async () => {
    answer({ ...FREE, mfa_required: true });
    show();
    const region = await section();
    expect(await within(region).findByText('Confirm your second factor before you delete your account.')).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: 'Confirm with your authentication code' }).getAttribute('href'),
    ).toBe('/mfa');
    expect(within(region).getByRole('button', { name: 'Delete my account' })).toHaveProperty('disabled', true);
  });
});

describe('deleting the account', () => {
  it('confirms only with the typed address, then signs out here, goes home and says so', async () => {
    const user = userEvent.setup();
    answer(FREE);
    const toasts: unknown[] = [];
    const stop = createEventBus('test').on('toast', (payload) => toasts.push(payload));
    show();
    const region = await section();
    const open = within(region).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(open).toHaveProperty('disabled', false));
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const address = within(dialog).getByRole('textbox', { name: /Your e-mail address/ });
    expect(document.activeElement).toBe(address);
    expect(within(dialog).getByText(`Type ${EMAIL} to confirm.`)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account permanently' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(address, 'nils.berg@brf.s');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(address, 'e');
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);

    expect(await screen.findByText('The start page')).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('delete_my_account');
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useSessionStore.getState().user).toBeNull();
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Your account has been deleted.' })]);
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });

  it('keeps the dialog and what was typed when the database refuses, in the words of the catalogue', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(FREE, refusal('hand_over_chair', 'Hand over the chair before you delete your account.'));
    show();
    const region = await section();
    const open = within(region).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(open).toHaveProperty('disabled', false));
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const address = within(dialog).getByRole('textbox', { name: /Your e-mail address/ });
    await user.type(address, EMAIL);
    const previews = rpc.mock.calls.filter(([name]) => name === 'account_deletion_preview').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete account permanently' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Hand over the chair before you delete your account.',
    );
    expect(address).toHaveProperty('value', EMAIL);
    expect(signOut).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).not.toBeNull();
    // the refusal reads the preview again, which now says what to do
    await waitFor(() =>
      expect(rpc.mock.calls.filter(([name]) => name === 'account_deletion_preview').length).toBeGreaterThan(previews),
    );
  });

  it('speaks Swedish', async () => {
    await setLanguage('sv', { remember: false });
    answer({ ...FREE, blocked: 'hand_over_chair' });
    show();
    const region = await screen.findByRole('region', { name: 'Dina uppgifter' });
    expect(await within(region).findByText(/^Du är ordförande i BRF Eken, som har fler medlemmar\./)).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Ladda ner mina uppgifter' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Radera mitt konto' })).toHaveProperty('disabled', true);
  });
});
