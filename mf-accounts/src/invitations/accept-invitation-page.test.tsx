import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setLanguage } from '@brf/i18n';
import { exampleSessionUser } from '@brf/contracts/fixtures';
import { useSessionStore, type SessionUser } from '@brf/supabase/session';
import { queryClient } from '@brf/supabase/data';

const rpc = vi.fn();
const auth = { signUp: vi.fn(), updateUser: vi.fn(), refreshSession: vi.fn(), getSession: vi.fn() };
vi.mock('@brf/supabase', async (original) => ({
  ...(await original<typeof import('@brf/supabase')>()),
  getSupabase: () => ({ rpc, auth }),
}));
const { default: AcceptInvitationPage } = await import('./accept-invitation-page.tsx');

// signed up, confirmed, not yet in any organisation
const invitee: SessionUser = {
  ...exampleSessionUser,
  organizationType: null,
  registrationStep: 'person_completed',
  profileId: null,
};
const preview = (state: string) => ({
  data: [
    {
      organization_name: 'BRF Solrosen',
      organization_type: 'brf',
      role: 'deputy',
      email: 'anna@brf.se',
      expires_at: '2026-12-03T10:00:00Z',
      state,
      invited_by_name: null,
    },
  ],
  error: null,
});

function signIn(user: SessionUser | null) {
  useSessionStore.setState({ user, aal: user ? 'aal1' : null, loading: false, pending: false });
}

