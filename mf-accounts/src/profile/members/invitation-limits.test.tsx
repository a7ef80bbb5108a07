// The database's limits on invitations (decision 0028) reach the chair in the chair's language,
// saying what happened and when to try again; the address typed stays in the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@brf/i18n';
import { resetQueryClientForTests } from '@brf/supabase/data';

const rpc = vi.fn();
const from = vi.fn();
vi.mock('@brf/supabase/data', async (original) => ({
  ...(await original<object>()),
  getSupabase: () => ({ rpc, from }),
}));
const { MembersSection } = await import('./members-section.tsx');

function read(result: { data: unknown; error: unknown }) {
  const builder = Promise.resolve(result) as Promise<unknown> & Record<string, unknown>;
  for (const method of ['select', 'eq', 'is', 'gt', 'order', 'single', 'update']) builder[method] = () => builder;
  return builder;
}

const CHAIR = {
  user_id: 'u-chair',
  role: 'chair',
  may_invite: true,
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@brf.se',
  joined_at: '2026-01-01T10:00:00Z',
};

/** invite_member refuses with the database's words and PT429, as PostgREST answers it (HTTP 429). */
function refuseInvitations(message: string) {
  rpc.mockImplementation(async (name: string) =>
    name === 'organization_people'
      ? { data: [CHAIR], error: null }
      : name === 'invite_member'
        ? { data: null, error: { message, code: 'PT429' }, status: 429 }
        : null,
  );
  from.mockImplementation(() => read({ data: [], error: null }));
}

async function inviteAs(formName: string, email: string, field: RegExp, role: RegExp, roleName: string, send: string) {
  const user = userEvent.setup();
  render(
    <Suspense fallback={null}>
      <MembersSection type="brf" organizationId="b1" userId="u-chair" />
    </Suspense>,
  );
  const form = await screen.findByRole('form', { name: formName });
  await user.type(within(form).getByRole('textbox', { name: field }), email);
  await user.selectOptions(within(form).getByRole('combobox', { name: role }), roleName);
  await user.click(within(form).getByRole('button', { name: send }));
  return form;
}

beforeEach(() => {
  rpc.mockReset();
  from.mockReset();
  resetQueryClientForTests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en', { remember: false });
});

describe('an invitation over the limits', () => {
  it('tells the chair in English that it is sending too quickly and to wait, keeping the address', async () => {
    refuseInvitations(
      'You are sending invitations too quickly: at most 10 invitations an hour. Please wait a while and try again.',
    );
    const form = await inviteAs(
      'Invite to the board',
      'elfte@brf.se',
      /Email/,
      /Role/,
      'Board member',
      'Send invitation',
    );
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You are sending invitations too quickly: at most 10 invitations an hour. Please wait a while and try again.',
    );
    expect((within(form).getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe('elfte@brf.se');
  });

  it('tells the chair in Swedish about the day and about one address', async () => {
    await setLanguage('sv', { remember: false });
    refuseInvitations(
      'Your organization has sent as many invitations as it may today: at most 20 invitations a day. ' +
        'Please try again tomorrow.',
    );
    const perDay = await inviteAs(
      'Bjud in till styrelsen',
      'ny@brf.se',
      /E-post/,
      /Roll/,
      'Ledamot',
      'Skicka inbjudan',
    );
    expect((await within(perDay).findByRole('alert')).textContent).toBe(
      'Er organisation har skickat så många inbjudningar som den får i dag: högst 20 inbjudningar per dygn. ' +
        'Försök igen i morgon.',
    );
  });

  it('tells the chair in Swedish that one address has been invited enough today', async () => {
    await setLanguage('sv', { remember: false });
    refuseInvitations(
      'This address has already been invited 3 times today: at most 3 invitations a day to one address. ' +
        'Please try again tomorrow.',
    );
    const form = await inviteAs(
      'Bjud in till styrelsen',
      'igen@brf.se',
      /E-post/,
      /Roll/,
      'Ledamot',
      'Skicka inbjudan',
    );
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Den här adressen har redan bjudits in 3 gånger i dag: högst 3 inbjudningar per dygn till samma adress. ' +
        'Försök igen i morgon.',
    );
  });
});