function renderPage(token = 'ab12cd') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/invitations/accept?token=${token}`]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/invitations/accept" element={<AcceptInvitationPage />} />
          <Route path="/projects" element={<p>projects page</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return user;
}

beforeEach(() => {
  window.sessionStorage.clear();
  rpc.mockReset();
  for (const fn of Object.values(auth)) fn.mockReset();
});
afterEach(() => {
  signIn(null);
  // each test reads its own preview of the same token
  queryClient().clear();
  vi.restoreAllMocks();
});

describe('/invitations/accept', () => {
  it('signed out: names the organisation, the role and who invited; the account is made with its address', async () => {
    signIn(null);
    rpc.mockResolvedValue({
      data: [{ ...preview('open').data[0], invited_by_name: 'Greta Holm' }],
      error: null,
    });
    const user = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation to BRF Solrosen' })).toBeTruthy();
    expect(
      screen.getByText(
        'Greta Holm has invited you to join BRF Solrosen as deputy. Sign in, or create an account, with ' +
          'anna@brf.se. Then you can join.',
      ),
    ).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('invitation_preview', { p_token: 'ab12cd' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/invitations/accept?token=ab12cd')}`,
    );
    const create = screen.getByRole('form', { name: 'Create an account' });
    expect((within(create).getByLabelText(/Email/) as HTMLInputElement).value).toBe('anna@brf.se');

    auth.signUp.mockResolvedValueOnce({ data: { user: { id: 'u2' }, session: null }, error: null });
    await user.type(within(create).getByLabelText(/First name/), 'Anna');
    await user.type(within(create).getByLabelText(/Last name/), 'Ek');
    await user.type(within(create).getByLabelText(/Password/), 'Ab12!?cdEF');
    await user.click(within(create).getByRole('checkbox'));
    await user.click(within(create).getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Check your inboxAlmost done: we have sent a confirmation link to anna@brf.se. Open it to confirm your ' +
        'e-mail address; it brings you back here to join.',
    );
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'anna@brf.se',
      password: 'Ab12!?cdEF',
      options: {
        emailRedirectTo: `${window.location.origin}/invitations/accept?token=ab12cd`,
        data: { first_name: 'Anna', last_name: 'Ek', language: 'en' },
      },
    });

    // the session settling remounts the page: it still says where the link went, and offers no form again
    cleanup();
    renderPage();
    expect((await screen.findByRole('status')).textContent).toContain('Check your inbox');
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
  }, 15_000);

  it('signed out, a link the database does not describe: sign in or create an account, nothing named', async () => {
    signIn(null);
    rpc.mockResolvedValue({ data: [], error: null });
    renderPage('ef34');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have been invited to join an organisation on BRF Marketplace',
      }),
    ).toBeTruthy();
    const create = screen.getByRole('form', { name: 'Create an account' });
    expect((within(create).getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
  });

  it('the new account keeps the registration password rule', async () => {
    signIn(null);
    rpc.mockResolvedValue({ data: [], error: null });
    const user = renderPage();
    const create = await screen.findByRole('form', { name: 'Create an account' });
    await user.type(within(create).getByLabelText(/Password/), 'short');
    await user.tab();
    expect(within(create).getByText(/at least 10 characters/i)).toBeTruthy();
  });

  it('signed in, open invitation: organisation, role, address; Join accepts, records, goes to /projects', async () => {
    signIn(invitee);
    rpc.mockImplementation(async (name: string) =>
      name === 'invitation_preview'
        ? preview('open')
        : { data: [{ organization_type: 'brf', organization_id: 'brf-9', role: 'deputy' }], error: null },
    );
    auth.updateUser.mockResolvedValueOnce({ data: { user: {} }, error: null });
    // the new session shows the membership (the auth binding's lookup, in the app)
    auth.refreshSession.mockImplementationOnce(async () => {
      signIn({ ...invitee, organizationType: 'brf', registrationStep: 'organization_completed', profileId: 'brf-9' });
      return { data: { session: {}, user: {} }, error: null };
    });
    const user = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation to BRF Solrosen' })).toBeTruthy();
    expect(screen.getByText('BRF Solrosen has invited you to join as deputy.')).toBeTruthy();
    expect(screen.getByText('anna@brf.se')).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('invitation_preview', { p_token: 'ab12cd' });

    await user.click(screen.getByRole('button', { name: 'Join BRF Solrosen' }));
    expect(await screen.findByText('projects page')).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('accept_invitation', { p_token: 'ab12cd' });
    expect(auth.updateUser).toHaveBeenCalledWith({
      data: { organization_type: 'brf', registration_step: 'organization_completed' },
    });
    const acceptCall =
      rpc.mock.invocationCallOrder[rpc.mock.calls.findIndex(([name]) => name === 'accept_invitation')]!;
    expect(acceptCall).toBeLessThan(auth.updateUser.mock.invocationCallOrder[0]!);
    expect(auth.updateUser.mock.invocationCallOrder[0]!).toBeLessThan(auth.refreshSession.mock.invocationCallOrder[0]!);
  });

  it("a refusal of the database is said in the page's words, and nothing is recorded", async () => {
    signIn(invitee);
    rpc.mockImplementation(async (name: string) =>
      name === 'invitation_preview'
        ? preview('open')
        : { data: null, error: { message: 'This person already belongs to an organization.', code: '23505' } },
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Join BRF Solrosen' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your account already belongs to an organisation.',
    );
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('an invitation to another address: says so and offers no Join', async () => {
    signIn({ ...invitee, email: 'other@brf.se' });
    rpc.mockResolvedValue(preview('open'));
    renderPage();
    expect(
      await screen.findByText(/You are signed in as other@brf.se, but the invitation was sent to anna@brf.se/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Join BRF Solrosen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an expired invitation says so in Swedish, without Join', async () => {
    await setLanguage('sv', { remember: false });
    try {
      signIn(invitee);
      rpc.mockResolvedValue(preview('expired'));
      renderPage();
      expect(await screen.findByText('Inbjudan har gått ut. Be om en ny.')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'Inbjudan till BRF Solrosen' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /Gå med/ })).toBeNull();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });

  it('an unknown token, a used invitation: not valid, already used', async () => {
    signIn(invitee);
    rpc.mockResolvedValueOnce({ data: [], error: null });
    renderPage('unknown');
    expect(await screen.findByText('This invitation is not valid.')).toBeTruthy();
    cleanup();
    rpc.mockResolvedValueOnce(preview('accepted'));
    renderPage();
    expect(await screen.findByText('This invitation has already been used.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('shows a skeleton while the invitation loads', async () => {
    signIn(invitee);
    rpc.mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(await screen.findByText('Loading the invitation...')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
